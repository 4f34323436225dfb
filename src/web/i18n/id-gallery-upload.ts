// The photo upload dialog (docs/product.md §5, §22; decision 087): the hub's Gallery and the builder's photo step.
// A catalog of its own, so the recipient's gallery pages do not carry the giver's dialog. Relative imports only.

import { catalog } from '../../shared/translation';
import { GALLERY_WORDS } from '../../shared/messages/gallery-words';

export const idGalleryUpload = catalog('gallery-upload', {
  // docs/product.md §22: the original's words are English ('Upload Photo', 'Title', 'Photo', 'Upload', 'Cancel'): the
  // English gift keeps them, the Indonesian one says them in Indonesian.
  heading: 'Unggah Foto',
  titleLabel: 'Judul (opsional)',
  titleHint: 'Kosongkan untuk memakai nama file tiap foto. Satu judul untuk beberapa foto diberi nomor: Liburan 1, Liburan 2.',
  /** The title of a photo whose file has no name to take. */
  untitled: 'Foto',
  photoLabel: 'Foto',
  photoHint: (mb: number) => `JPEG, WebP atau HEIC (iPhone), maksimal ${mb} MB per foto. Boleh pilih beberapa foto sekaligus.`,
  submit: 'Unggah',
  /** Upload when every photo left failed once: sent again, not picked again. */
  retry: 'Coba lagi',
  uploading: 'Mengunggah...',
  cancel: 'Batal',
  folderMissing: GALLERY_WORDS.folderMissing,
  photoRequired: 'Pilih minimal satu foto.',
  /** Files over the limit, refused in the browser before any byte is sent. */
  tooLarge: (names: readonly string[], mb: number) =>
    names.length === 1
      ? `${names[0]} lebih dari ${mb} MB, jadi tidak dikirim. Ukuran file maksimal ${mb} MB.`
      : `${names.length} foto lebih dari ${mb} MB, jadi tidak dikirim (${names.join(', ')}). Ukuran file maksimal ${mb} MB.`,
  previewAlt: (fileName: string) => `Pratinjau ${fileName}`,
  progressLabel: (fileName: string) => `Progres unggah ${fileName}`,
  done: 'Selesai',
  waiting: 'Menunggu...',
  percent: (value: number) => `${value}%`,
  folderTarget: (name: string) => `Ke folder: ${name}`,
  selected: (count: number) => `${count} foto dipilih`,
  listLabel: 'Foto yang akan diunggah',
  chosenCount: (count: number) => `${count} file dipilih`,
  summary: (done: number, total: number) => `${done} dari ${total} foto berhasil diunggah.`,
  doneHeading: 'Selesai!',
  doneBody: (count: number, folder: string | null) =>
    folder ? `${count} foto sudah masuk ke folder ${folder}.` : `${count} foto sudah masuk ke folder.`,
  close: 'Tutup',
  /** Several photos share the title, numbered: 'Liburan 1', 'Liburan 2'. */
  numbered: (title: string, n: number) => `${title} ${n}`,
} as const);
