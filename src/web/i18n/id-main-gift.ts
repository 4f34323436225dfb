// Main Gift: the gift choice, the video gift, the typed love letter, the coupon and their editors
// (docs/product.md §2, §4, §5, §8, §9). Relative imports only: vite.config.ts reads the catalog through id.ts.

import { catalog } from '../../shared/translation';

const reloadNote = 'Wajib klik tombol reload ketika sudah menyimpan!';

const choice = {
  heading: 'Pilih Hadiah Spesial',
  intro: 'Ada beberapa hadiah kecil yang sudah disiapkan untukmu.',
  listLabel: 'Pilihan hadiah',
  video: 'Video Gift',
  videoHint: 'Pesan video spesial untukmu',
  letter: 'Love Letter',
  letterHint: 'Surat cinta yang diketik untukmu',
  coupon: 'Kupon Hadiah',
  couponHint: 'Hadiah kecil yang bisa kamu klaim',
  reply: 'Balas Hadiah',
  replyHint: 'Tulis balasan atau rekam pesan suara untuk pemberi hadiah',
  loading: 'Loading...',
  back: 'Kembali ke Menu',
} as const;

/** A Main Gift page opened while the quiz still locks it; the message is idMenu.locked. */
const gate = {
  checking: 'Loading...',
  playGames: 'Main Mini Game',
  back: 'Kembali ke Menu',
} as const;

const video = {
  heading: 'Video Gift',
  loading: 'Loading Video Gift...',
  empty: 'Video hadiah belum tersedia.',
  playerLabel: 'Video hadiah',
  play: 'Putar video',
  pause: 'Jeda video',
  enterFullscreen: 'Layar penuh',
  exitFullscreen: 'Keluar dari layar penuh',
  back: 'Back',
  edit: 'Edit',
} as const;

const videoEditor = {
  heading: 'Edit Video Gift',
  lockedNote: 'Halaman ini hanya untuk pemberi hadiah. Silakan login terlebih dahulu.',
  login: 'Login',
  checking: 'Loading...',
  loading: 'Loading Video Gift...',
  // The giver's editors speak the gift's language (docs/product.md §12): the original's English labels ('Title',
  // 'Description', 'Video File') are the English catalog's words.
  title: 'Judul',
  description: 'Deskripsi',
  video: 'File Video',
  videoHint: 'MP4, MOV atau WebM. Video iPhone (HEVC, MOV) diubah di server agar bisa diputar di semua perangkat.',
  currentFile: (name: string) => `File saat ini: ${name}`,
  noCurrentFile: 'Belum ada video.',
  chosenFile: (name: string, size: string) => `Dipilih: ${name} (${size})`,
  cancel: 'Batal',
  save: 'Simpan',
  saveChanges: 'Simpan Perubahan',
  saving: 'Menyimpan...',
  progressLabel: 'Kemajuan unggahan',
  progress: (percent: number, remaining: string) => `${percent}% · sisa ${remaining}`,
  saved: 'Video gift berhasil disimpan!',
  saveFailed: 'Gagal menyimpan video gift.',
  videoRequired: 'Video wajib diunggah.',
} as const;

/** The server's conversion of a video a browser may not play, shown to the giver. */
const conversion = {
  progressLabel: 'Kemajuan pengubahan video',
  converting: (percent: number) => `Video sedang diubah agar bisa diputar di semua perangkat… ${percent}%`,
  convertingNote: 'Penerima masih melihat video sebelumnya sampai ini selesai. Halaman ini boleh ditutup.',
  failedHeading: 'Video gagal diubah',
  ready: 'Video baru sudah siap dan kini dilihat penerima.',
} as const;

const letter = {
  heading: 'Love Letter',
  loading: 'Loading...',
  letterLabel: 'Surat cinta',
  musicHint: 'Ketuk di mana saja untuk memutar musik.',
  back: 'Kembali',
  edit: 'Edit',
} as const;

