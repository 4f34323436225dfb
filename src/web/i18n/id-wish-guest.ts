// The wishes link's guest page (decision 045): a friend of the recipient leaves a name, a message and a photo.
// Its own small catalog, so the guest's first load carries none of the recipient's or the giver's words. Relative
// imports only: vite.config.ts reads the catalogs without the app's aliases.

import { catalog } from '../../shared/translation';

export const idWishGuest = catalog('wish-guest', {
  /** How counts are written ('1.000'). */
  locale: 'id-ID',
  heading: (name: string) => `Ucapan untuk ${name}`,
  someone: 'dia',
  intro: 'Tulis ucapan, doa atau kenangan, dan tambahkan satu foto kalau mau. Pemberi hadiah membacanya dulu sebelum ditampilkan.',
  loading: 'Loading...',
  loadFailed: 'Gagal membuka halaman ucapan. Periksa koneksimu, lalu coba lagi.',
  retry: 'Coba lagi',
  invalidHeading: 'Link ucapan tidak berlaku',
  closedHeading: 'Link ucapan sedang ditutup',
  closedBody: 'Pemberi hadiah sedang tidak menerima ucapan. Coba lagi nanti, atau tanyakan kepadanya.',
  nameLabel: 'Namamu',
  messageLabel: 'Ucapanmu',
  counter: (count: string, max: string) => `${count}/${max} karakter`,
  photoLabel: 'Foto (opsional)',
  photoHint: (mb: number) => `JPEG, WebP atau HEIC, maksimal ${mb} MB.`,
  choosePhoto: 'Pilih foto',
  changePhoto: 'Ganti foto',
  removePhoto: 'Hapus foto',
  photoPreview: 'Pratinjau foto yang dipilih',
  chosen: (name: string) => `Foto: ${name}`,
  send: 'Kirim Ucapan',
  sending: 'Mengirim...',
  progress: 'Mengirim ucapan',
  errors: {
    nameEmpty: 'Tulis namamu dulu.',
    nameTooLong: (max: string) => `Nama maksimal ${max} karakter.`,
    messageEmpty: 'Tulis ucapanmu dulu.',
    messageTooLong: (max: string) => `Ucapan maksimal ${max} karakter.`,
    notPhoto: 'Jenis file tidak didukung. Gunakan JPEG, WebP atau HEIC.',
    tooLarge: (mb: number) => `Ukuran foto maksimal ${mb} MB.`,
    sendFailed: 'Gagal mengirim ucapan. Tulisanmu masih ada: coba kirim lagi.',
  },
  thanksHeading: 'Terima kasih!',
  thanksBody: (name: string) => `Ucapanmu untuk ${name} sudah terkirim. Pemberi hadiah akan menampilkannya untuknya.`,
  another: 'Kirim ucapan lain',
} as const);
