import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Music, musicReply } from '@shared/schemas/music';
import { ApiError, apiFetch, apiUpload, errorMessage } from './client';
import { useWrite, type WriteCallbacks } from './write';
import { id } from '@/i18n/id';
import { idMusic } from '@/i18n/id-music';

// The background music (SPEC.md §1, §4): GET api/music (the current track's storage path; a viewer's
// read), POST api/music (the editor uploads another track, checked by magic bytes on the server),
// DELETE api/music (back to the seeded track). The track's own tags are read with HTTP Range requests
// (SPEC.md §7: HEAD, then GET with a Range header), so a cover and title never cost the whole file.

export type MusicReply = z.infer<typeof musicReply>;

export async function getMusic(signal?: AbortSignal): Promise<Music> {
  const reply = await apiFetch<MusicReply>('/api/music', { signal });
  return reply.data;
}

export const musicQueryOptions = () =>
  queryOptions({
    queryKey: ['music'],
    queryFn: ({ signal }) => getMusic(signal),
  });

/** Only asked for when it may play: before the PIN the server would refuse it anyway. */
export function useMusic(enabled = true) {
  return useQuery({ ...musicQueryOptions(), enabled });
}

export function uploadMusic(file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<MusicReply> {
  const form = new FormData();
  form.append('music', file);
  return apiUpload<MusicReply>('/api/music', form, onProgress, { signal });
}

export function restoreDefaultMusic(): Promise<MusicReply> {
  return apiFetch<MusicReply>('/api/music', { method: 'DELETE' });
}

export interface MusicUpload {
  file: File;
  onProgress?: (fraction: number) => void;
}

// Writes (decision 013): each resolves once the track (and so its tags, keyed under it) is refetched.

/** Another track; the server's refusal (not audio, too large) is shown as it says. */
export function useUploadMusic(callbacks: WriteCallbacks<MusicReply, MusicUpload> = {}) {
  return useWrite(
    {
      request: 'POST /api/music',
      write: ({ file, onProgress }: MusicUpload) => uploadMusic(file, onProgress),
      word: (error) => errorMessage(error, idMusic.hub.saveFailed),
      changes: [musicQueryOptions().queryKey],
    },
    callbacks,
  );
}

/** Back to the seeded track. */
export function useRestoreDefaultMusic(callbacks: WriteCallbacks<MusicReply, void> = {}) {
  return useWrite(
    {
      request: 'DELETE /api/music',
      write: restoreDefaultMusic,
      word: (error) => errorMessage(error, idMusic.hub.restoreFailed),
      changes: [musicQueryOptions().queryKey],
    },
    callbacks,
  );
}

export interface TrackHead {
  /** Bytes in the whole file, when the server says. */
  size: number | undefined;
  mimeType: string | undefined;
}

/** HEAD of a track: its size and type, without its body. */
export async function fetchTrackHead(url: string, signal?: AbortSignal): Promise<TrackHead> {
  const response = await mediaFetch(url, { method: 'HEAD', signal });
  const length = Number(response.headers.get('content-length'));
  return {
    size: Number.isFinite(length) && length > 0 ? length : undefined,
    mimeType: response.headers.get('content-type')?.split(';')[0]?.trim() || undefined,
  };
}

/** Bytes start..end (inclusive) of a track, by a Range request; a server that ignores Range is sliced. */
export async function fetchTrackBytes(url: string, start: number, end: number, signal?: AbortSignal): Promise<Uint8Array> {
  const response = await mediaFetch(url, { headers: { range: `bytes=${start}-${end}` }, signal });
  const body = new Uint8Array(await response.arrayBuffer());
  return response.status === 206 ? body : body.subarray(start, end + 1);
}

async function mediaFetch(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'same-origin' });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, id.api.noResponse);
  }
  if (!response.ok) throw new ApiError(response.status, id.api.unexpected);
  return response;
}
