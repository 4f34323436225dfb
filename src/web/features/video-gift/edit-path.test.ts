import { describe, expect, it } from 'vitest';
import { editVideoGiftPath, parseGiftId } from './edit-path';

describe('the video gift editor address', () => {
  it('names the record to edit, or none to create one', () => {
    expect(editVideoGiftPath(7)).toBe('/edit-video-gift?id=7');
    expect(editVideoGiftPath(null)).toBe('/edit-video-gift');
    expect(editVideoGiftPath(undefined)).toBe('/edit-video-gift');
  });

  it('reads only a positive whole id', () => {
    expect(parseGiftId('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '1e3', '99999999999999999999']) expect(parseGiftId(bad)).toBeUndefined();
  });
});
