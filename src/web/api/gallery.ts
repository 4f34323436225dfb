// Gallery (docs/product.md §7 gallery rows; decision 008): folders, photos, uploads with progress and the download.
// Reads need the viewer, writes the editor; the server decides. Every gallery name is imported from here; each
// part lives in the file of its job:
//   gallery-queries.ts    the reads: folders, one folder's photos, the download's url
//   gallery-mutations.ts  the writes: folders, a photo's title, a photo's deletion
//   gallery-upload.ts     uploads with progress: a pick of new photos, a photo's image replaced
//   gallery-cache.ts      the query key every gallery write refetches
//   gallery-failures.ts   the spec's failure messages (docs/product.md §8 "Gallery calls")

export { getFolders, getFolder, foldersQueryOptions, folderQueryOptions, useFolders, useFolder, photoDownloadUrl } from './gallery-queries';
export {
  type FolderSaveReply,
  type PhotoSaveReply,
  createFolder,
  renameFolder,
  setFolderCover,
  deleteFolder,
  updatePhotoTitle,
  deletePhoto,
  useCreateFolder,
  useRenameFolder,
  useDeleteFolder,
  useSetFolderCover,
  useSavePhotoTitle,
  useDeletePhoto,
} from './gallery-mutations';
export {
  type PhotoUpload,
  type PhotoOutcome,
  type PhotoBatch,
  type PhotoReplace,
  uploadPhoto,
  replacePhoto,
  sendPhotos,
  useUploadPhotos,
  useReplacePhoto,
} from './gallery-upload';
export { galleryCallMessage, folderCallMessage, replaceFailureDetail } from './gallery-failures';
