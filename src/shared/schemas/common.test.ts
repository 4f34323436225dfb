import { describe, expect, it } from 'vitest';
import { idParams, recordId } from './common.js';

describe('recordId', () => {
  it.each(['0x1', '1e0', '+1', '01', ' 1', '1 ', '0', '-1', '1.0', '', '9999999999999999'])('refuses %j', (text) => {
    expect(idParams.safeParse({ id: text }).success).toBe(false);
  });

  it('reads strict decimal text and whole numbers', () => {
    expect(idParams.parse({ id: '42' })).toEqual({ id: 42 });
    expect(recordId.parse(7)).toBe(7);
    expect(recordId.safeParse(1.5).success).toBe(false);
    expect(recordId.safeParse(0).success).toBe(false);
  });

  it('holds what an integer column holds: 1 to 2147483647, as text or number (decision 056)', () => {
    for (const id of ['1', '999999999', '1000000000', '2147483647', 2147483647]) expect(recordId.safeParse(id).success).toBe(true);
    for (const id of ['2147483648', '2147483650', '2200000000', '9999999999', '1000000000000000', 2147483648, 2 ** 53])
      expect(recordId.safeParse(id).success).toBe(false);
  });
});
