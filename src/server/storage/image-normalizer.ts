import type { Sharp } from 'sharp';
import type { DecodedImage } from './heic-image.js';
import { loadSharp } from './load-sharp.js';
import type { SniffedType } from './magic-bytes.js';

/** Larger images are refused as decompression bombs: 50 MP covers every phone camera. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** An upload to process: a file sharp decodes itself, or a HEIC another library decoded to a TIFF. */
export type ImageInput = string | DecodedImage;

/** sharp's rotations and mirrors for EXIF orientations 2-8 (rotation first, as sharp applies them). */
const ORIENT: Record<number, (image: Sharp) => Sharp> = {
  2: (image) => image.flop(),
  3: (image) => image.rotate(180),
  4: (image) => image.flip(),
  5: (image) => image.rotate(90).flop(),
  6: (image) => image.rotate(90),
  7: (image) => image.rotate(270).flop(),
  8: (image) => image.rotate(270),
};

/**
 * The image opened in sharp and turned upright (EXIF orientation), refusing more than MAX_INPUT_PIXELS;
 * a file is decoded with failOn 'error', so a truncated one fails.
 */
export async function openImage(input: ImageInput, animated = false): Promise<Sharp> {
  const sharp = await loadSharp();
  if (typeof input === 'string') return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated }).rotate();
  const image = sharp(input.path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const { orientation } = input;
  return ORIENT[orientation]?.(image) ?? image;
}

/**
 * Decodes the whole image (so a truncated or corrupt file fails here), applies EXIF orientation
 * and writes a fresh copy without any metadata (GPS, camera). JPEG and WebP keep their format, a HEIC
 * photo becomes a JPEG; other image types become WebP.
 */
export async function normalizeImage(
  input: ImageInput,
  output: string,
  type: SniffedType,
): Promise<{ mime: SniffedType; width: number; height: number }> {
  const image = await openImage(input, type === 'image/gif');
  const jpeg = type === 'image/jpeg' || type === 'image/heic';
  const encoded = jpeg ? image.jpeg({ quality: 88 }) : image.webp({ quality: 88 });
  const info = await encoded.toFile(output);
  return { mime: jpeg ? 'image/jpeg' : 'image/webp', width: info.width, height: info.height };
}
