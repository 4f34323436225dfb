import { TODO_MAX_COUNT, TODO_TITLE_MAX } from '../constants.js';

// TODO_MSG's Indonesian words (docs/product.md): the `id` catalog of its codes (todos.ts), and the
// words the page catalogs (src/web/i18n) show. Plain text without the codes' registry, so a page takes them cheaply.

export const TODO_WORDS = {
  titleRequired: 'Judul todo tidak boleh kosong!',
  titleMax: `Judul todo maksimal ${TODO_TITLE_MAX} karakter`,
  selectionInvalid: 'Status pilihan todo harus true atau false.',
  tooMany: `Daftar todo sudah penuh (maksimal ${TODO_MAX_COUNT}). Hapus yang lama terlebih dahulu.`,
  notFound: 'Todo tidak ditemukan.',
  added: 'Todo berhasil ditambahkan!',
  deleted: 'Todo berhasil dihapus!',
  selected: (title: string) => `Todo "${title}" dipilih!`,
  unselected: (title: string) => `Todo "${title}" batal dipilih.`,
} as const;
