// The edit hub's 'Arsip' section (decision 030): download the whole gift as one file, and put an archive back.
// The server's refusals (not a Kado archive, a newer version, a missing file…) are its own words, in
// src/shared/schemas/archive.ts. Relative imports only: vite.config.ts reads the catalogs through id.ts.

import { catalog } from '../../shared/translation';
import { ARCHIVE_WORDS } from '../../shared/messages/archive-words';

export const idArchive = catalog('archive', {
  heading: 'Arsip',
  intro: 'Simpan seluruh hadiah (teks, foto, musik dan video) dalam satu file, atau pulihkan hadiah dari file arsip.',
  downloadHeading: 'Unduh arsip',
  downloadHint: 'Satu file .zip berisi semua isi hadiah. Akun, sesi dan link bagikan tidak ikut.',
  download: 'Unduh arsip',
  importHeading: 'Pulihkan dari arsip',
  importHint: 'Isi hadiah ini akan diganti seluruhnya dengan isi arsip. Link bagikan dan akunmu tetap sama.',
  fileLabel: 'File arsip (.zip)',
  importButton: 'Pulihkan',
  importing: 'Memulihkan...',
  progress: (percent: number) => `Mengunggah arsip: ${percent}%`,
  noFile: ARCHIVE_WORDS.fileRequired,
  confirmHeading: 'Ganti isi hadiah?',
  confirmText: (name: string) =>
    `Semua isi hadiah sekarang (teks, foto, musik dan video) akan diganti dengan isi arsip "${name}". Ini tidak bisa dibatalkan.`,
  confirm: 'Ya, ganti isinya',
  cancel: 'Batal',
  imported: ARCHIVE_WORDS.imported,
  importFailed: 'Gagal memulihkan arsip.',
} as const);
