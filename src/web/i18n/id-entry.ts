// The recipient's entry journey (docs/product.md §1, §2, §4, §8): opening slide, PIN page, days of love.
// Relative imports only: vite.config.ts reads the catalog through id.ts without the app's aliases.

import { catalog } from '../../shared/translation';

export const idEntry = catalog('entry', {
  slide: {
    closed: 'Slide',
    open: 'Terbuka!',
    /** The slider's accessible name; its value text says 'Slide' or 'Terbuka!'. */
    label: 'Geser untuk membuka hadiah',
  },
  pin: {
    defaultTitle: 'Masukkan Tanggal Spesial',
    /** The date in the hint and the label while the gift has no PIN page's record (no heading of its own). */
    defaultDate: 'tanggal spesial kita',
    // The date is named in the heading's own words, the giver's (or the occasion's), everywhere on the page (§27).
    inputLabel: (date: string) => `PIN: ${date} (6 digit, DDMMYY)`,
    hint: (date: string) => `Masukkan ${date} (DDMMYY)`,
    photoAlt: 'Foto kenangan kita',
    photoSaveFailed: 'Gagal menyimpan foto. Silakan coba lagi.',
    loadFailed: 'Gagal mengambil data tanggal.',
    checking: 'Memeriksa...',
    right: 'Benar! Membuka hadiahmu...',
  },
  days: {
    defaultTitle: 'Days Of Loves',
    days: (count: number) => `${count} Hari`,
    daysUnit: 'Hari',
    since: (date: string) => `Sejak ${date}`,
    now: 'Sekarang',
    continueHint: 'Ketuk di mana saja untuk melanjutkan',
    loading: 'Loading...',
  },
} as const);
