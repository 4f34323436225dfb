import { THEMES } from '../themes.js';

// SETTINGS_MSG's Indonesian words (docs/product.md): the `id` catalog of its codes (settings.ts), and the
// words the page catalogs (src/web/i18n) show. Plain text without the codes' registry, so a page takes them cheaply.

export const SETTINGS_WORDS = {
  languageInvalid: 'Bahasa harus "id" atau "en".',
  recordActivityInvalid: 'Pencatatan jejak harus true atau false.',
  themeInvalid: `Tema tidak dikenal. Pilih salah satu: ${THEMES.join(', ')}.`,
  notifyInvalid: 'Pemberitahuan harus true atau false.',
  nothingToSave: 'Tidak ada pengaturan yang diubah.',
  saved: 'Pengaturan disimpan.',
} as const;
