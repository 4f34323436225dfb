import fs from 'node:fs/promises';
import { decodeToTiff, HeicWorkerError } from './heic-worker.js';

// HEIC/HEIF photos (iPhones) are decoded with heic-decode, libheif's WebAssembly build (decision 042): sharp's
// prebuilt libvips reads HEIF only with AV1 inside (AVIF), not HEVC. The decoded pixels then go through the
// same sharp steps as any other photo (image-normalizer.ts, image-variants.ts).

/** A photo another decoder made, ready for sharp: an uncompressed RGB TIFF, and the EXIF orientation still to apply. */
export interface DecodedImage {
  /** The TIFF beside the upload's temp file; the caller removes it. */
  path: string;
  width: number;
  height: number;
  /** EXIF orientation 1-8; 1 when the file has none or orients itself with HEIF's own irot/imir boxes. */
  orientation: number;
}

/** Thrown for a file libheif cannot read: the upload is refused as a broken image. */
export class BrokenHeicError extends Error {}
/** Thrown before decoding a HEIC of more pixels than the limit; its message matches sharp's ('pixel limit'). */
export class HeicTooLargeError extends Error {
  constructor() {
    super('Input image exceeds pixel limit');
  }
}

/** Thrown when a HEIC takes longer than its time limit to decode: the upload is refused, the worker ended. */
export class HeicTooSlowError extends Error {}

/** How long one HEIC may take to decode: a 49 MP photo takes 2 to 7 s on a 2-core machine (decision 051). */
export const HEIC_DECODE_TIMEOUT_MS = 30_000;

/** The major brands heic-decode checks for itself; a file with another HEIC brand is shown to it as 'heic'. */
const DECODER_BRANDS = new Set(['mif1', 'msf1', 'heic', 'heix', 'hevc', 'hevx']);

/**
 * Decodes the first (primary) image of a HEIC file in a worker thread (heic-worker.ts) into a TIFF beside it,
 * refusing more than `maxPixels` before any pixel is decoded and a decode longer than `timeoutMs`. HEIF's own
 * rotation and mirror boxes are applied by libheif; an EXIF orientation is reported for the caller to apply only
 * when the file has neither (as heif-enc writes a JPEG's EXIF).
 */
export async function decodeHeic(filePath: string, maxPixels: number, timeoutMs = HEIC_DECODE_TIMEOUT_MS): Promise<DecodedImage> {
  const buffer = await fs.readFile(filePath);
  if (buffer.length < 12 || !DECODER_BRANDS.has(buffer.toString('latin1', 8, 12))) buffer.write('heic', 8, 'latin1');
  const output = `${filePath}.tif`;
  let size: { width: number; height: number };
  try {
    size = await decodeToTiff(buffer, output, { maxPixels, timeoutMs });
  } catch (error) {
    if (!(error instanceof HeicWorkerError)) throw error;
    if (error.reason === 'too-large') throw new HeicTooLargeError();
    if (error.reason === 'timeout') throw new HeicTooSlowError(error.message);
    throw new BrokenHeicError(error.message);
  }
  const orientation = hasOwnTransform(buffer) ? 1 : exifOrientation(buffer);
  return { path: output, ...size, orientation };
}

/** Does the meta box's property container (meta/iprp/ipco) hold a rotation or mirror property? */
function hasOwnTransform(buffer: Buffer): boolean {
  const meta = childBox(buffer, 0, buffer.length, 'meta');
  // meta is a full box: 4 bytes of version and flags before its children.
  const iprp = meta && childBox(buffer, meta.start + 4, meta.end, 'iprp');
  const ipco = iprp && childBox(buffer, iprp.start, iprp.end, 'ipco');
  if (!ipco) return false;
  return ['irot', 'imir'].some((type) => childBox(buffer, ipco.start, ipco.end, type) !== undefined);
}

