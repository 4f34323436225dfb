import fs from 'node:fs/promises';
import type { SniffedType } from './magic-bytes.js';

// A phone's video carries where and when it was shot (MP4/MOV: moov/udta ©xyz, the mdta keys of
// moov/meta, XMP in uuid boxes; WebM: the Tags element). The gift never needs it, so uploads lose it.
// Without re-encoding and without moving a byte: each metadata box keeps its size but becomes a `free`
// box (WebM: a Void element; also Info's Title and DateUTC) with zeroed content, so every sample offset stays valid. Creation and
// modification times in mvhd/tkhd/mdhd are zeroed too. Patched in place in the upload's temp file.

const MP4_METADATA = new Set(['udta', 'meta', 'uuid', 'XMP_']);
const MP4_CONTAINERS = new Set(['moov', 'trak', 'mdia']);
const MP4_TIMES = new Set(['mvhd', 'tkhd', 'mdhd']);
const ZEROS = Buffer.alloc(64 * 1024);

/** Thrown when the file's structure cannot be walked: the upload is refused as a broken video. */
export class BrokenVideoError extends Error {}

export interface StripReport {
  /** Metadata boxes or elements emptied. */
  emptied: number;
}

const CONTAINERS: ReadonlySet<SniffedType> = new Set(['video/mp4', 'video/quicktime', 'video/webm', 'audio/webm', 'audio/mp4']);

/**
 * Empties the metadata of an MP4, MOV or WebM file in place (a voice note's WebM or M4A audio too);
 * other types are left alone.
 */
export async function stripVideoMetadata(filePath: string, mime: SniffedType): Promise<StripReport> {
  if (!CONTAINERS.has(mime)) return { emptied: 0 };
  return patch(filePath, (handle, size, report) =>
    mime === 'video/webm' || mime === 'audio/webm' ? walkEbml(handle, 0, size, 0, report) : walkBoxes(handle, 0, size, report),
  );
}

/**
 * stripVideoMetadata, and for a voice note's MP3 its ID3 tags and an Ogg's comments too. Music keeps
 * its tags: it never comes here.
 */
export async function stripMediaMetadata(filePath: string, mime: SniffedType): Promise<StripReport> {
  if (mime === 'audio/mpeg') return patch(filePath, (handle, size, report) => emptyId3(handle, size, report));
  if (mime === 'audio/ogg') return patch(filePath, (handle, size, report) => emptyOggComments(handle, size, report));
  return stripVideoMetadata(filePath, mime);
}

async function patch(
  filePath: string,
  work: (handle: fs.FileHandle, size: number, report: StripReport) => Promise<void>,
): Promise<StripReport> {
  const handle = await fs.open(filePath, 'r+');
  try {
    const { size } = await handle.stat();
    const report: StripReport = { emptied: 0 };
    await work(handle, size, report);
    return report;
  } finally {
    await handle.close();
  }
}

