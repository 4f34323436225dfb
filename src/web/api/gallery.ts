import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  FolderDetail,
  FolderSummary,
  folderDetailReply,
  folderListReply,
  folderSaveReply,
  galleryMessageReply,
  photoSaveReply,
} from '@shared/schemas/gallery';
import { ApiError, apiFetch, apiUpload, errorMessage } from './client';
import { useWrite, worded, type WriteCallbacks, type WriteError } from './write';
import { idGallery } from '@/i18n/id-gallery';

// Gallery (docs/product.md §7 gallery rows; decision 008): folders, photos, uploads with progress and the download.
// Reads need the viewer, writes the editor; the server decides.

type FolderListReply = z.infer<typeof folderListReply>;
type FolderDetailReply = z.infer<typeof folderDetailReply>;
export type FolderSaveReply = z.infer<typeof folderSaveReply>;
export type PhotoSaveReply = z.infer<typeof photoSaveReply>;
type GalleryMessageReply = z.infer<typeof galleryMessageReply>;

export async function getFolders(signal?: AbortSignal): Promise<FolderSummary[]> {
  const reply = await apiFetch<FolderListReply>('/api/gallery', { signal });
  return reply.data;
}

export async function getFolder(folderId: number, signal?: AbortSignal): Promise<FolderDetail> {
  const reply = await apiFetch<FolderDetailReply>(`/api/gallery/detail/${folderId}`, { signal });
  return reply.data;
}

/** Every gallery query sits under this key: a write invalidates it whole (folders and their photos). */
const GALLERY_KEY = ['gallery'] as const;

export const foldersQueryOptions = () =>
  queryOptions({
    queryKey: [...GALLERY_KEY, 'folders'],
    queryFn: ({ signal }) => getFolders(signal),
  });

export const folderQueryOptions = (folderId: number) =>
  queryOptions({
    queryKey: [...GALLERY_KEY, 'folder', folderId],
    queryFn: ({ signal }) => getFolder(folderId, signal),
  });

export function useFolders() {
  return useQuery(foldersQueryOptions());
}

export function useFolder(folderId: number) {
  return useQuery({ ...folderQueryOptions(folderId), enabled: Number.isInteger(folderId) && folderId > 0 });
}

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

export interface PhotoUpload {
  folderId: number;
  title: string;
  file: File;
}

