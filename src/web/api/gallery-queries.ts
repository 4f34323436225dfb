import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FolderDetail, FolderSummary, folderDetailReply, folderListReply } from '@shared/schemas/gallery';
import { apiFetch } from './client';
import { GALLERY_KEY } from './gallery-cache';

// The gallery's reads (docs/product.md §7 gallery rows): folders, one folder's photos, a photo's download.
// They need the viewer; the server decides.

type FolderListReply = z.infer<typeof folderListReply>;
type FolderDetailReply = z.infer<typeof folderDetailReply>;

export async function getFolders(signal?: AbortSignal): Promise<FolderSummary[]> {
  const reply = await apiFetch<FolderListReply>('/api/gallery', { signal });
  return reply.data;
}

export async function getFolder(folderId: number, signal?: AbortSignal): Promise<FolderDetail> {
  const reply = await apiFetch<FolderDetailReply>(`/api/gallery/detail/${folderId}`, { signal });
  return reply.data;
}

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

/** The full-size JPEG as an attachment named photo_{id}_{title}.jpg by the server. */
export function photoDownloadUrl(photoId: number): string {
  return `/api/gallery/photo/${photoId}/download`;
}
