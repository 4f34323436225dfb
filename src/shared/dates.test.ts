import { describe, expect, it } from 'vitest';
import { daysTogether, formatDate, formatDateTime, isValidDdmmyy, isValidIsoDate } from './dates.js';

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

describe('dates at their edges', () => {
  it('takes the first and last day of a month and of the years, and refuses month 0, 13 and day 0', () => {
    for (const good of ['010100', '311299', '311224', '011224', '290200']) expect(isValidDdmmyy(good), good).toBe(true);
    for (const bad of ['000124', '010024', '011324', '320124', '310424', ' 01012', '0101240', 'ab0124']) {
      expect(isValidDdmmyy(bad), bad).toBe(false);
    }
    for (const good of ['2024-12-31', '2024-01-01', '2000-02-29']) expect(isValidIsoDate(good), good).toBe(true);
    for (const bad of ['2024-00-10', '2024-13-01', '2024-01-00', '2024-04-31', '1900-02-29', 'x2024-01-01', '2024-01-01x', '2024-1-01']) {
      expect(isValidIsoDate(bad), bad).toBe(false);
    }
  });

  it('writes two digits for each part and the whole year', () => {
    expect(formatDate(new Date(2024, 11, 31))).toBe('31-12-2024');
    expect(formatDateTime(new Date(2024, 9, 15, 23, 59, 58))).toBe('15-10-2024 23:59:58');
  });

  it('counts a day only when it is whole', () => {
    const start = new Date(Date.UTC(2024, 0, 1));
    expect(daysTogether(start, new Date(Date.UTC(2024, 0, 2)))).toBe(0);
    expect(daysTogether(start, new Date(Date.UTC(2024, 0, 3) - 1))).toBe(0);
    expect(daysTogether(start, new Date(Date.UTC(2024, 0, 3)))).toBe(1);
  });
});
