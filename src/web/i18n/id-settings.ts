// The gift's language, in the hub's 'Bagikan' section (decision 032). Relative imports only: vite.config.ts
// reads the catalogs without the app's aliases.

import { catalog } from '../../shared/translation';

export const idSettings = catalog('settings', {
  languageHeading: 'Bahasa hadiah',
  languageHint: 'Semua tulisan di halaman penerima dan di editor memakai bahasa ini. Isi yang kamu tulis sendiri tidak diterjemahkan.',
  languageNames: { id: 'Bahasa Indonesia', en: 'English' },
  loading: 'Loading...',
  loadFailed: 'Gagal mengambil pengaturan bahasa.',
  saving: 'Menyimpan...',
  saved: 'Bahasa hadiah disimpan. Halaman dimuat ulang...',
  saveFailed: 'Gagal menyimpan bahasa hadiah.',
  // The gift's theme (decision 041).
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
