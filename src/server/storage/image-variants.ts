import fs from 'node:fs/promises';
import type { Sharp } from 'sharp';
import { GALLERY_DISPLAY_LONG_SIDE, GALLERY_PLACEHOLDER_WIDTH, GALLERY_THUMB_LONG_SIDE } from '../../shared/constants.js';
import { openImage, type ImageInput } from './image-normalizer.js';
import { loadSharp } from './load-sharp.js';
import type { SniffedType } from './magic-bytes.js';

/** A file made from an upload next to the kept copy (a thumbnail, a display size), still in the temp folder. */
interface DerivedImage {
  /** Short name, e.g. 'thumb'; the store files it under `${field}.${name}`. */
  name: string;
  path: string;
  size: number;
  mime: SniffedType;
}

/** What an image kind's processing wrote: the kept copy at the output path, and what came with it. */
export interface ProcessedImage {
  mime: SniffedType;
  width: number;
  height: number;
  /** A tiny blurred image as a data URI, shown while the real one loads. */
  placeholder?: string;
  derived?: DerivedImage[];
}

/**
 * Replaces the default normalisation for one media kind. Must write the kept copy to `output`,
 * and on failure remove every derived file it made (the store removes `output`).
 */
export type ImageProcessor = (input: ImageInput, output: string, type: SniffedType) => Promise<ProcessedImage>;

/** Names of the derived files of a gallery photo, as filed by the store (`photo.thumb`, `photo.display`). */
type PhotoVariant = 'thumb' | 'display';

// Measured on 12 MP photos (scripts/bench-gallery.ts), CPU time per step:
// - Huffman optimisation makes the full-size decode and encode ~290 ms instead of ~140 ms to save ~7 %
//   of a file that is only downloaded; it is off.
// - libwebp effort 1 encodes the 1600 px size in ~75 ms against ~230 ms at the default 4, for ~8 % more
//   bytes; the thumbnail, which every grid visit loads, keeps the default effort.
const FULL_JPEG = { quality: 88, optimiseCoding: false };
const DISPLAY_WEBP = { quality: 75, effort: 1 };
const THUMB_WEBP = { quality: 70 };
const PLACEHOLDER_WEBP = { quality: 50 };

const inside = (side: number) => ({ width: side, height: side, fit: 'inside' as const, withoutEnlargement: true });

/**
 * A gallery photo becomes a full-size JPEG (the download; a WebP upload is converted), a WebP display
 * size (1600 px long side) and a WebP thumbnail (480 px), none carrying metadata, plus its size and a
 * 16 px blurred placeholder. EXIF orientation is applied to all of them.
 *
 * The full-size decode and a downscaled decode (JPEG and WebP shrink on load) run side by side on the
 * thread pool, so a 12 MP photo costs about one full decode and encode rather than two. The full decode
 * with failOn 'error' refuses truncated files; both refuse more than MAX_INPUT_PIXELS. A HEIC photo arrives
 * decoded (heic-image.ts) and takes the same steps.
 */
export const processGalleryPhoto: ImageProcessor = async (input, output) => {
  const open = () => openImage(input);
  const paths = { thumb: `${output}.thumb`, display: `${output}.display` } satisfies Record<PhotoVariant, string>;

  const full = open().then((image) => image.flatten({ background: '#ffffff' }).jpeg(FULL_JPEG).toFile(output));
  const smaller = open().then((image) => writeSmallerSizes(image, paths));
  const [fullResult, smallerResult] = await Promise.allSettled([full, smaller]);
  if (fullResult.status === 'rejected' || smallerResult.status === 'rejected') {
    await Promise.all(Object.values(paths).map((p) => fs.rm(p, { force: true })));
    throw fullResult.status === 'rejected' ? fullResult.reason : (smallerResult as PromiseRejectedResult).reason;
  }
  const { thumb, display, placeholder } = smallerResult.value;
  return {
    mime: 'image/jpeg',
    width: fullResult.value.width,
    height: fullResult.value.height,
    placeholder,
    derived: [
      { name: 'thumb', path: paths.thumb, size: thumb.size, mime: 'image/webp' },
      { name: 'display', path: paths.display, size: display.size, mime: 'image/webp' },
    ],
  };
};

/** One downscaled decode feeds the display size, the thumbnail and the placeholder. */
async function writeSmallerSizes(image: Sharp, paths: Record<PhotoVariant, string>) {
  const { data, info } = await image.resize(inside(GALLERY_DISPLAY_LONG_SIDE)).raw().toBuffer({ resolveWithObject: true });
  const sharp = await loadSharp();
  const fromRaw = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const [display, thumb, tiny] = await Promise.all([
    fromRaw().webp(DISPLAY_WEBP).toFile(paths.display),
    fromRaw().resize(inside(GALLERY_THUMB_LONG_SIDE)).webp(THUMB_WEBP).toFile(paths.thumb),
    fromRaw().resize(inside(GALLERY_PLACEHOLDER_WIDTH)).blur(0.6).webp(PLACEHOLDER_WEBP).toBuffer(),
  ]);
  return { display, thumb, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` };
}
