import { z } from 'zod';
import { messageCodes } from '../message-codes.js';

// A gift's archive (decision 030): GET /api/export streams it, POST /api/import (multipart
// `file`) replaces the gift's content with it. The refusals, shared by the server's replies and the hub.

export const ARCHIVE_MAX_MB = 4096;

export const ARCHIVE_MSG = messageCodes('archive', {
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
} as const);

export const importReply = z.object({ success: z.literal(true), message: z.string() });
