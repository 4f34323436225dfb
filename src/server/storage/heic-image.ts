/// <reference path="../heic-decode.d.ts" />
import fs from 'node:fs/promises';

// HEIC/HEIF photos (iPhones) are decoded with heic-decode, libheif's WebAssembly build (decision 042): sharp's
// prebuilt libvips reads HEIF only with AV1 inside (AVIF), not HEVC. The decoded pixels then go through the
// same sharp steps as any other photo (image-normalizer.ts, image-variants.ts).

/** Pixels another decoder made, ready for sharp's raw input: RGBA, and the EXIF orientation still to apply. */
export interface DecodedImage {
  data: Uint8Array;
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

type DecodeAll = (typeof import('heic-decode'))['default']['all'];

// libheif (about 1.5 MB of WebAssembly) is loaded at the first HEIC, not at start (decision 021).
let loading: Promise<DecodeAll> | undefined;
const loadDecoder = (): Promise<DecodeAll> => {
  loading ??= import('heic-decode').then((module) => module.default.all);
  return loading;
};

/** The major brands heic-decode checks for itself; a file with another HEIC brand is shown to it as 'heic'. */
const DECODER_BRANDS = new Set(['mif1', 'msf1', 'heic', 'heix', 'hevc', 'hevx']);

/**
 * Decodes the first (primary) image of a HEIC file, refusing more than `maxPixels` before any pixel is
 * decoded. HEIF's own rotation and mirror boxes are applied by libheif; an EXIF orientation is reported
 * for the caller to apply only when the file has neither (as heif-enc writes a JPEG's EXIF).
 */
export async function decodeHeic(filePath: string, maxPixels: number): Promise<DecodedImage> {
  const buffer = await fs.readFile(filePath);
  if (buffer.length < 12 || !DECODER_BRANDS.has(buffer.toString('latin1', 8, 12))) buffer.write('heic', 8, 'latin1');
  const decodeAll = await loadDecoder();
  let images: Awaited<ReturnType<DecodeAll>>;
  try {
    images = await decodeAll({ buffer });
  } catch (error) {
    throw new BrokenHeicError(String(error));
  }
  try {
    const primary = images[0];
    if (!primary) throw new BrokenHeicError('no image');
    if (primary.width * primary.height > maxPixels) throw new HeicTooLargeError();
    const decoded = await primary.decode().catch((error: unknown) => {
      throw new BrokenHeicError(String(error));
    });
    const orientation = hasOwnTransform(buffer) ? 1 : exifOrientation(buffer);
    const data = new Uint8Array(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength);
    return { data, width: decoded.width, height: decoded.height, orientation };
  } finally {
    images.dispose();
  }
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

/**
 * The Orientation tag (0x0112) of IFD0 in the file's Exif block ('Exif\0\0' then a TIFF header), or 1.
 * The block sits in an item of the file; it is found by its signature rather than through iinf/iloc.
 */
function exifOrientation(buffer: Buffer): number {
  for (let at = buffer.indexOf('Exif\0\0', 0, 'latin1'); at >= 0; at = buffer.indexOf('Exif\0\0', at + 1, 'latin1')) {
    const tiff = at + 6;
    const order = buffer.toString('latin1', tiff, tiff + 2);
    if (order !== 'II' && order !== 'MM') continue;
    const little = order === 'II';
    const u16 = (offset: number) => (little ? buffer.readUInt16LE(offset) : buffer.readUInt16BE(offset));
    const u32 = (offset: number) => (little ? buffer.readUInt32LE(offset) : buffer.readUInt32BE(offset));
    try {
      if (u16(tiff + 2) !== 42) continue;
      const ifd = tiff + u32(tiff + 4);
      const count = u16(ifd);
      for (let i = 0; i < count; i += 1) {
        const entry = ifd + 2 + i * 12;
        if (u16(entry) === 0x0112) {
          const value = u16(entry + 8);
          return value >= 1 && value <= 8 ? value : 1;
        }
      }
      return 1;
    } catch {
      // A read past the end: not a usable Exif block.
      continue;
    }
  }
  return 1;
}

/**
 * Runs HEIC work one at a time in this process: one decoded photo (up to 50 MP, 200 MB of RGBA) and
 * libheif's heap at a time, whatever the number of uploads (decision 042).
 */
let queue: Promise<unknown> = Promise.resolve();
export function oneHeicAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work);
  queue = run.catch(() => undefined);
  return run;
}
