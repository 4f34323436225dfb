import { describe, expect, it } from 'vitest';
import { selectedFeatureList } from './feature-selection';

describe('selectedFeatureList', () => {
  it('keeps gift first and the checked features in menu order', () => {
    expect(selectedFeatureList(new Set(['letter', 'gallery']))).toEqual(['gift', 'gallery', 'letter']);
  });

  it('keeps gift even when nothing is checked, and never twice', () => {
    expect(selectedFeatureList(new Set())).toEqual(['gift']);
    expect(selectedFeatureList(new Set(['gift', 'todo']))).toEqual(['gift', 'todo']);
  });
});
