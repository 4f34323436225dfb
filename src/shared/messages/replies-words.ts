import { REPLY_MESSAGE_MAX } from '../constants.js';
import { formatNumber } from '../format-number.js';

// REPLY_MSG's Indonesian words (docs/product.md): the `id` catalog of its codes (replies.ts), and the
// words the page catalogs (src/web/i18n) show. Plain text without the codes' registry, so a page takes them cheaply.

export const REPLY_WORDS = {
  empty: 'Tulis balasan atau rekam pesan suara dulu.',
  max: `Balasan maksimal ${formatNumber(REPLY_MESSAGE_MAX, 'id')} karakter.`,
  recipientOnly: 'Balasan dan hati dikirim oleh penerima hadiah: preview pemberi hanya melihat.',
  sent: 'Balasanmu terkirim!',
  deleted: 'Balasan dihapus.',
  notFound: 'Balasan tidak ditemukan.',
  heartTargetUnknown: 'Yang diberi hati harus foto (photo) atau love moment (love-moment).',
  heartItemNotFound: 'Foto atau love moment ini tidak ada di hadiah ini.',
  heartOn: 'Diberi hati.',
  heartOff: 'Hati dilepas.',
} as const;
