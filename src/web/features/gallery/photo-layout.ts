import { GALLERY_THUMB_LONG_SIDE } from '@shared/constants';

// How a photo sits in the grid: its box is reserved from the stored dimensions before any byte arrives
// (the grid never shifts), and the tile loads the thumbnail (the large view loads the display size).

/** Tile widths of the 2/3/4-column grid (base, md, lg; docs/product.md §9), inside a page at most 72rem wide. */
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

/**
 * srcset of a grid tile: the thumbnail only, with its real width. A tile is at most 18rem wide, so the
 * ~480 px thumbnail covers 2.5x on a phone's half-width tile; offering the ~1600 px display size too made
 * every 2x and 3x screen fetch it for the grid (measured: 5-10x the bytes). The large view loads it.
 */
export function tileSrcSet(photo: Sized, thumbUrl: string): string {
  return `${thumbUrl} ${variantWidth(photo, GALLERY_THUMB_LONG_SIDE)}w`;
}
