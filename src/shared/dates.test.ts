import { describe, expect, it } from 'vitest';
import { daysTogether, formatDateTime, isValidDdmmyy, isValidIsoDate } from './dates.js';

describe('dates', () => {
  it('checks DDMMYY as a real day', () => {
    expect(isValidDdmmyy('020222')).toBe(true);
    expect(isValidDdmmyy('290224')).toBe(true);
    expect(isValidDdmmyy('290223')).toBe(false);
    expect(isValidDdmmyy('001322')).toBe(false);
    expect(isValidDdmmyy('02022')).toBe(false);
  });

  it('checks YYYY-MM-DD as a real day', () => {
    expect(isValidIsoDate('2021-11-14')).toBe(true);
    expect(isValidIsoDate('2021-02-29')).toBe(false);
    expect(isValidIsoDate('14-11-2021')).toBe(false);
  });

  it('formats dd-mm-yyyy hh:mm:ss', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 7, 8, 9))).toBe('05-01-2024 07:08:09');
  });

  it('counts whole days between start and now, minus 1 (docs/product.md §9)', () => {
    const start = new Date(2024, 0, 1, 0, 0, 0);
    expect(daysTogether(start, new Date(2024, 0, 11, 12, 0, 0))).toBe(9);
    expect(daysTogether(start, new Date(2024, 0, 1, 23, 59, 59))).toBe(-1);
  });
});