/** Multipart folder_id, title, photo; progress from 0 to 1. */
export function uploadPhoto(
  { folderId, title, file }: PhotoUpload,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<PhotoSaveReply> {
  const form = new FormData();
  form.append('folder_id', String(folderId));
  form.append('title', title);
  form.append('photo', file);
  return apiUpload<PhotoSaveReply>('/api/gallery/create-photos', form, onProgress, { signal });
}

/** Replaces a photo's image (multipart photo + title); the old files are deleted by the server. */
export function replacePhoto(photoId: number, file: File, title: string, onProgress?: (fraction: number) => void): Promise<PhotoSaveReply> {
  const form = new FormData();
  form.append('title', title);
  form.append('photo', file);
  return apiUpload<PhotoSaveReply>(`/api/gallery/update-photo/${photoId}`, form, onProgress);
}

/** Renames a photo (JSON title). */
export function updatePhotoTitle(photoId: number, title: string): Promise<PhotoSaveReply> {
  return apiFetch<PhotoSaveReply>(`/api/gallery/update-photo/${photoId}`, { method: 'POST', json: { title } });
}

export function deletePhoto(photoId: number): Promise<GalleryMessageReply> {
  return apiFetch<GalleryMessageReply>(`/api/gallery/delete-photo/${photoId}`, { method: 'DELETE' });
}

/** The full-size JPEG as an attachment named photo_{id}_{title}.jpg by the server. */
export function photoDownloadUrl(photoId: number): string {
  return `/api/gallery/photo/${photoId}/download`;
}

// --- Writes (decision 013): each resolves after the gallery (folders and photos) has been refetched ---

/** Both factories' keys start with GALLERY_KEY: a write refetches the folders and every folder's photos. */
const GALLERY_CHANGES = [GALLERY_KEY];

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

export type PhotoOutcome = { ok: true; reply: PhotoSaveReply } | { ok: false; error: WriteError };

export interface PhotoBatch {
  folderId: number;
  /** In the order chosen: they are sent, and so stored and shown, in this order. */
  photos: readonly { title: string; file: File }[];
  /** Each photo's start, progress (0 to 1) and outcome, by its index in `photos`. */
  onStart?: (index: number) => void;
  onProgress?: (index: number, fraction: number) => void;
  onOutcome?: (index: number, outcome: PhotoOutcome) => void;
  signal?: AbortSignal;
}

/**
 * Sends the photos of one pick, one request each, one after another: the server stores (and shows) a photo
 * when its request ends, so parallel requests could swap them. A failure does not stop the others; it is
 * worded per photo (docs/product.md §8 "Gallery calls", errors.photo first). A stopped batch sends nothing more.
 */
export async function sendPhotos(
  { folderId, photos, onStart, onProgress, onOutcome, signal }: PhotoBatch,
  send: typeof uploadPhoto = uploadPhoto,
): Promise<PhotoOutcome[]> {
  const outcomes: PhotoOutcome[] = [];
  for (const [index, { title, file }] of photos.entries()) {
    if (signal?.aborted) break;
    onStart?.(index);
    let outcome: PhotoOutcome;
    try {
      const reply = await worded(
        'POST /api/gallery/create-photos',
        send({ folderId, title, file }, (fraction) => onProgress?.(index, fraction), signal),
        (error) => galleryCallMessage(error, idGallery.upload.failed, { field: 'photo', exception: idGallery.upload.unexpected }),
      );
      outcome = { ok: true, reply };
    } catch (error) {
      outcome = { ok: false, error: error as WriteError };
    }
    outcomes.push(outcome);
    onOutcome?.(index, outcome);
  }
  return outcomes;
}

/** sendPhotos as a write: resolves with every outcome, in order, once the gallery is refetched. */
export function useUploadPhotos() {
  return useWrite({
    request: 'POST /api/gallery/create-photos (batch)',
    write: (batch: PhotoBatch) => sendPhotos(batch),
    // sendPhotos words each photo's failure itself; only a fault of its own lands here.
    word: () => idGallery.upload.failed,
    changes: GALLERY_CHANGES,
  });
}

export interface PhotoReplace {
  photoId: number;
  file: File;
  title: string;
  onProgress?: (fraction: number) => void;
}

/** A reply without the new image's url did not replace it (docs/product.md §8). */
class ReplyWithoutUrl extends Error {}

export function useReplacePhoto(callbacks: WriteCallbacks<PhotoSaveReply, PhotoReplace> = {}) {
  return useWrite(
    {
      request: 'POST /api/gallery/update-photo (image)',
      write: async ({ photoId, file, title, onProgress }: PhotoReplace) => {
        const reply = await replacePhoto(photoId, file, title, onProgress);
        if (!reply?.success || !reply.data?.url) throw new ReplyWithoutUrl();
        return reply;
      },
      word: (error) => idGallery.photo.replaceFailed(replaceFailureDetail(error)),
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

// --- The spec's failure messages (docs/product.md §8 "Gallery calls"), built on errorMessage (decision 013) ---

/**
 * A failed gallery call: no reply → the network message; a reply → the server's message, else the
 * field error of `field`, else any field error, else `fallback`; an exception → `exception` (else
 * `fallback`), never its own text.
 */
export function galleryCallMessage(error: unknown, fallback: string, options: { field?: string; exception?: string } = {}): string {
  if (!(error instanceof ApiError)) return options.exception ?? fallback;
  const named = options.field && error.status > 0 && !error.fromServer ? error.fieldError(options.field) : undefined;
  return named ?? errorMessage(error, fallback);
}

/** docs/product.md §8 folder rename and delete: the server refused → `refused`; no reply or an exception → `broke`. */
export function folderCallMessage(error: unknown, refused: string, broke: string): string {
  return error instanceof ApiError && error.status > 0 ? refused : broke;
}

/**
 * The {message} of the photo-replace alert (docs/product.md §8): the server's message, else its field errors
 * flattened to 'field: errors; ...', else 'Gagal mengunggah foto (status: N)'; no reply → the network
 * message; a reply without the new url (or any other exception) → 'Gagal memperbarui foto dari response API'.
 */
export function replaceFailureDetail(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && !error.fromServer) {
    const flattened = Object.entries(error.errors)
      .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
      .join('; ');
    return flattened || idGallery.photo.replaceStatus(error.status);
  }
  return errorMessage(error, idGallery.photo.replaceNoUrl);
}
