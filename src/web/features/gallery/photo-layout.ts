import { GALLERY_DISPLAY_LONG_SIDE, GALLERY_THUMB_LONG_SIDE } from '@shared/constants';

// How a photo sits in the grid: its box is reserved from the stored dimensions before any byte arrives
// (the grid never shifts), and the browser picks the thumbnail or the display size for the tile's width.

/** Tile widths of the 2/3/4-column grid (base, md, lg; SPEC.md §9), inside a page at most 72rem wide. */
export const PHOTO_GRID_SIZES = '(min-width: 1024px) min(18rem, 25vw), (min-width: 768px) 33vw, 50vw';

/**
 * The tile's width/height ratio from the stored dimensions, held between 2:3 and 3:2 so a panorama or a
 * tall screenshot keeps the grid even (the image covers the box). Square when the size is unknown.
 */
export const TILE_RATIO_MIN = 2 / 3;
export const TILE_RATIO_MAX = 3 / 2;

export function tileRatio(width: number | null, height: number | null): number {
  if (!width || !height || width <= 0 || height <= 0) return 1;
  return Math.min(TILE_RATIO_MAX, Math.max(TILE_RATIO_MIN, width / height));
}

interface Sized {
  width: number | null;
  height: number | null;
}

/** The width a stored variant has, from the original size and the variant's longest side. */
export function variantWidth({ width, height }: Sized, longSide: number): number {
  if (!width || !height) return longSide;
  const scale = Math.min(1, longSide / Math.max(width, height));
  return Math.max(1, Math.round(width * scale));
}

/** srcset of the thumbnail (~480 px) and display size (~1600 px), each with its real width. */
export function photoSrcSet(photo: Sized, thumbUrl: string, displayUrl: string): string {
  const thumb = variantWidth(photo, GALLERY_THUMB_LONG_SIDE);
  const display = variantWidth(photo, GALLERY_DISPLAY_LONG_SIDE);
  // A small original yields one size: listing it twice would only confuse the choice.
  if (display <= thumb) return `${thumbUrl} ${thumb}w`;
  return `${thumbUrl} ${thumb}w, ${displayUrl} ${display}w`;
}
