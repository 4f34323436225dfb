import { describe, expect, it } from 'vitest';
import { modulesPath, qrDrawing } from './qr-path';

describe('modulesPath', () => {
  it('draws one unit square per dark module, at its column and row', () => {
    expect(
      modulesPath([
        [true, false],
        [false, true],
      ]),
    ).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
    expect(modulesPath([[false]])).toBe('');
  });
});

describe('qrDrawing', () => {
  it('keeps a four-module quiet zone around the code', () => {
    const { size, path } = qrDrawing('https://kita.example/?k=abc');
    // Version 2 or more for this length: 25 modules plus 2 x 4 of quiet zone at least.
    expect(size).toBeGreaterThanOrEqual(33);
    expect(path).not.toMatch(/M[0-3] /);
    expect(path).not.toMatch(/M\d+ [0-3]h/);
  });
});