const letterEditor = {
  heading: 'Edit Love Typing',
  lockedNote: 'Halaman ini hanya untuk pemberi hadiah. Silakan login terlebih dahulu.',
  login: 'Login',
  checking: 'Loading...',
  loading: 'Loading...',
  paragraphsLabel: 'Paragraf surat',
  // The original's 'Paragraph N' and 'Background Music' are the English catalog's words (docs/product.md §12).
  paragraph: (n: number) => `Paragraf ${n}`,
  counter: (length: number, max: number) => `${length}/${max}`,
  addParagraph: 'Tambah Paragraf',
  removeParagraph: (n: number) => `Hapus Paragraf ${n}`,
  remove: 'Hapus',
  music: 'Musik Latar',
  musicHint: 'MP3, OGG, WAV, FLAC atau M4A.',
  currentMusic: 'Musik saat ini',
  noMusic: 'Belum ada musik latar.',
  chosenFile: (name: string) => `Dipilih: ${name}`,
  cancel: 'Batal',
  save: 'Simpan',
  saving: 'Menyimpan...',
  saved: 'Love typing berhasil disimpan!',
  saveFailed: 'Gagal menyimpan love typing.',
} as const;

const coupon = {
  heading: 'Hadiah Kecil Untukmu',
  loading: 'Loading...',
  loadFailed: 'Gagal memuat kupon. Silakan coba lagi.',
  imageAlt: (name: string) => `Gambar kupon ${name}`,
  code: 'Kode',
  claimHint: 'Membuka WhatsApp di tab baru',
  claimUnavailable: 'Hadiah belum bisa diklaim: pemberi hadiah belum mengatur nomor WhatsApp.',
  back: 'Kembali',
} as const;

const couponEditor = {
  heading: 'Kupon Hadiah',
  reloadNote,
  loading: 'Loading...',
  loadFailed: 'Gagal memuat pengaturan kupon.',
  whatsappNumber: 'Nomor WhatsApp',
  whatsappHint:
    'Contoh 0812-3456-7890 atau 6281234567890 (disimpan sebagai 6281234567890). Selama kosong, tombol klaim di halaman kupon tidak aktif.',
  couponCode: 'Kode Kupon',
  couponName: 'Nama Kupon',
  couponDescription: 'Deskripsi Kupon',
  title: 'Judul Halaman',
  intro: 'Pesan Pembuka',
  additional: 'Pesan Penutup',
  buttonText: 'Teks Tombol',
  image: 'Gambar Kupon',
  imageHint: 'JPEG, PNG, GIF, WebP, AVIF atau HEIC (iPhone).',
  currentImage: 'Gambar saat ini',
  noImage: 'Belum ada gambar; halaman kupon memakai gambar bawaan.',
  chosenFile: (name: string) => `Dipilih: ${name}`,
  preview: 'Pratinjau pesan',
  save: 'Simpan',
  saving: 'Menyimpan...',
  saved: 'Pengaturan kupon berhasil disimpan!',
  saveFailed: 'Gagal menyimpan pengaturan kupon.',
} as const;

const hub = {
  heading: 'Main Gift',
  reloadNote,
  intro: 'Video, surat cinta dan kupon hadiah untuk penerima.',
  editorsLabel: 'Editor Main Gift',
  editVideo: 'Edit Video Gift',
  editVideoHint: 'Judul, deskripsi dan file video',
  editLetter: 'Edit Love Typing',
  editLetterHint: 'Paragraf surat dan musik latar',
  checkHeading: 'Cek Main Gift',
  lockOn: (count: number) => `Main Gift terbuka setelah penerima menjawab ${count} pertanyaan kuis dengan benar.`,
  lockOffNoGames: 'Mini Games tidak dipilih di menu, jadi Main Gift terbuka tanpa kuis.',
  lockOffNoQuiz: 'Belum ada pertanyaan kuis, jadi Main Gift terbuka tanpa kuis.',
  unreachable: 'Main Gift tidak akan bisa dibuka penerima:',
  answerNotInOptions: (question: string) => `Pertanyaan "${question}": jawaban benarnya tidak ada di daftar opsi.`,
  tooFewOptions: (question: string) => `Pertanyaan "${question}": opsi jawabannya kurang dari 2.`,
  fixQuiz: 'Perbaiki di bagian Quiz',
  whatsappMissing: "Nomor WhatsApp kupon belum diisi: tombol 'Klaim Hadiah' belum aktif. Isi di Kupon Hadiah di bawah.",
  allSet: 'Semua siap: penerima bisa membuka dan mengklaim hadiahnya.',
} as const;

export const idMainGift = catalog('main-gift', {
  choice,
  gate,
  video,
  videoEditor,
  conversion,
  letter,
  letterEditor,
  coupon,
  couponEditor,
  hub,
} as const);
