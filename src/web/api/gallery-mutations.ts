import type { z } from 'zod';
import type { folderSaveReply, galleryMessageReply, photoSaveReply } from '@shared/schemas/gallery';
import { apiFetch, errorMessage } from './client';
import { useWrite, type WriteCallbacks } from './write';
import { GALLERY_CHANGES } from './gallery-cache';
import { folderCallMessage, galleryCallMessage } from './gallery-failures';
import { idGallery } from '@/i18n/id-gallery';

// The gallery's writes but the uploads (decision 013): folders (create, rename, cover, delete) and a photo's
// title and deletion. They need the editor; the server decides. Each hook resolves after the gallery (folders
// and photos) has been refetched. Uploads with progress are in gallery-upload.ts.

export type FolderSaveReply = z.infer<typeof folderSaveReply>;
export type PhotoSaveReply = z.infer<typeof photoSaveReply>;
type GalleryMessageReply = z.infer<typeof galleryMessageReply>;

export function createFolder(name: string): Promise<FolderSaveReply> {
  return apiFetch<FolderSaveReply>('/api/gallery/create-folder', { method: 'POST', json: { name } });
}

export function renameFolder(folderId: number, name: string): Promise<FolderSaveReply> {
  return apiFetch<FolderSaveReply>(`/api/gallery/update-folder-name/${folderId}`, { method: 'PUT', json: { name } });
}

/** The giver picks the photo that covers the folder's card. */
export function setFolderCover(folderId: number, photoId: number): Promise<GalleryMessageReply> {
  return apiFetch<GalleryMessageReply>(`/api/gallery/folder-cover/${folderId}`, { method: 'PUT', json: { photo_id: photoId } });
}

export function deleteFolder(folderId: number): Promise<GalleryMessageReply> {
  return apiFetch<GalleryMessageReply>(`/api/gallery/delete-folder/${folderId}`, { method: 'DELETE' });
}

/** Renames a photo (JSON title). */
export function updatePhotoTitle(photoId: number, title: string): Promise<PhotoSaveReply> {
  return apiFetch<PhotoSaveReply>(`/api/gallery/update-photo/${photoId}`, { method: 'POST', json: { title } });
}

export function deletePhoto(photoId: number): Promise<GalleryMessageReply> {
  return apiFetch<GalleryMessageReply>(`/api/gallery/delete-photo/${photoId}`, { method: 'DELETE' });
}

/** The hub's folder form; the reply carries the new folder's id. */
export function useCreateFolder(callbacks: WriteCallbacks<FolderSaveReply, string> = {}) {
  return useWrite(
    {
      request: 'POST /api/gallery/create-folder',
      write: createFolder,
      word: (error) => galleryCallMessage(error, idGallery.editor.createFailed, { field: 'name', exception: idGallery.editor.createError }),
      changes: GALLERY_CHANGES,
    },
    callbacks,
  );
}

export function useRenameFolder(callbacks: WriteCallbacks<FolderSaveReply, { folderId: number; name: string }> = {}) {
  return useWrite(
    {
      request: 'PUT /api/gallery/update-folder-name',
      write: ({ folderId, name }: { folderId: number; name: string }) => renameFolder(folderId, name),
      word: (error) => folderCallMessage(error, idGallery.folders.renameFailed, idGallery.folders.renameError),
      changes: GALLERY_CHANGES,
    },
    callbacks,
  );
}

export function useDeleteFolder(callbacks: WriteCallbacks<GalleryMessageReply, number> = {}) {
  return useWrite(
    {
      request: 'DELETE /api/gallery/delete-folder',
      write: deleteFolder,
      word: (error) => folderCallMessage(error, idGallery.folders.removeFailed, idGallery.folders.removeError),
      changes: GALLERY_CHANGES,
    },
    callbacks,
  );
}

export function useSetFolderCover(callbacks: WriteCallbacks<GalleryMessageReply, { folderId: number; photoId: number }> = {}) {
  return useWrite(
    {
      request: 'PUT /api/gallery/folder-cover',
      write: ({ folderId, photoId }: { folderId: number; photoId: number }) => setFolderCover(folderId, photoId),
      word: (error) => errorMessage(error, idGallery.photo.coverFailed),
      changes: GALLERY_CHANGES,
    },
    callbacks,
  );
}

export function useSavePhotoTitle(callbacks: WriteCallbacks<PhotoSaveReply, { photoId: number; title: string }> = {}) {
  return useWrite(
    {
      request: 'POST /api/gallery/update-photo (title)',
      write: ({ photoId, title }: { photoId: number; title: string }) => updatePhotoTitle(photoId, title),
      word: (error) => idGallery.photo.titleFailed(errorMessage(error, idGallery.photo.titleUnknown)),
      changes: GALLERY_CHANGES,
    },
    callbacks,
  );
}

export function useDeletePhoto(callbacks: WriteCallbacks<GalleryMessageReply, number> = {}) {
  return useWrite(
    {
      request: 'DELETE /api/gallery/delete-photo',
      write: deletePhoto,
      // docs/product.md §8: one fixed alert, whatever the cause.
      word: () => idGallery.photo.removeFailed,
      changes: GALLERY_CHANGES,
    },
    callbacks,
  );
}
