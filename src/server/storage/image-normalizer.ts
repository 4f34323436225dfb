import { loadSharp } from './load-sharp.js';
import type { SniffedType } from './magic-bytes.js';

/** Larger images are refused as decompression bombs: 50 MP covers every phone camera. */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decodes the whole image (so a truncated or corrupt file fails here), applies EXIF orientation
 * and writes a fresh copy without any metadata (GPS, camera). JPEG and WebP keep their format;
 * other image types become WebP.
 */
export async function normalizeImage(
  input: string,
  output: string,
  type: SniffedType,
): Promise<{ mime: SniffedType; width: number; height: number }> {
  const sharp = await loadSharp();
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: type === 'image/gif' }).rotate();
  const encoded = type === 'image/jpeg' ? image.jpeg({ quality: 88 }) : image.webp({ quality: 88 });
  const info = await encoded.toFile(output);
  return { mime: type === 'image/jpeg' ? 'image/jpeg' : 'image/webp', width: info.width, height: info.height };
}
