import type { IAudioMetadata } from 'music-metadata';
import { fetchTrackBytes, fetchTrackHead } from '@/api/music';

// Reads a track's own tags (title, artist, cover) in the browser, as SPEC.md §7 says: a HEAD for the
// size, then Range GETs of the file's start, where ID3v2, FLAC and Ogg keep their tags. music-metadata
// is imported only here, lazily, so it never weighs on a page's first load.

/** The first request's size: enough for a tag with a modest cover and the first audio frames. */
export const TAG_PROBE_BYTES = 256 * 1024;
/** Bytes read past a long ID3v2 tag, so the parser meets the first audio frame. */
const AFTER_TAG_BYTES = 4096;

export interface TrackTags {
  title: string | undefined;
  artist: string | undefined;
  cover: { data: Uint8Array; format: string } | undefined;
}

/**
 * The whole length of an ID3v2 tag at the start of these bytes (header, body and footer), or
 * undefined when they do not start with one. Sizes are 28-bit "synchsafe" integers (ID3v2.4 §3.1).
 */
export function id3v2Length(bytes: Uint8Array): number | undefined {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return undefined;
  const size = bytes.subarray(6, 10);
  if (size.some((b) => b & 0x80)) return undefined;
  const body = (size[0]! << 21) | (size[1]! << 14) | (size[2]! << 7) | size[3]!;
  const hasFooter = (bytes[5]! & 0x10) !== 0;
  return 10 + body + (hasFooter ? 10 : 0);
}

export function tagsFrom(metadata: Pick<IAudioMetadata, 'common'>): TrackTags {
  const { title, artist, artists, picture } = metadata.common;
  const cover = picture?.find((p) => p.type === 'Cover (front)') ?? picture?.[0];
  return {
    title: title?.trim() || undefined,
    artist: artist?.trim() || artists?.join(', ').trim() || undefined,
    cover: cover ? { data: cover.data, format: cover.format } : undefined,
  };
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a, 0);
  joined.set(b, a.length);
  return joined;
}

export async function readTrackTags(url: string, signal?: AbortSignal): Promise<TrackTags> {
  const head = await fetchTrackHead(url, signal);
  const probe = head.size ? Math.min(head.size, TAG_PROBE_BYTES) : TAG_PROBE_BYTES;
  let bytes = await fetchTrackBytes(url, 0, probe - 1, signal);
  const tagLength = id3v2Length(bytes);
  if (tagLength !== undefined && tagLength > bytes.length && (head.size === undefined || bytes.length < head.size)) {
    // A big cover: read the rest of the tag (and a little audio) in one more Range request.
    const end = Math.min(tagLength + AFTER_TAG_BYTES, head.size ?? Number.POSITIVE_INFINITY) - 1;
    bytes = concat(bytes, await fetchTrackBytes(url, bytes.length, end, signal));
  }
  const { parseBuffer } = await import('music-metadata');
  const metadata = await parseBuffer(
    bytes,
    { mimeType: head.mimeType, size: bytes.length },
    // The start is all we have: no duration scan, no search for tags at the end of the file.
    { duration: false, skipPostHeaders: true },
  );
  return tagsFrom(metadata);
}
