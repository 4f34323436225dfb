import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { IAudioMetadata } from 'music-metadata';
import { MAX_INPUT_PIXELS } from './image-normalizer.js';
import { loadSharp } from './load-sharp.js';
import type { StoredFile } from './media-store.js';

/** A song's title, artist and cover, as the music row keeps them. */
export interface TrackTags {
  title: string | null;
  artist: string | null;
  /** The front cover as a small webp data: URL. */
  cover: string | null;
}

// A track's 'Now Playing' details (docs/product.md §2 Music player: cover, title, artist from the file's own tags), read once
// on the server when the track is put in place (decision 019), so no tag parser reaches a browser. Only
// the file's start is read, where ID3v2, FLAC and Ogg keep their tags; the cover becomes a small webp.
// music-metadata and sharp are loaded at the first track read, not at start (decision 021: memory).

/** The first read: enough for a tag with a modest cover and the first audio frames. */
export const TAG_PROBE_BYTES = 512 * 1024;
/** Bytes read past a long ID3v2 tag, so the parser meets the first audio frame. */
const AFTER_TAG_BYTES = 4096;
/** A cover bigger than this is not read (an ID3v2 tag can claim up to 256 MB). */
const MAX_TAG_BYTES = 16 * 1024 * 1024;
/** The cover's side in pixels: the panel shows it at 4 rem, so twice that for sharp screens. */
export const COVER_SIDE = 128;

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

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The bytes of the file's start that hold its tags. */
async function tagBytes(file: StoredFile): Promise<Buffer> {
  const probe = Math.min(file.size, TAG_PROBE_BYTES);
  if (probe === 0) return Buffer.alloc(0);
  const bytes = await readAll(await file.read({ start: 0, end: probe - 1 }));
  const tagLength = id3v2Length(bytes);
  if (tagLength === undefined || tagLength <= bytes.length || bytes.length >= file.size) return bytes;
  const end = Math.min(tagLength + AFTER_TAG_BYTES, file.size, MAX_TAG_BYTES) - 1;
  if (end < bytes.length) return bytes;
  return Buffer.concat([bytes, await readAll(await file.read({ start: bytes.length, end }))]);
}

/** Title, artist and front cover (any picture when none is marked front) of parsed tags. */
export function pickTags(metadata: Pick<IAudioMetadata, 'common'>) {
  const { title, artist, artists, picture } = metadata.common;
  const cover = picture?.find((p) => p.type === 'Cover (front)') ?? picture?.[0];
  return {
    title: title?.trim() || null,
    artist: artist?.trim() || artists?.join(', ').trim() || null,
    cover: cover?.data,
  };
}

/** A cover as a small square webp data: URL; null when the picture cannot be read. */
async function coverDataUrl(data: Uint8Array): Promise<string | null> {
  try {
    const sharp = await loadSharp();
    const webp = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(COVER_SIDE, COVER_SIDE, { fit: 'cover' })
      .webp({ quality: 70 })
      .toBuffer();
    return `data:image/webp;base64,${webp.toString('base64')}`;
  } catch {
    return null;
  }
}

const NO_TAGS: TrackTags = { title: null, artist: null, cover: null };

/** The track's tags; a file without tags or with unreadable ones has none (the player titles it by name). */
export async function readTrackTags(file: StoredFile, path: string): Promise<TrackTags> {
  let metadata: IAudioMetadata;
  try {
    const bytes = await tagBytes(file);
    // The start is all we have: no duration scan, no search for tags at the end of the file.
    const { parseBuffer } = await import('music-metadata');
    metadata = await parseBuffer(bytes, { path, size: bytes.length }, { duration: false, skipPostHeaders: true });
  } catch {
    return NO_TAGS;
  }
  const { title, artist, cover } = pickTags(metadata);
  return { title, artist, cover: cover ? await coverDataUrl(cover) : null };
}

/** The tags of a file on disk (the default track's, read by scripts/make-default-track.ts and its test). */
export async function readFileTags(absolute: string): Promise<TrackTags> {
  const stat = await fs.stat(absolute);
  const file: StoredFile = { size: stat.size, modified: stat.mtime, read: async (range) => createReadStream(absolute, range ?? {}) };
  return readTrackTags(file, absolute);
}
