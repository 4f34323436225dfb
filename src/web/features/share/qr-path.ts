import { encode } from 'uqr';

// A QR code as one SVG path: each dark module is a 1x1 square in a grid that already holds the quiet zone.

export interface QrDrawing {
  /** Width and height of the grid, quiet zone included. */
  size: number;
  /** One `M x y h1 v1 h-1 z` square per dark module. */
  path: string;
}

/** Medium error correction: a printed card survives a crease or a smudge. Four modules of quiet zone, as the standard asks. */
export function qrDrawing(text: string): QrDrawing {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  return { size, path: modulesPath(data) };
}

export function modulesPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return parts.join('');
}
