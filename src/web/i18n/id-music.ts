// The background music player (docs/product.md §1, §2, §4) and the hub's Music section. Relative imports only:
// vite.config.ts reads the catalog through id.ts without the app's aliases.

import { catalog } from '../../shared/translation';

export const idMusic = catalog('music', {
  toggleOpen: 'Buka pemutar musik',
  toggleClose: 'Tutup pemutar musik',
  panelLabel: 'Pemutar musik',
  nowPlaying: 'Now Playing',
  coverAlt: (title: string) => `Sampul lagu ${title}`,
  unknownTitle: 'Lagu tanpa judul',
  unknownArtist: 'Artis tidak diketahui',
  readingTags: 'Membaca info lagu...',
  seek: 'Posisi lagu',
  volume: 'Volume',
  play: 'Play',
  pause: 'Pause',
  time: (current: string, total: string) => `${current} dari ${total}`,
  /** Screen readers hear when playback waits for a tap (autoplay refused). */
  tapToStart: 'Ketuk di mana saja untuk memutar musik',
  hub: {
    heading: 'Musik Latar',
    reloadNote: 'Wajib klik tombol reload ketika sudah menyimpan!',
    current: 'Lagu yang diputar',
    defaultTrack: 'Lagu bawaan',
    uploadedTrack: 'Lagu unggahan',
    loading: 'Loading...',
    loadFailed: 'Gagal mengambil data musik.',
    fileLabel: 'File Musik',
    fileHint: 'MP3, OGG, WAV, FLAC atau M4A, maksimal 30 MB.',
    notAudio: 'Pilih file audio.',
    chooseFirst: 'Pilih file musik terlebih dahulu.',
    upload: 'Simpan',
    uploading: 'Menyimpan...',
    progress: 'Progres unggahan',
    restore: 'Kembalikan Lagu Bawaan',
    restoring: 'Memproses...',
    saveFailed: 'Gagal menyimpan musik.',
    restoreFailed: 'Gagal mengembalikan lagu bawaan.',
  },
} as const);
