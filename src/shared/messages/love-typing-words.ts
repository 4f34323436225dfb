import { LOVE_TYPING_MAX_PARAGRAPHS, PARAGRAPH_MAX_LENGTH } from '../constants.js';

// LOVE_TYPING_MSG's Indonesian words (docs/product.md): the `id` catalog of its codes (love-typing.ts), and the
// words the page catalogs (src/web/i18n) show. Plain text without the codes' registry, so a page takes them cheaply.

export const LOVE_TYPING_WORDS = {
  paragraphMax: `Paragraf maksimal ${PARAGRAPH_MAX_LENGTH} karakter`,
  paragraphsRequired: 'Tulis minimal satu paragraf.',
  paragraphsMax: `Maksimal ${LOVE_TYPING_MAX_PARAGRAPHS} paragraf.`,
  paragraphsInvalid: 'Paragraf harus berupa daftar teks.',
  loaded: 'Data love typing berhasil diambil.',
  saved: 'Love typing berhasil disimpan!',
} as const;
