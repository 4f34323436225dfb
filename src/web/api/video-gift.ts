import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { VideoConversion, VideoGift, videoGiftReply, videoGiftSaveReply } from '@shared/schemas/video-gift';
import { apiFetch, apiUpload, errorMessage } from './client';
import { useWrite, type WriteCallbacks } from './write';
import { idMainGift } from '@/i18n/id-main-gift';

// The video gift (docs/product.md §7): GET api/video-gift for the viewer; POST api/video-gift (create)
// or api/video-gift/{id} (edit) for the editor, multipart, with upload progress for large files.

type VideoGiftReply = z.infer<typeof videoGiftReply>;
export type VideoGiftSaveReply = z.infer<typeof videoGiftSaveReply>;

/** The gift (null until the giver saves one) and, for the giver, a conversion running or failed. */
export async function getVideoGift(signal?: AbortSignal): Promise<VideoGiftReply> {
  return apiFetch<VideoGiftReply>('/api/video-gift', { signal });
}

export const videoGiftQueryOptions = () =>
  queryOptions({
    queryKey: ['video-gift'],
    queryFn: ({ signal }) => getVideoGift(signal),
  });

/** Asked again this often while the server converts the video, so the giver sees the percent move. */
const CONVERSION_POLL_MS = 1500;

export function useVideoGift() {
  return useQuery({ ...videoGiftQueryOptions(), select: (reply): VideoGift | null => reply.data });
}

/**
 * The video's conversion as the giver sees it: null when none runs or failed. The same query as the gift, read
 * again every 1.5 s while converting; the gift then carries the converted video.
 */
export function useVideoConversion() {
  return useQuery({
    ...videoGiftQueryOptions(),
    select: (reply): VideoConversion | null => reply.conversion ?? null,
    refetchInterval: (query) => (query.state.data?.conversion?.state === 'converting' ? CONVERSION_POLL_MS : false),
  });
}

export interface VideoGiftSave {
  /** The record to update; undefined creates it. */
  id?: number;
  title: string;
  description: string;
  /** A new video file; without one the stored video (videoUrl) is kept. */
  file?: File | null;
  videoUrl?: string | null;
}

/** Multipart title, description, and the video as a file or as the stored video_url; progress 0 to 1. */
export function saveVideoGift(
  { id, title, description, file, videoUrl }: VideoGiftSave,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<VideoGiftSaveReply> {
  const form = new FormData();
  form.append('title', title);
  form.append('description', description);
  // Text fields first: the server reads them before it streams the (large) file to disk.
  if (file) form.append('video', file);
  else if (videoUrl) form.append('video_url', videoUrl);
  const path = id === undefined ? '/api/video-gift' : `/api/video-gift/${id}`;
  return apiUpload<VideoGiftSaveReply>(path, form, onProgress, { signal });
}

export interface VideoGiftSaveRequest {
  gift: VideoGiftSave;
  onProgress?: (fraction: number) => void;
  /** Cancel stops the upload: the hook's error is then `aborted` and says nothing. */
  signal?: AbortSignal;
}

/** The editor's save: resolves once the video gift is refetched. */
export function useSaveVideoGift(callbacks: WriteCallbacks<VideoGiftSaveReply, VideoGiftSaveRequest> = {}) {
  return useWrite(
    {
      request: 'POST /api/video-gift',
      write: ({ gift, onProgress, signal }: VideoGiftSaveRequest) => saveVideoGift(gift, onProgress, signal),
      word: (error) => errorMessage(error, idMainGift.videoEditor.saveFailed),
      changes: [videoGiftQueryOptions().queryKey],
    },
    callbacks,
  );
}
