import { describe, expect, it } from 'vitest';
import { tileRatio, tileSrcSet, variantWidth } from './photo-layout';

describe('tileRatio', () => {
  it('follows the stored dimensions within 2:3 and 3:2', () => {
    expect(tileRatio(4000, 3000)).toBeCloseTo(4 / 3);
    expect(tileRatio(3000, 4000)).toBeCloseTo(3 / 4);
    expect(tileRatio(8000, 1000)).toBeCloseTo(3 / 2);
    expect(tileRatio(1000, 8000)).toBeCloseTo(2 / 3);
  });

  it('is square when the size is unknown', () => {
    expect(tileRatio(null, null)).toBe(1);
    expect(tileRatio(0, 100)).toBe(1);
  });
});

describe('tileSrcSet', () => {
  it('offers the thumbnail with its real width, never the display size', () => {
    expect(variantWidth({ width: 4000, height: 3000 }, 480)).toBe(480);
    expect(variantWidth({ width: 3000, height: 4000 }, 480)).toBe(360);
    expect(tileSrcSet({ width: 4000, height: 3000 }, '/t.webp')).toBe('/t.webp 480w');
    expect(tileSrcSet({ width: 3000, height: 4000 }, '/t.webp')).toBe('/t.webp 360w');
  });

  it('never enlarges a small original, and assumes the full size when none is stored', () => {
    expect(variantWidth({ width: 300, height: 200 }, 1600)).toBe(300);
    expect(tileSrcSet({ width: 300, height: 200 }, '/t.webp')).toBe('/t.webp 300w');
    expect(tileSrcSet({ width: null, height: null }, '/t.webp')).toBe('/t.webp 480w');
  });
});
