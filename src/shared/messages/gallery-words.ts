import { GALLERY_FOLDER_NAME_MAX, GALLERY_PHOTO_TITLE_MAX } from '../constants.js';

// GALLERY_MSG's Indonesian words (docs/product.md): the `id` catalog of its codes (gallery.ts), and the
// words the page catalogs (src/web/i18n) show. Plain text without the codes' registry, so a page takes them cheaply.

export const GALLERY_WORDS = {
  folderNameRequired: 'Nama folder wajib diisi.',
  folderRenameRequired: 'Nama folder tidak boleh kosong',
  folderMissing: 'Belum ada folder yang dipilih. Buat folder terlebih dahulu.',
  titleAndPhotoRequired: 'Judul dan foto wajib diisi.',
  photoTitleRequired: 'Judul tidak boleh kosong',
  folderNameMax: `Nama folder maksimal ${GALLERY_FOLDER_NAME_MAX} karakter`,
  photoTitleMax: `Judul maksimal ${GALLERY_PHOTO_TITLE_MAX} karakter`,
  photoRequired: 'Foto wajib diunggah.',
  folderNotFound: 'Folder tidak ditemukan.',
  photoNotFound: 'Foto tidak ditemukan.',
  folderCreated: 'Folder berhasil dibuat.',
  folderRenamed: 'Nama folder berhasil diperbarui.',
  folderDeleted: 'Folder dan semua fotonya berhasil dihapus.',
  photoUploaded: 'Foto berhasil diunggah.',
  photoReplaced: 'Foto berhasil diperbarui.',
  photoTitleSaved: 'Judul foto berhasil diperbarui.',
  photoDeleted: 'Foto berhasil dihapus.',
  coverSaved: 'Sampul folder berhasil diperbarui.',
} as const;
