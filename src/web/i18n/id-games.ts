// Plans (todo list), mini games (quiz, crossword) and their editors: docs/product.md §2, §5, §8.
// Relative imports only: id.ts (which attaches this file) is read by vite.config.ts without aliases.

import { catalog } from '../../shared/translation';

const todo = {
  heading: 'Choose For This Month',
  newLabel: 'Todo baru',
  newPlaceholder: 'Tulis rencana baru...',
  add: 'Tambah',
  adding: 'Menambah...',
  listLabel: 'Daftar todo',
  empty: 'Belum ada todo. Tambahkan rencana pertama kalian!',
  loading: 'Loading...',
  remove: (title: string) => `Hapus todo "${title}"`,
  back: 'Kembali',
  titleRequired: 'Judul todo tidak boleh kosong!',
  loadFailed: 'Gagal mengambil data todo.',
  selectFailed: 'Gagal memperbarui atau memilih todo.',
  addFailed: 'Gagal menambahkan todo.',
  removeFailed: 'Gagal menghapus todo.',
  added: 'Todo berhasil ditambahkan!',
  removed: 'Todo berhasil dihapus!',
  selected: (title: string) => `Todo "${title}" dipilih!`,
} as const;

const menu = {
  heading: 'Mini Games',
  intro: 'Pilih permainan yang mau kamu mainkan.',
  quiz: 'Quiz Fun',
  crossword: 'Teka Teki Mini Game',
  back: 'Kembali',
} as const;

const quiz = {
  heading: 'Quiz Fun',
  loading: 'Loading...',
  loadFailed: 'Gagal mengambil data kuis',
  empty: 'Belum ada pertanyaan kuis.',
  progress: 'Kemajuan kuis',
  questionOf: (current: number, total: number) => `Pertanyaan ${current} dari ${total}`,
  optionsLabel: 'Pilihan jawaban',
  cancel: 'Batalkan Kuis',
  resultHeading: 'Hasil Kuis',
  scoreLabel: 'Skor kamu',
  score: (score: number, total: number) => `${score} / ${total}`,
  backToGames: 'Kembali ke Pilihan Game',
  perfect: '✅ Selamat! Anda berhasil mendapatkan skor sempurna dan membuka Main Gift 🎁',
  imperfect: '❌ Skor belum sempurna. Silakan coba lagi untuk membuka Main Gift 🔒',
  checking: 'Memeriksa skor...',
  playAgain: 'Main Lagi',
  unlockedNote: 'Main Gift sudah terbuka 🎁',
  lockedNote: 'Main Gift masih terkunci 🔒',
} as const;

const quizList = {
  heading: 'Daftar Pertanyaan Kuis',
  loading: 'Loading...',
  loadFailed: 'Gagal memuat daftar pertanyaan.',
  empty: 'Belum ada pertanyaan kuis.',
  optionCount: (count: number) => `${count} opsi jawaban`,
  open: (question: string) => `Lihat opsi: ${question}`,
  remove: (question: string) => `Hapus pertanyaan: ${question}`,
  removeText: 'Hapus',
  confirmRemove: 'Yakin mau hapus pertanyaan ini?',
  removeFailed: 'Gagal menghapus pertanyaan. Silakan coba lagi.',
  removed: 'Pertanyaan berhasil dihapus!',
  editQuiz: 'Edit Kuis',
  back: 'Kembali',
} as const;

const quizOptions = {
  heading: 'Opsi Jawaban',
  loading: 'Loading data kuis...',
  loadFailed: 'Terjadi kesalahan saat memuat data kuis.',
  notFound: 'Data kuis tidak ditemukan.',
  empty: 'Belum ada opsi jawaban untuk kuis ini.',
  answer: (answer: string) => `Jawaban benar: ${answer}`,
  correctMark: 'Jawaban benar',
  remove: (letter: string) => `Hapus opsi ${letter}`,
  removeText: 'Hapus',
  removing: 'Menghapus opsi...',
  removed: 'Opsi berhasil dihapus',
  removeFailed: (reason: string) => `Gagal: ${reason}`,
  /** The reason when the server gave none (docs/product.md §8 names only the 'Gagal: {reason}' frame). */
  removeFailedReason: 'Opsi tidak dapat dihapus. Silakan coba lagi.',
  back: 'Kembali',
} as const;

