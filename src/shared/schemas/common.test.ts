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
});
