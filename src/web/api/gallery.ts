import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Folder,
  FolderDetail,
  folderDetailReply,
  folderListReply,
  folderSaveReply,
  galleryMessageReply,
  photoSaveReply,
} from '@shared/schemas/gallery';
import { ApiError, apiFetch, apiUpload } from './client';
import { id } from '@/i18n/id';
import { idGallery } from '@/i18n/id-gallery';

// Gallery (SPEC.md §7 gallery rows; issue 4): folders, photos, uploads with progress and the download.
// Reads need the viewer, writes the editor; the server decides.

type FolderListReply = z.infer<typeof folderListReply>;
type FolderDetailReply = z.infer<typeof folderDetailReply>;
export type FolderSaveReply = z.infer<typeof folderSaveReply>;
export type PhotoSaveReply = z.infer<typeof photoSaveReply>;
type GalleryMessageReply = z.infer<typeof galleryMessageReply>;

export async function getFolders(signal?: AbortSignal): Promise<Folder[]> {
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

/** The key to invalidate after any gallery write. */
export const galleryQueryKey = () => GALLERY_KEY;

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
export function replacePhoto(
  photoId: number,
  file: File,
  title: string,
  onProgress?: (fraction: number) => void,
): Promise<PhotoSaveReply> {
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

/** A stored path (relative, SPEC.md "served from storage/app/public/{url}") as a URL of this site. */
export function storageUrl(path: string): string {
  return `/storage/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** The full-size JPEG as an attachment named photo_{id}_{title}.jpg by the server. */
export function photoDownloadUrl(photoId: number): string {
  return `/api/gallery/photo/${photoId}/download`;
}

// --- The spec's failure messages (SPEC.md §8 "Gallery calls"), shared by the gallery and its editor ---

/** The server's own message, when the reply carried one. */
function serverMessage(error: ApiError): string | undefined {
  return error.fromServer && error.message ? error.message : undefined;
}

function firstFieldError(errors: Record<string, string[]>, field?: string): string | undefined {
  if (field && errors[field]?.[0]) return errors[field][0];
  return Object.values(errors).find((list) => list.length > 0)?.[0];
}

/**
 * A failed gallery call: no reply → the network message; a reply → the server's message, else the first
 * field error (`field` first when given), else `fallback`; anything else (an exception) → `exception`.
 */
export function galleryCallMessage(
  error: unknown,
  fallback: string,
  options: { field?: string; exception?: string } = {},
): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return id.api.noResponse;
    return serverMessage(error) ?? firstFieldError(error.errors, options.field) ?? fallback;
  }
  if (options.exception) return options.exception;
  return error instanceof Error && error.message ? error.message : id.api.unexpected;
}

/**
 * The {message} of the photo-replace alert (SPEC.md §8): the server's message, else its field errors
 * flattened to 'field: errors; ...', else 'Gagal mengunggah foto (status: N)'.
 */
export function replaceFailureDetail(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return id.api.noResponse;
    const flattened = Object.entries(error.errors)
      .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
      .join('; ');
    return serverMessage(error) ?? (flattened || idGallery.photo.replaceStatus(error.status));
  }
  return error instanceof Error && error.message ? error.message : id.api.unexpected;
}