const quizEditor = {
  heading: 'Quiz',
  reloadNote: 'Wajib klik tombol reload ketika sudah menyimpan!',
  modeLabel: 'Mode',
  add: 'Buat Baru',
  edit: 'Edit',
  picker: 'Pilih Pertanyaan',
  pickerPlaceholder: '-- Pilih pertanyaan --',
  pickerEmpty: 'Belum ada pertanyaan untuk diedit.',
  question: 'Pertanyaan',
  answer: 'Jawaban Benar',
  options: 'Opsi Jawaban',
  option: (n: number) => `Opsi ${n}`,
  addOption: 'Tambah opsi',
  removeOption: 'Hapus opsi terakhir',
  answerWriteOptionsFirst: 'Tulis opsi jawaban dulu, lalu pilih yang benar di sini.',
  answerNotInOptions: 'Jawaban benar belum ada di daftar opsi.',
  save: 'Simpan',
  saving: 'Menyimpan...',
  pickFirst: 'Pilih pertanyaan yang mau diedit terlebih dahulu.',
  optionsMin: 'Minimal harus ada 2 opsi jawaban.',
  saved: 'Pertanyaan berhasil disimpan!',
  saveFailed: 'Gagal menyimpan pertanyaan. Silakan coba lagi.',
  loadFailed: 'Gagal memuat daftar pertanyaan.',
} as const;

const crossword = {
  heading: 'Teka Teki Mini Game',
  back: 'Kembali',
  loading: 'Loading...',
  loadFailed: 'Gagal mengambil data teka-teki silang.',
  none: 'Teka-teki silang belum dibuat.',
  gridLabel: 'Kotak teka-teki silang',
  across: 'Mendatar',
  down: 'Menurun',
  cellLabel: (parts: string[]) => parts.join(', '),
  cellPart: (number: number, direction: string, position: number, length: number) =>
    `${number} ${direction}, huruf ${position} dari ${length}`,
  activeClue: 'Petunjuk aktif',
  check: 'Periksa',
  reset: 'Ulangi',
  wrongCount: (count: number) => `Ada ${count} huruf yang salah. Coba lagi!`,
  emptyLeft: (count: number) => `Semua huruf yang diisi benar. Masih ada ${count} kotak kosong.`,
  wrongMark: 'salah',
  solved: 'Selamat! Teka-teki selesai 🎉',
  help: 'Ketuk kotak untuk mengetik. Ketuk lagi untuk ganti arah; panah untuk berpindah.',
  editButton: 'Edit Teka-teki',
} as const;

const crosswordEditor = {
  heading: 'Teka-teki Silang',
  reloadNote: 'Wajib klik tombol reload ketika sudah menyimpan!',
  intro: 'Isi pasangan kata dan petunjuk. Kata-kata disilangkan otomatis menjadi teka-teki.',
  word: (n: number) => `Kata ${n}`,
  clue: (n: number) => `Petunjuk ${n}`,
  wordPlaceholder: 'KATA',
  cluePlaceholder: 'Petunjuk untuk kata ini',
  removeRow: (n: number) => `Hapus kata ${n}`,
  addRow: 'Tambah Kata',
  save: 'Simpan',
  saving: 'Menyimpan...',
  remove: 'Hapus Teka-teki',
  removing: 'Menghapus...',
  confirmRemove: 'Yakin mau hapus teka-teki silang ini?',
  saveFailed: 'Gagal menyimpan teka-teki silang. Silakan coba lagi.',
  removeFailed: 'Gagal menghapus teka-teki silang. Silakan coba lagi.',
  loadFailed: 'Gagal mengambil data teka-teki silang.',
  unplacedHeading: 'Kata yang tidak bisa disilangkan (tidak tampil di teka-teki):',
  unplacedHint: 'Ganti kata ini atau tambahkan kata yang punya huruf sama agar bisa disilangkan.',
  previewHeading: 'Pratinjau',
  previewLabel: 'Pratinjau teka-teki yang tersimpan',
} as const;

/** The games area's words, imported by the games, quiz, crossword and Plans pages. */
export const idGames = catalog('games', {
  todo,
  menu,
  quiz,
  quizList,
  quizOptions,
  quizEditor,
  crossword,
  crosswordEditor,
} as const);
