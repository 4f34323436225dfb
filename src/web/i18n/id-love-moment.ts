// Love moments: the flip-card story and its editor (docs/product.md §2, §4, §5, §8).
// Relative imports only: vite.config.ts reads the catalog through id.ts without the app's aliases.

import { catalog } from '../../shared/translation';

const story = {
  heading: 'Our Love Story',
  intro: 'Setiap momen kita, satu surat cinta.',
  loading: 'Loading...',
  loadFailed: 'Gagal memuat love moment. Silakan coba lagi.',
  retry: 'Coba lagi',
  empty: 'Belum ada love moment.',
  /** A card's date is day, month, year: '14 Februari 2021' (story-logic.ts). */
  months: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
  listLabel: 'Daftar love moment',
  hint: 'Tap photo to read',
  coverAlt: (title: string) => `Foto sampul: ${title}`,
  letterLabel: (title: string) => `Surat cinta: ${title}`,
  remove: (title: string) => `Delete love moment "${title}"`,
  confirmRemove: 'Are you sure you want to delete this love moment?',
  removed: 'Deleted successfully!',
  removeFailed: 'Failed to delete.',
  back: 'Back',
  /** A sealed time capsule: its card counts down instead of flipping. */
  sealedHint: (days: number) => (days === 1 ? 'Terbuka besok' : `Terbuka dalam ${days} hari`),
  sealedLabel: (title: string, opensOn: string) => `${title}: surat ini baru bisa dibuka pada ${opensOn}`,
  /** A tap on a sealed capsule. */
  sealedTap: (opensOn: string) => `Sabar ya, surat ini baru bisa dibuka pada ${opensOn}.`,
  /** The voice note on the card's back. */
  voiceNote: 'Pesan suara',
  voiceNoteLabel: (title: string) => `Pesan suara: ${title}`,
} as const;

const editor = {
  heading: 'Love Moments',
  reloadNote: 'Wajib klik tombol reload ketika sudah menyimpan!',
  modeLabel: 'Add or Edit',
  add: 'Add',
  edit: 'Edit',
  chooseMode: 'Pilih Add untuk menulis love moment baru, atau Edit untuk mengubah yang sudah ada.',
  picker: 'Select Moment',
  pickerPlaceholder: '-- Select Moment --',
  pickerOption: (momentId: number, title: string) => `#${momentId} — ${title}`,
  pickerEmpty: 'Belum ada love moment untuk diubah.',
  pickerLoading: 'Loading...',
  pickerLoadFailed: 'Gagal memuat love moment. Silakan coba lagi.',
  notFound: (momentId: number) => `Love moment #${momentId} tidak ditemukan.`,
  // The field labels in the gift's language; the spec's 'Title', 'Date', 'Cover Image', 'Love Letter' are the
  // English catalog's (docs/product.md §12).
  title: 'Judul',
  date: 'Tanggal',
  cover: 'Gambar Sampul',
  coverHint: 'Gambar saja (JPEG, PNG, GIF, WebP, AVIF, HEIC).',
  coverKeep: 'Biarkan kosong untuk tetap memakai sampul sekarang.',
  currentCover: 'Sampul sekarang',
  chosenCover: 'Sampul baru',
  uploadProgress: 'Mengunggah sampul',
  letter: 'Surat Cinta',
  opensAt: 'Dibuka pada (kapsul waktu)',
  opensAtHint: 'Opsional. Sampai tanggal ini penerima hanya melihat sampul dan judul; kosongkan agar surat langsung bisa dibaca.',
  /** The voice note field. */
  voice: {
    legend: 'Pesan suara (opsional)',
    hint: (mb: number) => `Rekam langsung dengan mikrofon, atau pilih file audio (WebM, Ogg/Opus, MP3, M4A), maksimal ${mb} MB.`,
    record: 'Rekam',
    stop: 'Berhenti',
    recording: (seconds: string) => `Merekam… ${seconds}`,
    recorded: 'Rekaman selesai. Dengarkan dulu, lalu pakai atau buang.',
    preview: 'Pratinjau rekaman',
    keep: 'Pakai rekaman ini',
    discard: 'Buang rekaman',
    pickFile: 'Atau pilih file audio',
    current: 'Pesan suara sekarang',
    chosen: (name: string) => `Pesan suara baru: ${name}`,
    chosenRecording: 'Pesan suara baru: rekaman',
    newPreview: 'Pesan suara baru',
    cancelNew: 'Batalkan pesan suara baru',
    remove: 'Hapus pesan suara',
    removed: 'Pesan suara akan dihapus saat disimpan.',
    /** Saving while a recording is still running, or done but neither kept nor thrown away. */
    unsaved: 'Rekamanmu belum dipakai: tekan "Berhenti", lalu "Pakai rekaman ini" atau "Buang rekaman", baru simpan.',
    undoRemove: 'Batal hapus',
    none: 'Belum ada pesan suara.',
    recordingName: 'pesan-suara',
    micDenied: 'Mikrofon tidak bisa dipakai. Izinkan akses mikrofon, atau pilih file audio.',
    noRecorder: 'Browser ini tidak bisa merekam. Pilih file audio saja.',
    tooLarge: (mb: number) => `Ukuran file maksimal ${mb} MB.`,
    notAudio: 'Jenis file tidak didukung. Gunakan audio (WebM, Ogg/Opus, MP3, M4A).',
    uploadProgress: 'Mengunggah love moment',
  },
  submitAdd: 'Add Moment',
  submitEdit: 'Save Changes',
  adding: 'Adding...',
  saving: 'Saving...',
  pickFirst: 'Please select a Love Moment to update.',
  created: 'Love moment created successfully!',
  updated: 'Love moment updated successfully!',
  createFailed: 'An error occurred while creating the love moment.',
  updateFailed: 'An error occurred while updating the love moment.',
} as const;

const page = {
  lockedNote: 'Halaman ini hanya untuk pemberi hadiah. Silakan login terlebih dahulu.',
  login: 'Login',
  checking: 'Loading...',
  seeStory: 'Lihat Our Love Story',
  backToHub: 'Edit Pages',
} as const;

export const idLoveMoment = catalog('love-moment', { story, editor, page } as const);
