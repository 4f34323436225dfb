import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Music, musicReply } from '@shared/schemas/music';
import { apiFetch, apiUpload, errorMessage } from './client';
import { useWrite, type WriteCallbacks } from './write';
import { idMusic } from '@/i18n/id-music';

// The background music (docs/product.md §1, §4): GET api/music (the current track's storage path; a viewer's
// read), POST api/music (the editor uploads another track, checked by magic bytes on the server),
// DELETE api/music (back to the seeded track). The reply carries the track's own tags (title, artist, a
// small webp cover), read once on the server (decision 019), so the browser parses no audio file.

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

// Writes: each resolves once the track (and so its tags, keyed under it) is refetched.

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
