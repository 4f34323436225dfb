import { describe, expect, it } from 'vitest';
import { storageUrl } from './storage-url';

describe('storageUrl', () => {
  it('encodes each segment and keeps the folders', () => {
    expect(storageUrl('gallery/a b#1.webp')).toBe('/storage/gallery/a%20b%231.webp');
  });
  it('ignores leading slashes', () => {
    expect(storageUrl('//music/x.mp3')).toBe('/storage/music/x.mp3');
  });
});
