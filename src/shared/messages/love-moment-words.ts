import { LOVE_MOMENT_LETTER_MAX, LOVE_MOMENT_TITLE_MAX } from '../constants.js';

// LOVE_MOMENT_MSG's Indonesian words (docs/product.md): the `id` catalog of its codes (love-moment.ts), and the
// words the page catalogs (src/web/i18n) show. Plain text without the codes' registry, so a page takes them cheaply.

export const LOVE_MOMENT_WORDS = {
  titleRequired: 'Judul wajib diisi.',
  titleMax: `Judul maksimal ${LOVE_MOMENT_TITLE_MAX} karakter.`,
  dateRequired: 'Tanggal wajib diisi.',
  dateFormat: 'Tanggal harus berformat YYYY-MM-DD.',
  dateInvalid: 'Tanggal tidak valid.',
  letterRequired: 'Surat cinta wajib diisi.',
  letterMax: `Surat cinta maksimal ${LOVE_MOMENT_LETTER_MAX} karakter.`,
  notFound: 'Love moment tidak ditemukan.',
  opensAtFormat: 'Tanggal dibuka harus berformat YYYY-MM-DD.',
  opensAtInvalid: 'Tanggal dibuka tidak valid.',
  /** /storage, to a viewer asking for a sealed capsule's voice note. */
  voiceNoteSealed: 'Pesan suara ini baru bisa didengar saat kapsul waktunya terbuka.',
  created: 'Love moment created successfully!',
  updated: 'Love moment updated successfully!',
  deleted: 'Love moment deleted successfully!',
} as const;
