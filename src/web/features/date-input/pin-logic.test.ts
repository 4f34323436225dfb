import { describe, expect, it } from 'vitest';
import { isReadyToCheck, meterFill, sanitizePin } from './pin-logic';

describe('PIN entry (docs/product.md §4, §5)', () => {
  it('keeps only digits, at most 8', () => {
    expect(sanitizePin('02-02-22')).toBe('020222');
    expect(sanitizePin('ab1 2c3')).toBe('123');
    expect(sanitizePin('１２3')).toBe('3');
    expect(sanitizePin('1234567890')).toBe('12345678');
    expect(sanitizePin('')).toBe('');
  });

  it('is checked at exactly 6 digits', () => {
    expect(isReadyToCheck('12345')).toBe(false);
    expect(isReadyToCheck('123456')).toBe(true);
    expect(isReadyToCheck('1234567')).toBe(false);
  });

  it('fills the meter up to its 6 segments', () => {
    expect(meterFill(0)).toBe(0);
    expect(meterFill(4)).toBe(4);
    expect(meterFill(8)).toBe(6);
  });
});
