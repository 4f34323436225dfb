import { describe, expect, it } from 'vitest';
import { suggestSlug } from './suggest-slug';

describe('suggestSlug', () => {
  it.each([
    ['Raka Dewi', 'raka-dewi'],
    ['  Dewi & Raka!  ', 'dewi-raka'],
    ['Sayang Ñoño', 'sayang-nono'],
    ['raka-dewi', 'raka-dewi'],
    ['---', ''],
    ['a'.repeat(39) + ' b', 'a'.repeat(39)],
  ])('%s → %s', (typed, slug) => {
    expect(suggestSlug(typed)).toBe(slug);
  });
});
