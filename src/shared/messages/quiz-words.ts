import { QUIZ_ANSWER_MAX, QUIZ_MAX_OPTIONS, QUIZ_OPTION_MAX, QUIZ_QUESTION_MAX } from '../constants.js';

// QUIZ_MSG's Indonesian words (docs/product.md): the `id` catalog of its codes (quiz.ts), and the
// words the page catalogs (src/web/i18n) show. Plain text without the codes' registry, so a page takes them cheaply.

export const QUIZ_WORDS = {
  questionRequired: 'Pertanyaan wajib diisi.',
  questionMax: `Pertanyaan maksimal ${QUIZ_QUESTION_MAX} karakter.`,
  answerRequired: 'Jawaban benar wajib diisi.',
  answerMax: `Jawaban benar maksimal ${QUIZ_ANSWER_MAX} karakter.`,
  optionsMin: 'Minimal harus ada 2 opsi jawaban.',
  optionsMax: `Maksimal ${QUIZ_MAX_OPTIONS} opsi jawaban.`,
  optionMax: `Setiap opsi jawaban maksimal ${QUIZ_OPTION_MAX} karakter.`,
  optionInvalid: 'Opsi jawaban harus berupa teks.',
  notFound: 'Data kuis tidak ditemukan.',
  optionNotFound: 'Opsi tidak ditemukan.',
  loaded: 'Data kuis berhasil diambil.',
  saved: 'Pertanyaan berhasil disimpan!',
  deleted: 'Pertanyaan berhasil dihapus!',
  optionDeleted: 'Opsi berhasil dihapus',
} as const;
