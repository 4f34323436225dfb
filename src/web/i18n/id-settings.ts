// The gift's language and theme, in the hub's 'Tampilan' section (decisions 032, 041). Relative imports only: vite.config.ts
// reads the catalogs without the app's aliases.

import { catalog } from '../../shared/translation';

export const idSettings = catalog('settings', {
  /** The hub's 'Tampilan' section: the theme and the language together. */
  look: {
    heading: 'Tampilan',
    intro: 'Tema dan bahasa seluruh hadiah: penerima melihatnya di setiap halaman.',
  },
  languageHeading: 'Bahasa hadiah',
  languageHint: 'Semua tulisan di halaman penerima dan di editor memakai bahasa ini. Isi yang kamu tulis sendiri tidak diterjemahkan.',
  languageNames: { id: 'Bahasa Indonesia', en: 'English' },
  loading: 'Loading...',
  loadFailed: 'Gagal mengambil pengaturan bahasa.',
  saving: 'Menyimpan...',
  saved: 'Bahasa hadiah disimpan. Halaman dimuat ulang...',
  saveFailed: 'Gagal menyimpan bahasa hadiah.',
  // The gift's theme.
  themeHeading: 'Tema hadiah',
  themeHint: 'Warna, huruf judul, hati dan layar pembuka di semua halaman penerima. Pratinjau langsung mengikutinya.',
  themeNames: { rose: 'Mawar', night: 'Malam', cream: 'Krem', sage: 'Sage' },
  themeWords: {
    rose: 'Merah muda dan mawar, tampilan asli Kado.',
    night: 'Gelap untuk malam hari, cahaya merah muda.',
    cream: 'Kertas krem dan terakota, judul Playfair Display.',
    sage: 'Hijau daun yang lembut, judul Dancing Script.',
  },
  themeSaved: 'Tema disimpan.',
  themeSaveFailed: 'Gagal menyimpan tema.',
} as const);