/** The first box of `type` among the boxes between start and end: where its content starts and ends. */
function childBox(buffer: Buffer, start: number, end: number, type: string): { start: number; end: number } | undefined {
  let at = start;
  while (at + 8 <= end) {
    let size = buffer.readUInt32BE(at);
    let header = 8;
    if (size === 1 && at + 16 <= end) {
      size = Number(buffer.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) return undefined;
    if (buffer.toString('latin1', at + 4, at + 8) === type) return { start: at + header, end: at + size };
    at += size;
  }
  return undefined;
}

/** A big-endian unsigned number of 0, 2, 4 or 8 bytes. */
function readSized(buffer: Buffer, at: number, size: number): number {
  if (size === 0) return 0;
  if (size === 2) return buffer.readUInt16BE(at);
  if (size === 4) return buffer.readUInt32BE(at);
  if (size === 8) return Number(buffer.readBigUInt64BE(at));
  throw new RangeError(`field of ${size} bytes`);
}

/** Where the Exif item's bytes are in the file (meta/iinf names its id, meta/iloc its place), if it has one. */
function exifItem(buffer: Buffer): { start: number; end: number } | undefined {
  const meta = childBox(buffer, 0, buffer.length, 'meta');
  if (!meta) return undefined;
  const iinf = childBox(buffer, meta.start + 4, meta.end, 'iinf');
  const iloc = childBox(buffer, meta.start + 4, meta.end, 'iloc');
  if (!iinf || !iloc) return undefined;
  // iinf: version, flags, a count, then infe boxes (version 2: 16-bit id; 3: 32-bit), each naming its item type.
  let exifId: number | undefined;
  const entries = iinf.start + 4 + (buffer[iinf.start] === 0 ? 2 : 4);
  for (let at = entries; at + 8 <= iinf.end && exifId === undefined;) {
    const size = buffer.readUInt32BE(at);
    if (size < 8 || at + size > iinf.end) break;
    if (buffer.toString('latin1', at + 4, at + 8) === 'infe') {
      const version = buffer[at + 8] ?? 0;
      const idSize = version >= 3 ? 4 : 2;
      const id = readSized(buffer, at + 12, idSize);
      if (version >= 2 && buffer.toString('latin1', at + 12 + idSize + 2, at + 12 + idSize + 6) === 'Exif') exifId = id;
    }
    at += size;
  }
  if (exifId === undefined) return undefined;
  // iloc: the sizes of its fields, then each item's extents; only items in the file itself (construction 0).
  const version = buffer[iloc.start] ?? 0;
  let at = iloc.start + 4;
  const offsetSize = (buffer[at] ?? 0) >> 4;
  const lengthSize = (buffer[at] ?? 0) & 15;
  const baseSize = (buffer[at + 1] ?? 0) >> 4;
  const indexSize = version >= 1 ? (buffer[at + 1] ?? 0) & 15 : 0;
  at += 2;
  const idSize = version < 2 ? 2 : 4;
  const count = readSized(buffer, at, idSize);
  at += idSize;
  for (let i = 0; i < count && at < iloc.end; i += 1) {
    const id = readSized(buffer, at, idSize);
    at += idSize;
    const construction = version >= 1 ? buffer.readUInt16BE(at) & 15 : 0;
    if (version >= 1) at += 2;
    at += 2;
    const base = readSized(buffer, at, baseSize);
    at += baseSize;
    const extents = buffer.readUInt16BE(at);
    at += 2;
    for (let e = 0; e < extents; e += 1) {
      at += indexSize;
      const offset = readSized(buffer, at, offsetSize);
      const length = readSized(buffer, at + offsetSize, lengthSize);
      at += offsetSize + lengthSize;
      if (id === exifId && e === 0 && construction === 0) {
        const start = base + offset;
        return { start, end: length === 0 ? buffer.length : Math.min(buffer.length, start + length) };
      }
    }
  }
  return undefined;
}

/**
 * The Orientation tag (0x0112) of IFD0 in the file's Exif item, or 1. The item starts with the offset of its
 * TIFF header (after an optional 'Exif\0\0'), as ISO/IEC 23008-12 says.
 */
function exifOrientation(buffer: Buffer): number {
  try {
    const item = exifItem(buffer);
    if (!item) return 1;
    const tiff = item.start + 4 + buffer.readUInt32BE(item.start);
    const order = buffer.toString('latin1', tiff, tiff + 2);
    if (order !== 'II' && order !== 'MM') return 1;
    const little = order === 'II';
    const u16 = (offset: number) => (little ? buffer.readUInt16LE(offset) : buffer.readUInt16BE(offset));
    const u32 = (offset: number) => (little ? buffer.readUInt32LE(offset) : buffer.readUInt32BE(offset));
    if (u16(tiff + 2) !== 42) return 1;
    const ifd = tiff + u32(tiff + 4);
    const count = u16(ifd);
    for (let i = 0; i < count; i += 1) {
      const entry = ifd + 2 + i * 12;
      if (entry + 12 > item.end) return 1;
      if (u16(entry) === 0x0112) {
        const value = u16(entry + 8);
        return value >= 1 && value <= 8 ? value : 1;
      }
    }
    return 1;
  } catch {
    // A field read past the end of the file: no usable Exif item.
    return 1;
  }
}

/**
 * Runs HEIC work one at a time in this process: one decoded photo (up to 50 MP, 200 MB of RGBA) and
 * libheif's heap at a time, whatever the number of uploads.
 */
let queue: Promise<unknown> = Promise.resolve();
export function oneHeicAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work);
  queue = run.catch(() => undefined);
  return run;
}
