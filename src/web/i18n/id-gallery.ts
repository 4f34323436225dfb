// Gallery: folders, photos, the large view and the edit hub's Gallery section (docs/product.md §2, §4, §5, §8).
// Relative imports only: vite.config.ts reads the catalog through id.ts without the app's aliases.

import { catalog } from '../../shared/translation';

/** A message set inside a sentence that ends with its own period: its final period goes ('…25 MB.. Coba'). */
const clause = (message: string) => message.trim().replace(/\.+$/, '');

const folders = {
  heading: 'Gallery',
  intro: 'Kumpulan foto kenangan kita',
  loading: 'Loading...',
  loadFailed: 'Gagal memuat data. Silakan coba lagi.',
  retry: 'Coba lagi',
  empty: 'Belum ada folder.',
  listLabel: 'Daftar folder',
  open: (name: string) => `Buka folder ${name}`,
  count: (n: number) => (n === 0 ? 'Belum ada foto' : `${n} foto`),
  coverAlt: (name: string) => `Sampul folder ${name}`,
  rename: (name: string) => `Ubah nama folder ${name}`,
  nameLabel: 'Nama folder',
  save: 'Simpan',
  saving: 'Menyimpan...',
  cancel: 'Batal',
  remove: (name: string) => `Hapus folder ${name}`,
  renameBlank: 'Nama folder tidak boleh kosong',
  renameFailed: 'Gagal memperbarui nama folder',
  renameError: 'Gagal mengupdate nama folder. Silakan coba lagi.',
  confirmRemove: 'Apakah kamu yakin ingin menghapus folder ini beserta semua foto di dalamnya?',
  removeFailed: 'Gagal menghapus folder',
  removeError: 'Terjadi kesalahan saat menghapus folder.',
  back: 'Kembali',
} as const;

const folder = {
  loadingHeading: 'Folder',
  loading: 'Loading...',
  loadFailed: 'Gagal memuat data. Silakan coba lagi.',
  notFound: 'Folder tidak ditemukan.',
  empty: 'Belum ada foto di folder ini.',
  listLabel: 'Daftar foto',
  back: 'Kembali',
} as const;

const photo = {
  view: (title: string) => `Lihat foto ${title}`,
  editTitle: (title: string) => `Ubah judul foto ${title}`,
  titleLabel: 'Judul foto',
  save: 'Save',
  cancel: 'Cancel',
  titleBlank: 'Judul tidak boleh kosong',
  titleFailed: (message: string) => `Gagal mengupdate judul foto: ${clause(message)}. Silakan coba lagi.`,
  /** The {message} of titleFailed when the failure says nothing more. */
  titleUnknown: 'terjadi kesalahan tak terduga',
  download: 'Download',
  downloadLabel: (title: string) => `Download foto ${title}`,
  remove: 'Delete',
  removeLabel: (title: string) => `Hapus foto ${title}`,
  confirmRemove: 'Are you sure you want to delete this photo?',
  removeFailed: 'Failed to delete photo. Please try again.',
  replace: 'Upload New Photo',
  replaceLabel: (title: string) => `Ganti foto ${title}`,
  replacing: 'Mengunggah...',
  replaceProgress: (title: string) => `Mengunggah foto pengganti ${title}`,
  replaceFailed: (message: string) => `Gagal memperbarui foto: ${clause(message)}. Coba lagi nanti.`,
  replaceStatus: (status: number) => `Gagal mengunggah foto (status: ${status})`,
  replaceNoUrl: 'Gagal memperbarui foto dari response API',
  makeCover: 'Jadikan sampul',
  makeCoverLabel: (title: string) => `Jadikan sampul: ${title}`,
  isCover: 'Sampul',
  coverFailed: 'Gagal menjadikan sampul. Silakan coba lagi.',
} as const;

const viewer = {
  close: 'Tutup',
  download: 'Download',
  previous: 'Foto sebelumnya',
  next: 'Foto berikutnya',
  position: (n: number, total: number) => `${n} dari ${total}`,
} as const;

const editor = {
  heading: 'Gallery',
  reloadNote: 'Wajib klik tombol reload ketika sudah menyimpan!',
  nameLabel: 'Nama Folder',
  namePlaceholder: 'Contoh: Liburan',
  save: 'Simpan',
  saving: 'Menyimpan...',
  nameRequired: 'Nama folder wajib diisi.',
  createFailed: 'Failed to create folder.',
  createError: 'Terjadi kesalahan saat membuat folder.',
  currentFolder: 'Folder aktif',
  noCurrentFolder: 'Belum ada folder yang dipilih.',
  currentHint: 'Buka sebuah folder di preview, atau buat folder baru, untuk memilihnya.',
  /** Opens the upload modal: in the gift's language, as the modal (the English gift keeps 'Upload'). */
  upload: 'Unggah Foto',
} as const;

/** The upload's failures, for the API calls (api/gallery-upload.ts); the dialog's words are id-gallery-upload.ts. */
const upload = {
  failed: 'Failed to upload photo.',
  /** docs/product.md §8: a failure that is neither a reply nor a lost network (its own text is never shown). */
  unexpected: 'An unexpected error occurred.',
} as const;

export const idGallery = catalog('gallery', { folders, folder, photo, viewer, editor, upload } as const);
