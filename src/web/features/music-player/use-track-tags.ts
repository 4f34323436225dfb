import { useQuery } from '@tanstack/react-query';
import { musicQueryOptions } from '@/api/music';
import { storageUrl } from '@/api/storage-url';
import { readTrackTags } from './audio-tags';

// The 'Now Playing' details of the current track, read once per track from its own tags.

export interface NowPlaying {
  title: string | undefined;
  artist: string | undefined;
  /** The cover as a data: URL (no object URL to revoke when the track changes). */
  coverUrl: string | undefined;
}

function dataUrl(bytes: Uint8Array, format: string): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return `data:${format};base64,${btoa(binary)}`;
}

export function useTrackTags(path: string | null | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...musicQueryOptions().queryKey, 'tags', path],
    queryFn: async ({ signal }): Promise<NowPlaying> => {
      const tags = await readTrackTags(storageUrl(path!), signal);
      const format = tags.cover?.format.startsWith('image/') ? tags.cover.format : 'image/jpeg';
      return { title: tags.title, artist: tags.artist, coverUrl: tags.cover ? dataUrl(tags.cover.data, format) : undefined };
    },
    enabled: enabled && !!path,
    // A stored file never changes under the same path: a new upload gets a new one.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
