// ACTIVITY_MSG's Indonesian words (docs/product.md): the `id` catalog of its codes (activity.ts), and the
// words the page catalogs (src/web/i18n) show. Plain text without the codes' registry, so a page takes them cheaply.

export const ACTIVITY_WORDS = {
  pageUnknown: 'Halaman tidak dikenal.',
  noted: 'Dicatat.',
  /** 'Tetap pakai': what may be kept, and the answers. */
  keepUnknown: 'Hanya pertanyaan kuis atau surat contoh yang bisa tetap dipakai.',
  notDemo: 'Teks ini sudah bukan teks contoh di kadomu. Muat ulang daftarnya.',
  kept: 'Teks contoh ini tetap dipakai dan dihitung siap.',
  released: 'Teks contoh ini tidak lagi ditandai tetap dipakai.',
} as const;
