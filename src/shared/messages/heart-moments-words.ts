import { HEART_MOMENT_WORDS_MAX } from '../constants.js';
import { formatNumber } from '../format-number.js';

// HEART_MOMENT_MSG's Indonesian words (docs/product.md §29): the `id` catalog of its codes
// (heart-moments.ts), and the words the page catalogs (src/web/i18n) show. Plain text without the codes' registry.

export const HEART_MOMENT_WORDS = {
  wordsRequired: 'Tulis momennya dulu.',
  wordsMax: `Momen maksimal ${formatNumber(HEART_MOMENT_WORDS_MAX, 'id')} karakter.`,
  feelingRequired: 'Pilih satu perasaan.',
  feelingUnknown: 'Perasaan harus salah satu dari: Dicintai, Diperhatikan, Dihargai, Didukung, Bersyukur, Bahagia.',
  dateRequired: 'Tanggal wajib diisi.',
  dateFormat: 'Tanggal harus berformat YYYY-MM-DD.',
  dateInvalid: 'Tanggal tidak valid.',
  dateFuture: 'Tanggal momen tidak boleh di masa depan.',
  visibilityUnknown: 'Pilih dibagikan (shared) atau pribadi (private).',
  notFound: 'Momen tidak ditemukan.',
  authorOnly: 'Hanya penulis momen ini yang bisa mengubah atau menghapusnya.',
  heartOwn: 'Hati diberikan oleh pasanganmu, bukan oleh penulis momen.',
  created: 'Momen tersimpan.',
  updated: 'Momen diperbarui.',
  deleted: 'Momen dihapus.',
  nowShared: 'Momen sekarang dibagikan.',
  nowPrivate: 'Momen sekarang pribadi.',
  heartOn: 'Diberi hati.',
  heartOff: 'Hati dilepas.',
  // The recipient's address for word of the giver's shared moments (docs/product.md §26, §29).
  mailRecipientOnly: 'Email ini hanya diatur oleh penerima hadiah.',
  mailConsent: 'Centang persetujuannya dulu agar kami boleh mengirimimu email.',
  mailSaved: 'Kami akan mengabarimu lewat email saat pemberi hadiah membagikan momen.',
  mailRemoved: 'Emailmu dihapus. Kami tidak akan mengirimimu email lagi.',
  mailTooMany: (minutes: number) => `Terlalu sering mengganti email. Coba lagi dalam ${minutes} menit.`,
} as const;
