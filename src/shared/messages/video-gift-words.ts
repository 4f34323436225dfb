import { VIDEO_GIFT_DESCRIPTION_MAX, VIDEO_GIFT_TITLE_MAX } from '../constants.js';

// VIDEO_GIFT_MSG's Indonesian words (docs/product.md): the `id` catalog of its codes (video-gift.ts), and the
// words the page catalogs (src/web/i18n) show. Plain text without the codes' registry, so a page takes them cheaply.

export const VIDEO_GIFT_WORDS = {
  titleRequired: 'Judul wajib diisi.',
  titleMax: `Judul maksimal ${VIDEO_GIFT_TITLE_MAX} karakter.`,
  descriptionMax: `Deskripsi maksimal ${VIDEO_GIFT_DESCRIPTION_MAX} karakter.`,
  videoRequired: 'Video wajib diunggah.',
  videoUrlUnknown: 'Video tidak ditemukan di penyimpanan.',
  notFound: 'Video gift tidak ditemukan.',
  saved: 'Video gift berhasil disimpan!',
  converting: 'Video gift disimpan. Videonya sedang diubah agar bisa diputar di semua perangkat; penerima melihatnya setelah selesai.',
  conversionBusy: 'Video sebelumnya masih diubah. Tunggu sampai selesai, lalu unggah lagi.',
  conversionFailed:
    'Video tidak bisa diubah agar bisa diputar di semua perangkat: filenya rusak atau formatnya tidak dikenal. ' +
    'Video sebelumnya tetap dipakai.',
  conversionInterrupted: 'Pengubahan video terhenti karena server dimulai ulang. Unggah videonya lagi; video sebelumnya tetap dipakai.',
  converterMissing:
    'Video HEVC atau MOV perlu diubah ke MP4 (H.264), tetapi server ini tidak punya ffmpeg. ' +
    'Unggah video MP4 (H.264) atau minta pengelola server memasang ffmpeg.',
} as const;
