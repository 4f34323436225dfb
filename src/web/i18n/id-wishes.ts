// Wishes from friends (decision 045): the recipient's 'Ucapan' page and the hub's 'Ucapan' section (the guest
// page's words are id-wish-guest.ts). Relative imports only: vite.config.ts reads the catalogs without the app's
// aliases.

import { catalog } from '../../shared/translation';
import { formatNumber } from '../../shared/format-number';

const page = {
  heading: 'Ucapan',
  intro: 'Ucapan dari teman dan keluarga untukmu.',
  loading: 'Loading...',
  loadFailed: 'Gagal mengambil ucapan.',
  empty: 'Belum ada ucapan untukmu. Nanti ucapan dari teman dan keluarga muncul di sini.',
  from: (name: string) => `Dari ${name}`,
  photoAlt: (name: string) => `Foto dari ${name}`,
  back: 'Kembali ke Menu',
} as const;

const hub = {
  heading: 'Ucapan',
  intro:
    'Bagikan link ucapan ke teman dan keluarga: mereka bisa mengirim ucapan dan satu foto untuk penerima, tanpa PIN dan ' +
    'tanpa melihat isi hadiah. Ucapan baru tersembunyi sampai kamu menampilkannya.',
  linkLabel: 'Link ucapan',
  copy: 'Salin',
  copied: 'Link tersalin!',
  copyManual: 'Tidak bisa menyalin otomatis: link sudah dipilih, salin secara manual.',
  openHeading: 'Terima ucapan',
  openLabel: 'Link ucapan terbuka',
  openOn: 'Terbuka: siapa pun yang memegang link ini bisa mengirim ucapan.',
  openOff: 'Tertutup: tamu yang membuka link melihat bahwa link sedang ditutup.',
  rotate: 'Buat Link Baru',
  rotating: 'Membuat...',
  rotateConfirm: 'Buat link ucapan baru? Link lama tidak berlaku lagi: tamu yang memegangnya tidak bisa mengirim ucapan.',
  linkLoading: 'Loading...',
  linkLoadFailed: 'Gagal mengambil link ucapan.',
  openFailed: 'Gagal menyimpan pengaturan link ucapan.',
  rotateFailed: 'Gagal membuat link ucapan baru.',
  listHeading: 'Ucapan yang masuk',
  loading: 'Loading...',
  loadFailed: 'Gagal mengambil ucapan.',
  empty: 'Belum ada ucapan. Bagikan link di atas ke teman dan keluarga.',
  count: (shown: number, all: number) => `${shown} dari ${all} ucapan ditampilkan untuk penerima.`,
  showLabel: 'Tampilkan untuk penerima',
  showName: (name: string) => `Tampilkan untuk penerima: ucapan dari ${name}`,
  shown: 'Ditampilkan',
  hidden: 'Tersembunyi',
  approveFailed: 'Gagal mengubah tampilan ucapan.',
  photoAlt: (name: string) => `Foto dari ${name}`,
  delete: 'Hapus',
  deleteLabel: (name: string) => `Hapus ucapan dari ${name}`,
  confirmDelete: 'Hapus ucapan ini? Fotonya juga ikut terhapus.',
  deleteFailed: 'Gagal menghapus ucapan.',
  usageLabel: 'Batas ucapan',
  usage: (wishes: number, wishesMax: number, photoBytes: number, photoBytesMax: number) =>
    `${formatNumber(wishes, 'id')} dari ${formatNumber(wishesMax, 'id')} ucapan · foto ` +
    `${formatNumber(photoBytes / 1048576, 'id', 1)} MB dari ` +
    `${formatNumber(photoBytesMax / 1048576, 'id')} MB`,
  usageNote: 'Foto ucapan memakai paling banyak seperempat kuota penyimpanan kado, agar unggahanmu sendiri tetap punya ruang.',
} as const;

export const idWishes = catalog('wishes', {
  /** How dates are written (the gift's calendar is Asia/Jakarta's). */
  locale: 'id-ID',
  page,
  hub,
} as const);