async function read(handle: fs.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

async function zeroFill(handle: fs.FileHandle, from: number, to: number): Promise<void> {
  for (let at = from; at < to; at += ZEROS.length) {
    await handle.write(ZEROS, 0, Math.min(ZEROS.length, to - at), at);
  }
}

// --- ISO base media (MP4, MOV) ---

async function walkBoxes(handle: fs.FileHandle, start: number, end: number, report: StripReport): Promise<void> {
  let at = start;
  while (at + 8 <= end) {
    const header = await read(handle, at, 16);
    if (header.length < 8) throw new BrokenVideoError('truncated box header');
    const size32 = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerLength = 8;
    let size = size32;
    if (size32 === 1) {
      if (header.length < 16) throw new BrokenVideoError('truncated large box header');
      size = Number(header.readBigUInt64BE(8));
      headerLength = 16;
    } else if (size32 === 0) {
      size = end - at;
    }
    if (size < headerLength || at + size > end) throw new BrokenVideoError(`box ${JSON.stringify(type)} overruns its parent`);
    if (MP4_METADATA.has(type)) {
      await handle.write(Buffer.from('free', 'latin1'), 0, 4, at + 4);
      await zeroFill(handle, at + headerLength, at + size);
      report.emptied += 1;
    } else if (MP4_CONTAINERS.has(type)) {
      await walkBoxes(handle, at + headerLength, at + size, report);
    } else if (MP4_TIMES.has(type)) {
      await zeroTimes(handle, at + headerLength, size - headerLength);
    }
    at += size;
  }
}

/** mvhd, tkhd and mdhd start with version/flags, then creation and modification time (4 or 8 bytes each). */
async function zeroTimes(handle: fs.FileHandle, contentStart: number, contentLength: number): Promise<void> {
  const version = (await read(handle, contentStart, 1))[0];
  const width = version === 1 ? 8 : 4;
  if (contentLength < 4 + 2 * width) return;
  await handle.write(ZEROS, 0, 2 * width, contentStart + 4);
}

// --- Matroska / WebM (EBML) ---

const EBML_TAGS = 0x1254c367;
const EBML_SEGMENT = 0x18538067;
const EBML_INFO = 0x1549a966;
/** Inside Info: the title and the date the file was written. */
const EBML_INFO_METADATA = new Set([0x7ba9, 0x4461]);
const EBML_VOID = 0xec;

/** Reads an EBML variable-length integer; `keepMarker` keeps the length bits (element IDs do). */
export function readVint(bytes: Buffer, offset: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } {
  const first = bytes[offset];
  if (first === undefined || first === 0) throw new BrokenVideoError('bad EBML number');
  const length = Math.clz32(first) - 23;
  if (offset + length > bytes.length) throw new BrokenVideoError('truncated EBML number');
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    const byte = bytes[offset + i] ?? 0;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/** An EBML size field of exactly `length` bytes (1-8) holding `value`. */
function encodeSize(value: number, length: number): Buffer {
  const out = Buffer.alloc(length);
  let rest = value;
  for (let i = length - 1; i >= 0; i -= 1) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  out[0] = (out[0] ?? 0) | (0x80 >> (length - 1));
  return out;
}

async function walkEbml(handle: fs.FileHandle, start: number, end: number, depth: number, report: StripReport): Promise<void> {
  let at = start;
  while (at < end) {
    const header = await read(handle, at, 12);
    if (header.length < 2) return;
    const id = readVint(header, 0, true);
    const size = readVint(header, id.length, false);
    const headerLength = id.length + size.length;
    // A live recording may leave the segment's size unknown: it runs to the end of the file.
    const contentEnd = size.unknown ? end : at + headerLength + size.value;
    if (contentEnd > end) throw new BrokenVideoError('EBML element overruns its parent');
    const inInfo = depth === 2;
    if (depth === 1 ? id.value === EBML_TAGS : inInfo && EBML_INFO_METADATA.has(id.value)) {
      await emptyEbml(handle, at, headerLength, contentEnd);
      report.emptied += 1;
    } else if ((id.value === EBML_SEGMENT && depth === 0) || (id.value === EBML_INFO && depth === 1)) {
      await walkEbml(handle, at + headerLength, contentEnd, depth + 1, report);
    }
    if (contentEnd <= at) throw new BrokenVideoError('EBML element of no size');
    at = contentEnd;
  }
}

/** Rewrites an element in place as a Void element of the same total length, its content zeroed. */
async function emptyEbml(handle: fs.FileHandle, at: number, headerLength: number, contentEnd: number): Promise<void> {
  const total = contentEnd - at;
  const sizeLength = Math.min(8, headerLength - 1);
  const voidHeader = Buffer.concat([Buffer.from([EBML_VOID]), encodeSize(total - 1 - sizeLength, sizeLength)]);
  await handle.write(voidHeader, 0, voidHeader.length, at);
  await zeroFill(handle, at + voidHeader.length, contentEnd);
}

// --- MP3 (ID3) ---

/**
 * An ID3v2 tag at the start keeps its header and size but its frames become padding (zeros, which the
 * format allows after the frames); an ID3v1 tag in the last 128 bytes is zeroed, which players skip.
 */
async function emptyId3(handle: fs.FileHandle, size: number, report: StripReport): Promise<void> {
  const header = await read(handle, 0, 10);
  if (header.length === 10 && header.toString('latin1', 0, 3) === 'ID3') {
    const sizeBytes = [header[6] ?? 0, header[7] ?? 0, header[8] ?? 0, header[9] ?? 0];
    if (sizeBytes.some((b) => b >= 0x80)) throw new BrokenVideoError('bad ID3 size');
    const tagSize = sizeBytes.reduce((total, b) => total * 128 + b, 0);
    if (10 + tagSize > size) throw new BrokenVideoError('ID3 tag overruns the file');
    // No unsynchronisation, extended header or experimental flag any more; a footer stays where it is.
    await handle.write(Buffer.from([(header[5] ?? 0) & 0x10]), 0, 1, 5);
    await zeroFill(handle, 10, 10 + tagSize);
    report.emptied += 1;
  }
  if (size >= 128 + 10) {
    const tail = await read(handle, size - 128, 3);
    if (tail.toString('latin1') === 'TAG') {
      await zeroFill(handle, size - 128, size);
      report.emptied += 1;
    }
  }
}

// --- Ogg (Opus, Vorbis) ---

/** Ogg's CRC-32: polynomial 0x04c11db7, not reflected, starting from 0. */
const OGG_CRC_TABLE = Array.from({ length: 256 }, (_, i) => {
  let r = i << 24;
  for (let bit = 0; bit < 8; bit += 1) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
  return r >>> 0;
});

function oggCrc(page: Buffer): number {
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ (OGG_CRC_TABLE[((crc >>> 24) ^ byte) & 0xff] ?? 0)) >>> 0;
  return crc;
}

interface OggPage {
  at: number;
  length: number;
}

/**
 * The comment header (the second packet of the first stream: OpusTags or a Vorbis comment) keeps its
 * length and its encoder name, but says it has no comments; the bytes after are zeroed (Opus treats them as
 * padding, Vorbis reads its framing bit right after the count). Each page it spans gets its CRC again.
 */
async function emptyOggComments(handle: fs.FileHandle, size: number, report: StripReport): Promise<void> {
  const spans: { at: number; length: number; page: OggPage }[] = [];
  let serial: number | undefined;
  let packet = 0;
  let at = 0;
  while (at + 27 <= size && packet < 2) {
    const header = await read(handle, at, 27);
    if (header.toString('latin1', 0, 4) !== 'OggS') throw new BrokenVideoError('not an Ogg page');
    const count = header[26] ?? 0;
    const lacing = await read(handle, at + 27, count);
    if (lacing.length < count) throw new BrokenVideoError('truncated Ogg page');
    const dataLength = lacing.reduce((total, value) => total + value, 0);
    const page = { at, length: 27 + count + dataLength };
    if (at + page.length > size) throw new BrokenVideoError('Ogg page overruns the file');
    const pageSerial = header.readUInt32LE(14);
    serial ??= pageSerial;
    if (pageSerial === serial) {
      let offset = at + 27 + count;
      for (const value of lacing) {
        if (packet === 1 && value > 0) spans.push({ at: offset, length: value, page });
        offset += value;
        if (value < 255) packet += 1;
        if (packet >= 2) break;
      }
    }
    at += page.length;
  }
  if (spans.length === 0) return;
  const parts = await Promise.all(spans.map((span) => read(handle, span.at, span.length)));
  const body = Buffer.concat(parts);
  const emptied = emptiedComments(body);
  if (!emptied) return;
  let from = 0;
  const pages = new Map<number, OggPage>();
  for (const span of spans) {
    await handle.write(emptied, from, span.length, span.at);
    from += span.length;
    pages.set(span.page.at, span.page);
  }
  for (const page of pages.values()) {
    const bytes = await read(handle, page.at, page.length);
    bytes.writeUInt32LE(0, 22);
    const crc = Buffer.alloc(4);
    crc.writeUInt32LE(oggCrc(bytes));
    await handle.write(crc, 0, 4, page.at + 22);
  }
  report.emptied += 1;
}

/** The comment packet with no comments, the same length; undefined if it is not one or has none. */
function emptiedComments(body: Buffer): Buffer | undefined {
  const opus = body.toString('latin1', 0, 8) === 'OpusTags';
  const vorbis = body[0] === 3 && body.toString('latin1', 1, 7) === 'vorbis';
  if (!opus && !vorbis) return undefined;
  const vendorAt = opus ? 8 : 7;
  if (body.length < vendorAt + 4) throw new BrokenVideoError('truncated Ogg comment header');
  const countAt = vendorAt + 4 + body.readUInt32LE(vendorAt);
  if (countAt + 4 + (vorbis ? 1 : 0) > body.length) throw new BrokenVideoError('Ogg comment header overruns its packet');
  if (body.readUInt32LE(countAt) === 0) return undefined;
  const out = Buffer.alloc(body.length);
  body.copy(out, 0, 0, countAt);
  // The count stays 0 (alloc'd zeros); Vorbis's framing bit follows it.
  if (vorbis) out[countAt + 4] = 1;
  return out;
}
