import { describe, expect, it } from 'vitest';
import { formatTime, mayPlayMusic } from './play-rule';

describe('mayPlayMusic', () => {
  it('plays after the PIN on the recipient pages', () => {
    for (const pathname of ['/days-of-love', '/features', '/gallery', '/folder/3', '/games/quiz', '/main-gift', '/coupon']) {
      expect(mayPlayMusic({ pathname, isPin: 'true' })).toBe(true);
    }
  });

  it('stays quiet before the PIN', () => {
    expect(mayPlayMusic({ pathname: '/features', isPin: null })).toBe(false);
    expect(mayPlayMusic({ pathname: '/features', isPin: 'false' })).toBe(false);
    expect(mayPlayMusic({ pathname: '/features', isPin: 'TRUE' })).toBe(false);
  });

  it('stays quiet on the pages with their own sound and the editor pages, with or without a trailing slash', () => {
    for (const pathname of [
      '/love-typing',
      '/video-gift',
      '/edit-opening',
      '/edit-date-input2',
      '/edit-pages',
      '/edit-features',
      '/edit-pages/',
    ]) {
      expect(mayPlayMusic({ pathname, isPin: 'true' })).toBe(false);
    }
  });

  it('stops on the opening and PIN pages, which lock the gift again', () => {
    expect(mayPlayMusic({ pathname: '/', isPin: 'true' })).toBe(false);
    expect(mayPlayMusic({ pathname: '/date-input2', isPin: 'true' })).toBe(false);
  });
});

describe('formatTime', () => {
  it('reads minutes and seconds', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(65.9)).toBe('1:05');
    expect(formatTime(600)).toBe('10:00');
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});
