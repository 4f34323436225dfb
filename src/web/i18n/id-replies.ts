// The recipient answers (decision 043): the reply page and the hub's 'Balasan' section (the hearts' words are
// id-hearts.ts, loaded with the gallery and the love moments). Relative imports only: vite.config.ts reads the
// catalogs without the app's aliases.

import { catalog } from '../../shared/translation';

const page = {
  heading: 'Balas Hadiah',
  intro: 'Tulis balasan untuk pemberi hadiah, atau rekam pesan suara. Hanya pemberi hadiah yang bisa membacanya.',
  messageLabel: 'Balasanmu',
  messageHint: (max: string) => `Maksimal ${max} karakter. Boleh kosong kalau ada pesan suara.`,
  counter: (count: string, max: string) => `${count}/${max} karakter`,
  send: 'Kirim Balasan',
  sending: 'Mengirim...',
  sendFailed: 'Gagal mengirim balasan. Coba lagi.',
  empty: 'Tulis balasan atau rekam pesan suara dulu.',
  tooLong: (max: string) => `Balasan maksimal ${max} karakter.`,
  previewNote: 'Ini pratinjau pemberi hadiah: balasan hanya bisa dikirim oleh penerima.',
  sentHeading: 'Balasan yang sudah dikirim',
  loading: 'Loading...',
  loadFailed: 'Gagal mengambil balasan.',
  none: 'Belum ada balasan.',
  back: 'Kembali ke Menu',
  /** The voice note field's words (the love moment's field). */
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
    chosen: (name: string) => `Pesan suara: ${name}`,
    chosenRecording: 'Pesan suara: rekaman',
    newPreview: 'Pesan suara yang akan dikirim',
    cancelNew: 'Batalkan pesan suara',
    remove: 'Hapus pesan suara',
    removed: 'Pesan suara akan dihapus.',
    undoRemove: 'Batal hapus',
    none: 'Belum ada pesan suara.',
    recordingName: 'balasan-suara',
    micDenied: 'Mikrofon tidak bisa dipakai. Izinkan akses mikrofon, atau pilih file audio.',
    noRecorder: 'Browser ini tidak bisa merekam. Pilih file audio saja.',
    tooLarge: (mb: number) => `Ukuran file maksimal ${mb} MB.`,
    notAudio: 'Jenis file tidak didukung. Gunakan audio (WebM, Ogg/Opus, MP3, M4A).',
    uploadProgress: 'Mengirim balasan',
    unsaved: 'Rekamanmu belum dipakai: tekan "Berhenti", lalu "Pakai rekaman ini" atau "Buang rekaman", baru kirim.',
  },
} as const;

const hub = {
  heading: 'Balasan',
  intro: 'Balasan dan hati dari penerima hadiah.',
  repliesHeading: 'Balasan penerima',
  loading: 'Loading...',
  loadFailed: 'Gagal mengambil balasan penerima.',
  empty: 'Belum ada balasan. Penerima bisa membalas dari menu atau setelah Main Gift.',
  voiceLabel: (when: string) => `Pesan suara balasan, ${when}`,
  noText: 'Hanya pesan suara.',
  delete: 'Hapus',
  deleteLabel: (when: string) => `Hapus balasan ${when}`,
  confirmDelete: 'Hapus balasan ini? Pesan suaranya juga ikut terhapus.',
  deleteFailed: 'Gagal menghapus balasan.',
  heartsHeading: 'Yang diberi hati',
  heartsEmpty: 'Belum ada foto atau love moment yang diberi hati.',
  targets: { photo: 'Foto', 'love-moment': 'Love moment' },
} as const;

export const idReplies = catalog('replies', {
  /** How dates and times are written (the gift's calendar is Asia/Jakarta's). */
  locale: 'id-ID',
  page,
  hub,
} as const);
