import { MILESTONE_MAX_COUNT, MILESTONE_TITLE_MAX } from '../constants.js';

// MILESTONE_MSG's Indonesian words (docs/product.md): the `id` catalog of its codes (milestones.ts), and the
// words the page catalogs (src/web/i18n) show. Plain text without the codes' registry, so a page takes them cheaply.

export const MILESTONE_WORDS = {
  titleRequired: 'Judul milestone harus diisi!',
  titleMax: `Judul milestone maksimal ${MILESTONE_TITLE_MAX} karakter`,
  dateRequired: 'Tanggal milestone harus diisi!',
  dateInvalid: 'Tanggal harus berformat YYYY-MM-DD dan merupakan tanggal yang valid',
  tooMany: `Daftar milestone sudah penuh (maksimal ${MILESTONE_MAX_COUNT}). Hapus yang lama terlebih dahulu.`,
  notFound: 'Milestone tidak ditemukan.',
  added: 'Milestone berhasil ditambahkan!',
  deleted: 'Milestone berhasil dihapus!',
  days: (count: number) => `Hari ke-${count}`,
  years: (count: number) => `${count} Tahun Bersama`,
} as const;
