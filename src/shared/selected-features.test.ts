import { describe, expect, it } from 'vitest';
import { parseSelectedFeatures } from './selected-features.js';

describe('parseSelectedFeatures', () => {
  it('reads the known ids in their order', () => {
    expect(parseSelectedFeatures('["gift","games","gallery"]')).toEqual(['gift', 'games', 'gallery']);
    expect(parseSelectedFeatures('[]')).toEqual([]);
  });

  it('shows nothing for bad JSON, a non-list or an unknown id', () => {
    for (const value of ['', '{', '"gallery"', '{"0":"gallery"}', '["gallery","shop"]', '["gallery",1]']) {
      expect(parseSelectedFeatures(value), value).toEqual([]);
    }
  });
});
