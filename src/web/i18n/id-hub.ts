// The edit hub (/edit-pages) and the entry editors (opening, date input, days of love, features):
// docs/product.md §2, §4, §5, §8. Relative imports only: vite.config.ts reads the catalog through id.ts.

import { catalog } from '../../shared/translation';
import { COMMON_WORDS } from '../../shared/messages/common-words';
import { DEMO_PIN } from '@shared/constants';
import type { GiverRouteName } from './id';
import { formatNumber } from '../../shared/format-number';

/** The hub's sections, keyed by HubSectionId (src/web/components/hub-panel.ts). */
const sections = {
  opening: 'Opening',
  dateInput: 'Date Input',
  daysOfLove: 'Days Of Love',
  features: 'Features',
  look: 'Tampilan',
  loveMoments: 'Love Moments',
  gallery: 'Gallery',
  quiz: 'Quiz',
  mainGift: 'Main Gift',
  music: 'Music',
  ready: 'Siap diberikan?',
  share: 'Bagikan',
  footsteps: 'Jejak',
  replies: 'Balasan',
  wishes: 'Ucapan',
  heartMoments: 'Momen Hati',
  archive: 'Arsip',
} as const;

const reloadNote = 'Wajib klik tombol reload ketika sudah menyimpan!';
const saved = 'Data berhasil disimpan!';

const opening = {
  heading: 'Edit Opening Page',
  reloadNote,
  titleLabel: 'Judul Halaman',
  recipientLabel: 'Nama Penerima',
  save: 'Simpan',
  saving: 'Menyimpan...',
  loading: 'Loading...',
  loadFailed: 'Gagal mengambil data.',
  saved,
} as const;

const dateInput = {
  heading: 'Edit Date Input Page',
  reloadNote,
  titleLabel: 'Judul',
  dateLabel: 'Tanggal (DDMMYY)',
  datePlaceholder: DEMO_PIN,
  dateHint: 'Tanggal ini adalah PIN untuk membuka hadiah.',
  save: 'Simpan',
  saving: 'Menyimpan...',
  loading: 'Loading...',
  required: COMMON_WORDS.titleAndDateRequired,
  loadFailed: 'Gagal memuat data.',
  saved,
  photoHeading: 'Foto Halaman PIN',
  photoNote: 'Foto ini tampil di atas kolom PIN.',
  photoLabel: 'Foto',
  photoHint: 'JPEG, WebP atau HEIC (iPhone).',
  photoCurrent: 'Foto sekarang',
  photoNone: 'Belum ada foto.',
  photoNeedsRecord: 'Simpan judul dan tanggal dulu, lalu pilih foto.',
  photoUpload: 'Unggah Foto',
  photoUploading: 'Mengunggah...',
  photoProgress: 'Progres unggah foto',
} as const;

const daysOfLove = {
  heading: 'Edit Days Of Love Page',
  reloadNote,
  titleLabel: 'Judul',
  dateLabel: 'Tanggal',
  save: 'Simpan',
  saving: 'Menyimpan...',
  loading: 'Loading...',
  required: COMMON_WORDS.titleAndDateRequired,
  loadFailed: 'Gagal mengambil data dari server.',
  saved,
} as const;

const features = {
  heading: 'Edit Features Page',
  reloadNote,
  titleLabel: 'Judul Halaman',
  listLabel: 'Fitur yang ditampilkan',
  /** The editable feature ids and their names in the menu. */
  labels: {
    gallery: 'Gallery',
    todo: 'Plans',
    games: 'Mini Games',
    letter: 'Letter',
    reply: 'Balas Hadiah',
    wishes: 'Ucapan',
    moments: 'Momen Hati',
  },
  giftNote: 'Main Gift selalu ada di tengah menu.',
  save: 'Simpan',
  saving: 'Menyimpan...',
  loading: 'Loading...',
  titleRequired: COMMON_WORDS.featuresTitleRequired,
  loadFailed: 'Gagal mengambil data fitur.',
  saved,
} as const;

/** Names of the giver's pages, as the spec and the editor panels call them. */
const pageNames: Record<GiverRouteName, string> = {
  editPages: 'Edit Pages',
  editOpening: 'Edit Opening Page',
  editDateInput: 'Edit Date Input Page',
  editDaysOfLove: 'Edit Days Of Love Page',
  editFeatures: 'Edit Features Page',
  editLoveMoment: 'Edit Love Moment',
  editLoveTyping: 'Edit Love Typing',
  editVideoGift: 'Edit Video Gift',
  editBuild: 'Susun Kadomu',
};

export const idHub = catalog('hub', {
  heading: 'Edit Pages',
  pageNames,
  signedInAs: (email: string) => `Masuk sebagai ${email}`,
  storageLabel: 'Penyimpanan',
  storageUsage: (usedBytes: number, quotaBytes: number) =>
    `Penyimpanan: ${formatNumber(usedBytes / 1048576, 'id', 1)} MB dari ` + `${formatNumber(Math.round(quotaBytes / 1048576), 'id')} MB`,
  logout: 'Logout',
  loggingOut: 'Loading...',
  lockedNote: 'Halaman ini hanya untuk pemberi hadiah. Silakan login terlebih dahulu.',
  login: 'Login',
  sessionUnreachable: 'Tidak bisa memeriksa login: koneksi ke server terputus. Periksa internetmu, lalu coba lagi.',
  sessionRecheck: 'Coba lagi',
  seeFullWebsite: 'See Full Website',
  checking: 'Loading...',
  sections,
  sectionsLabel: 'Bagian yang diedit',
  collapse: 'Ciutkan menu',
  expand: 'Lebarkan menu',
  reload: 'Reload',
  previewLabel: (section: string) => `Preview ${section}`,
  formLabel: (section: string) => `Form ${section}`,
  panelMissing: 'Bagian ini belum tersedia.',
  menu: 'Menu',
  seeFullPage: 'See Full Page',
  editPage: 'Edit Page',
  close: 'Tutup',
  backToHub: 'Buka Edit Pages',
  opening,
  dateInput,
  daysOfLove,
  features,
} as const);
