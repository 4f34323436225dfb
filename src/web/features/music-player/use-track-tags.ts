import { useMusic } from '@/api/music';

// The 'Now Playing' details of the current track: read from its own tags once on the server when the
// track was put in place, and sent with GET api/music (decision 019), so no tag parser reaches a browser.

export interface NowPlaying {
  title: string | undefined;
  artist: string | undefined;
  /** The cover as a small webp data: URL. */
  coverUrl: string | undefined;
}

/** The tags of the track at `path` (the music reply's), once that reply is here. */
export function useTrackTags(path: string | null | undefined, enabled: boolean): { data: NowPlaying | undefined; isPending: boolean } {
  const music = useMusic(enabled && !!path);
  const track = music.data && music.data.url === path ? music.data : undefined;
  const data = track && { title: track.title ?? undefined, artist: track.artist ?? undefined, coverUrl: track.cover ?? undefined };
  return { data, isPending: enabled && !!path && !data && music.isPending };
}
