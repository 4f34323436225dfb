import { CROSSWORD_CLUE_MAX, CROSSWORD_MAX_ENTRIES, CROSSWORD_MIN_ENTRIES, CROSSWORD_WORD_MAX, CROSSWORD_WORD_MIN } from '../constants.js';

// CROSSWORD_MSG's Indonesian words (docs/product.md): the `id` catalog of its codes (crossword.ts), and the
// words the page catalogs (src/web/i18n) show. Plain text without the codes' registry, so a page takes them cheaply.

export const CROSSWORD_WORDS = {
  entriesMin: `Minimal ${CROSSWORD_MIN_ENTRIES} kata untuk teka-teki silang.`,
  entriesMax: `Maksimal ${CROSSWORD_MAX_ENTRIES} kata untuk teka-teki silang.`,
  wordRequired: 'Kata wajib diisi.',
  wordLetters: 'Kata hanya boleh berisi huruf A-Z.',
  wordLength: `Kata harus ${CROSSWORD_WORD_MIN}-${CROSSWORD_WORD_MAX} huruf.`,
  wordDuplicate: (word: string) => `Kata "${word}" sudah dipakai. Setiap kata hanya boleh muncul sekali.`,
  clueRequired: 'Petunjuk wajib diisi.',
  clueMax: `Petunjuk maksimal ${CROSSWORD_CLUE_MAX} karakter.`,
  notFound: 'Teka-teki silang belum dibuat.',
  loaded: 'Teka-teki silang berhasil diambil.',
  saved: 'Teka-teki silang berhasil disimpan!',
  savedWithUnplaced: (count: number) => `Teka-teki silang disimpan, tetapi ${count} kata tidak bisa disilangkan dan tidak tampil.`,
  deleted: 'Teka-teki silang berhasil dihapus!',
} as const;
