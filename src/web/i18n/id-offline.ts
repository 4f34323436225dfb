// The page shown in place of one whose code cannot be fetched (components/offline-page.tsx; decision 031).
// Relative imports only, as every catalog.

import { catalog } from '../../shared/translation';

export const idOffline = catalog('offline', {
  offlineHeading: 'Kamu sedang offline',
  offlineBody: 'Halaman ini belum tersimpan di perangkatmu. Sambungkan internet, lalu coba lagi.',
  failedHeading: 'Halaman ini gagal dimuat',
  failedBody: 'Ada yang terputus saat memuat halaman ini. Coba lagi sebentar lagi.',
  retry: 'Coba lagi',
  back: 'Kembali',
  menu: 'Ke menu',
} as const);
