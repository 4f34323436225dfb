// ACTIVITY_MSG's Indonesian words (docs/product.md, decision 059): the `id` catalog of its codes (activity.ts), and the
// words the page catalogs (src/web/i18n) show. Plain text without the codes' registry, so a page takes them cheaply.

export const ACTIVITY_WORDS = {
  pageUnknown: 'Halaman tidak dikenal.',
  noted: 'Dicatat.',
} as const;
