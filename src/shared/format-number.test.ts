import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number.js';

describe('formatNumber', () => {
  it.each([
    [0, 0, '0', '0'],
    [7, 0, '7', '7'],
    [999, 0, '999', '999'],
    [1000, 0, '1.000', '1,000'],
    [2000, 0, '2.000', '2,000'],
    [1234567, 0, '1.234.567', '1,234,567'],
    [0.04, 1, '0,0', '0.0'],
    [0.05, 1, '0,1', '0.1'],
    [1.25, 1, '1,3', '1.3'],
    [1.005, 2, '1,01', '1.01'],
    [1234.56, 1, '1.234,6', '1,234.6'],
    [512, 1, '512,0', '512.0'],
    [-1234.5, 1, '-1.234,5', '-1,234.5'],
    [-0.01, 1, '0,0', '0.0'],
  ])('%d with %d digits: %s in Indonesian, %s in English', (value, digits, id, en) => {
    expect(formatNumber(value, 'id', digits)).toBe(id);
    expect(formatNumber(value, 'en', digits)).toBe(en);
  });

  it('writes what Intl writes, for the storage figures the hub shows', () => {
    for (const bytes of [0, 1, 52_428, 524_288, 1_048_576, 3_670_016, 104_857_600, 523_239_424, 1_073_741_824, 5_368_709_120]) {
      const mb = bytes / 1_048_576;
      const options = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
      expect(formatNumber(mb, 'id', 1)).toBe(mb.toLocaleString('id-ID', options));
      expect(formatNumber(mb, 'en', 1)).toBe(mb.toLocaleString('en-US', options));
      expect(formatNumber(Math.round(mb), 'id')).toBe(Math.round(mb).toLocaleString('id-ID'));
    }
  });
});
