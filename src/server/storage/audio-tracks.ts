import fs from 'node:fs/promises';
import { BrokenVideoError, readVint } from './video-metadata.js';
import type { SniffedType } from './magic-bytes.js';

// A voice note is sound only (decision 029). MP3 and Ogg are audio by their first bytes; WebM (what
// Chromium's MediaRecorder writes) and MP4 (an M4A, or Safari's recording, whose brand may be a video
// one) are containers that could hold a picture too, so their track list is read: any video track and
// the file is refused; only audio tracks and it is kept as audio/webm or audio/mp4.

/** How far into a WebM the track list is looked for: MediaRecorder writes it in the first bytes. */
const EBML_SCAN_BYTES = 256 * 1024;
const EBML_SEGMENT = 0x18538067;
const EBML_TRACKS = 0x1654ae6b;
const EBML_TRACK_ENTRY = 0xae;
const EBML_TRACK_TYPE = 0x83;
const EBML_CLUSTER = 0x1f43b675;
const TRACK_VIDEO = 1;
const TRACK_AUDIO = 2;

const MP4_CONTAINERS = new Set(['moov', 'trak', 'mdia']);

/** The audio type of a sniffed file, or undefined if it is not sound only (or cannot be read as such). */
export async function audioOnlyType(filePath: string, mime: SniffedType): Promise<SniffedType | undefined> {
  if (mime === 'audio/mpeg' || mime === 'audio/ogg' || mime === 'audio/wav' || mime === 'audio/flac') return mime;
  if (mime !== 'video/webm' && mime !== 'video/mp4' && mime !== 'audio/mp4') return undefined;
  const handle = await fs.open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const kinds = new Set<string>();
    if (mime === 'video/webm') {
      const head = Buffer.alloc(Math.min(size, EBML_SCAN_BYTES));
      await handle.read(head, 0, head.length, 0);
      ebmlTrackTypes(head, 0, head.length, 0, kinds);
    } else {
      await mp4Handlers(handle, 0, size, kinds);
    }
    if (!kinds.has('audio') || kinds.has('video')) return undefined;
    return mime === 'video/webm' ? 'audio/webm' : 'audio/mp4';
  } catch (error) {
    if (error instanceof BrokenVideoError) return undefined;
    throw error;
  } finally {
    await handle.close();
  }
}

/** Walks Segment > Tracks > TrackEntry > TrackType in the file's head; stops at the first Cluster. */
function ebmlTrackTypes(bytes: Buffer, start: number, end: number, depth: number, kinds: Set<string>): boolean {
  let at = start;
  while (at + 2 <= end) {
    const id = readVint(bytes, at, true);
    const size = readVint(bytes, at + id.length, false);
    const contentStart = at + id.length + size.length;
    const contentEnd = size.unknown ? end : Math.min(end, contentStart + size.value);
    if (id.value === EBML_CLUSTER) return true;
    if (depth === 0 && id.value === EBML_SEGMENT) return ebmlTrackTypes(bytes, contentStart, contentEnd, 1, kinds);
    if ((depth === 1 && id.value === EBML_TRACKS) || (depth === 2 && id.value === EBML_TRACK_ENTRY)) {
      ebmlTrackTypes(bytes, contentStart, contentEnd, depth + 1, kinds);
    } else if (depth === 3 && id.value === EBML_TRACK_TYPE && size.value >= 1 && contentStart < end) {
      const type = bytes[contentStart + size.value - 1];
      kinds.add(type === TRACK_AUDIO ? 'audio' : type === TRACK_VIDEO ? 'video' : 'other');
    }
    if (size.unknown || contentEnd <= at) return false;
    at = contentEnd;
  }
  return false;
}

/** Reads each moov/trak/mdia/hdlr handler type: 'soun' is audio, 'vide' a picture. */
async function mp4Handlers(handle: fs.FileHandle, start: number, end: number, kinds: Set<string>): Promise<void> {
  let at = start;
  while (at + 8 <= end) {
    const header = Buffer.alloc(24);
    const { bytesRead } = await handle.read(header, 0, 24, at);
    if (bytesRead < 8) throw new BrokenVideoError('truncated box header');
    const size32 = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerLength = 8;
    let size = size32;
    if (size32 === 1) {
      size = Number(header.readBigUInt64BE(8));
      headerLength = 16;
    } else if (size32 === 0) {
      size = end - at;
    }
    if (size < headerLength || at + size > end) throw new BrokenVideoError(`box ${JSON.stringify(type)} overruns its parent`);
    if (MP4_CONTAINERS.has(type)) {
      await mp4Handlers(handle, at + headerLength, at + size, kinds);
    } else if (type === 'hdlr' && bytesRead >= headerLength + 12) {
      const handler = header.toString('latin1', headerLength + 8, headerLength + 12);
      kinds.add(handler === 'soun' ? 'audio' : handler === 'vide' ? 'video' : 'other');
    }
    at += size;
  }
}
