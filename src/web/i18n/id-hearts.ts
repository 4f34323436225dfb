// The recipient's heart on a photo or a love moment (decision 043): its own small catalog, since it loads with
// the gallery's large view and the love-moment cards. Relative imports only: vite.config.ts reads the catalogs
// without the app's aliases.

import { catalog } from '../../shared/translation';

export const idHearts = catalog('hearts', {
  /** The toggle's name; aria-pressed says whether it is given. */
  label: (title: string) => `Beri hati: ${title}`,
  count: (count: number) => `${count} hati`,
  giverOnly: 'Hati diberikan oleh penerima; kamu melihat jumlahnya.',
  failed: 'Gagal memberi hati. Coba lagi.',
} as const);
