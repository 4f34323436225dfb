import { WISH_MESSAGE_MAX, WISH_NAME_MAX, WISHES_PER_GIFT } from '../constants.js';
import { formatNumber } from '../format-number.js';

// WISH_MSG's Indonesian words (docs/product.md): the `id` catalog of its codes (wishes.ts), and the
// words the page catalogs (src/web/i18n) show. Plain text without the codes' registry, so a page takes them cheaply.

export const WISH_WORDS = {
  nameEmpty: 'Tulis namamu dulu.',
  nameMax: `Nama maksimal ${WISH_NAME_MAX} karakter.`,
  messageEmpty: 'Tulis ucapanmu dulu.',
  messageMax: `Ucapan maksimal ${formatNumber(WISH_MESSAGE_MAX, 'id')} karakter.`,
  linkInvalid: 'Link ucapan ini tidak berlaku. Minta link yang baru kepada pemberi hadiah.',
  linkClosed: 'Link ucapan sedang ditutup oleh pemberi hadiah.',
  tooMany: (minutes: number) => `Terlalu banyak ucapan dari alamat ini. Coba lagi dalam ${minutes} menit.`,
  sent: 'Terima kasih! Ucapanmu terkirim.',
  linkOpened: 'Link ucapan dibuka: teman dan keluarga bisa mengirim ucapan.',
  linkClosedSaved: 'Link ucapan ditutup: tidak ada ucapan baru yang diterima.',
  linkRenewed: 'Link ucapan baru dibuat: link lama tidak berlaku lagi.',
  shown: 'Ucapan ditampilkan untuk penerima.',
  hidden: 'Ucapan disembunyikan dari penerima.',
  deleted: 'Ucapan dihapus.',
  notFound: 'Ucapan tidak ditemukan.',
  approvedInvalid: 'approved harus true atau false',
  openInvalid: 'open harus true atau false',
  giftFull: `Kado ini sudah menerima ${WISHES_PER_GIFT} ucapan, jumlah terbanyak yang bisa diterima. Terima kasih!`,
  photosFull: 'Ruang foto ucapan kado ini sudah penuh. Kirim ucapanmu tanpa foto.',
} as const;
