// The timed reveal in the hub's 'Bagikan' section (decision 039): when the gift opens, set in the gift's
// time zone. Relative imports only: vite.config.ts reads the catalogs without the app's aliases.

import { catalog } from '../../shared/translation';

export const idRevealHub = catalog('reveal-hub', {
  heading: 'Waktu buka hadiah',
  hint: (zone: string) =>
    `Sebelum waktu ini, penerima hanya melihat hitung mundur dan PIN belum bisa dicoba. Jam server yang menentukan, dalam zona ${zone}.`,
  dateLabel: 'Tanggal',
  timeLabel: (zone: string) => `Jam ${zone}`,
  save: 'Simpan waktu buka',
  clear: 'Hapus waktu buka',
  saving: 'Menyimpan...',
  incomplete: 'Isi tanggal dan jam.',
  saveFailed: 'Gagal menyimpan waktu buka.',
  loading: 'Loading...',
  loadFailed: 'Gagal mengambil waktu buka hadiah.',
  opensAt: (date: string, time: string, zone: string) => `Hadiah ini terbuka pada ${date} pukul ${time} ${zone}.`,
  openedAt: (date: string, time: string, zone: string) => `Hadiah ini sudah terbuka sejak ${date} pukul ${time} ${zone}.`,
  always: 'Hadiah ini bisa dibuka kapan saja.',
  months: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
} as const);
