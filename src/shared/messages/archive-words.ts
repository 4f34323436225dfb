import { ARCHIVE_MAX_MB } from '../constants.js';

// ARCHIVE_MSG's Indonesian words (docs/product.md): the `id` catalog of its codes (archive.ts), and the
// words the page catalogs (src/web/i18n) show. Plain text without the codes' registry, so a page takes them cheaply.

export const ARCHIVE_WORDS = {
  fileRequired: 'Pilih file arsip (.zip) terlebih dahulu.',
  tooLarge: `Arsip terlalu besar. Ukuran maksimal ${ARCHIVE_MAX_MB} MB.`,
  notZip: 'File ini bukan arsip ZIP yang bisa dibaca.',
  foreign: 'File ini bukan arsip hadiah Kado.',
  newer: 'Arsip ini dibuat oleh versi Kado yang lebih baru. Perbarui Kado terlebih dahulu, lalu coba lagi.',
  invalidData: 'Isi arsip rusak atau tidak lengkap.',
  unsafePath: 'Arsip ditolak: berisi nama file yang tidak aman.',
  missingMedia: 'Arsip tidak lengkap: ada file media yang hilang.',
  badMedia: 'Arsip ditolak: ada file media yang rusak atau jenisnya tidak sesuai.',
  tooManyFiles: 'Arsip berisi terlalu banyak file.',
  conflict: 'Arsip ini berisi file yang bentrok dengan file lain di server.',
  exportMissingMedia: 'Sebagian file media hilang dari penyimpanan, jadi arsip tidak bisa dibuat.',
  imported: 'Arsip berhasil dipulihkan. Isi hadiah sudah diganti.',
} as const;
