import { describe, expect, it } from 'vitest';
import { dayOfPin, daysTogether, formatDateTime, isFutureDay, isValidDdmmyy, isValidIsoDate, pinOfDay } from './dates.js';

describe('dates', () => {
  it('checks DDMMYY as a real day', () => {
    expect(isValidDdmmyy('020222')).toBe(true);
    expect(isValidDdmmyy('290224')).toBe(true);
    expect(isValidDdmmyy('290223')).toBe(false);
    expect(isValidDdmmyy('001322')).toBe(false);
    expect(isValidDdmmyy('02022')).toBe(false);
  });

  it('reads a PIN as its day, a year after this one’s being of the last century (a birth date)', () => {
    expect(dayOfPin('140223', '2026-06-01')).toBe('2023-02-14');
    expect(dayOfPin('150398', '2026-06-01')).toBe('1998-03-15');
    expect(dayOfPin('310223', '2026-06-01')).toBeUndefined();
  });

  it('writes a day as its PIN from a year on, and knows a day still to come', () => {
    expect(pinOfDay('2023-02-14')).toBe('140223');
    expect(pinOfDay('1998-03-15')).toBe('');
    expect(pinOfDay('1998-03-15', 1900)).toBe('150398');
    expect(pinOfDay('2023-02-30')).toBe('');
    expect(isFutureDay('2026-06-02', '2026-06-01')).toBe(true);
    expect(isFutureDay('2026-06-01', '2026-06-01')).toBe(false);
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
