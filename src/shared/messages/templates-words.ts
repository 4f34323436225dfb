import { OCCASION_KEYS } from '../occasions/types.js';

// TEMPLATES_MSG's Indonesian words (docs/product.md §27): the `id` catalog of its codes (templates.ts), and the
// words the page catalogs (src/web/i18n) show. Plain text without the codes' registry, so a page takes them cheaply.

export const TEMPLATES_WORDS = {
  templateUnknown: `Acara tidak dikenal. Pilih salah satu: ${OCCASION_KEYS.join(', ')}.`,
  applied: 'Acara dipakai. Teks yang sudah kamu tulis tetap seperti semula.',
} as const;
