// What the giver's pages show where a part could not load (components/load-failure.tsx; decision 081): a chunk that
// could not be fetched (offline, or replaced by a newer build) or a part that failed. Relative imports only.

import { catalog } from '../../shared/translation';

export const idLoadFailure = catalog('load-failure', {
  offlineHeading: 'Koneksi internet terputus',
  offlineBody: 'Bagian ini belum termuat karena kamu sedang offline. Sambungkan internet, lalu coba lagi.',
  failedHeading: 'Bagian ini gagal dimuat',
  failedBody: 'Koneksinya terputus sebentar, atau Kado baru saja diperbarui. Coba lagi; bila masih gagal, muat ulang halamannya.',
  retry: 'Coba lagi',
  reload: 'Muat ulang halaman',
} as const);
