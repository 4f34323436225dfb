import { COUPON_BUTTON_TEXT_MAX, COUPON_CODE_MAX, COUPON_NAME_MAX, COUPON_TEXT_MAX } from '../constants.js';

// COUPON_MSG's Indonesian words (docs/product.md): the `id` catalog of its codes (coupon.ts), and the
// words the page catalogs (src/web/i18n) show. Plain text without the codes' registry, so a page takes them cheaply.

export const COUPON_WORDS = {
  whatsappInvalid: 'Nomor WhatsApp harus nomor internasional, contoh 6281234567890',
  codeRequired: 'Kode kupon wajib diisi.',
  codeMax: `Kode kupon maksimal ${COUPON_CODE_MAX} karakter.`,
  nameRequired: 'Nama kupon wajib diisi.',
  nameMax: `Nama kupon maksimal ${COUPON_NAME_MAX} karakter.`,
  descriptionRequired: 'Deskripsi kupon wajib diisi.',
  descriptionMax: `Deskripsi kupon maksimal ${COUPON_TEXT_MAX} karakter.`,
  messagesInvalid: 'Pesan kupon tidak valid.',
  titleRequired: 'Judul halaman wajib diisi.',
  titleMax: `Judul halaman maksimal ${COUPON_NAME_MAX} karakter.`,
  introRequired: 'Pesan pembuka wajib diisi.',
  introMax: `Pesan pembuka maksimal ${COUPON_TEXT_MAX} karakter.`,
  additionalMax: `Pesan tambahan maksimal ${COUPON_TEXT_MAX} karakter.`,
  buttonTextRequired: 'Teks tombol wajib diisi.',
  buttonTextMax: `Teks tombol maksimal ${COUPON_BUTTON_TEXT_MAX} karakter.`,
  saved: 'Pengaturan kupon berhasil disimpan!',
} as const;
