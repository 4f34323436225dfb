import { describe, expect, it } from 'vitest';
import { DAYS_OF_LOVE_DEFAULT_DATE } from '@shared/constants';
import { counterView, msToNextSecond, parseStartDate } from './counter';

describe('days-of-love counter (docs/product.md §9)', () => {
  it('reads the start date as local midnight, falling back to the default', () => {
    expect(parseStartDate('2021-11-14')).toEqual(new Date(2021, 10, 14));
    expect(parseStartDate('2021-02-30')).toEqual(parseStartDate(DAYS_OF_LOVE_DEFAULT_DATE));
    expect(parseStartDate(undefined)).toEqual(new Date(2021, 10, 14));
    expect(parseStartDate('14-11-2021')).toEqual(new Date(2021, 10, 14));
  });

  it('counts whole days between start and now, minus 1', () => {
    const start = new Date(2021, 10, 14);
    expect(counterView(start, new Date(2021, 10, 24, 12, 0, 0)).days).toBe(9);
    // Just before the tenth full day has passed it is still 8.
    expect(counterView(start, new Date(2021, 10, 23, 23, 59, 59)).days).toBe(8);
    expect(counterView(start, new Date(2022, 10, 14, 0, 0, 0)).days).toBe(364);
  });

  it('never shows a negative count', () => {
    const start = new Date(2030, 0, 1);
    expect(counterView(start, new Date(2030, 0, 1, 8)).days).toBe(0);
    expect(counterView(start, new Date(2029, 0, 1)).days).toBe(0);
  });

  it('formats the start as dd-mm-yyyy and now as dd-mm-yyyy hh:mm:ss', () => {
    const view = counterView(new Date(2021, 10, 4), new Date(2025, 0, 9, 7, 5, 3));
    expect(view.since).toBe('04-11-2021');
    expect(view.now).toBe('09-01-2025 07:05:03');
  });

  it('changes every second', () => {
    const start = new Date(2021, 10, 14);
    const a = counterView(start, new Date(2025, 5, 1, 10, 0, 0));
    const b = counterView(start, new Date(2025, 5, 1, 10, 0, 1));
    expect(a.now).not.toBe(b.now);
    expect(b.now).toBe('01-06-2025 10:00:01');
  });

  it('waits until the next whole second', () => {
    expect(msToNextSecond(5000)).toBe(1000);
    expect(msToNextSecond(5250)).toBe(750);
    expect(msToNextSecond(5999)).toBe(1);
  });
});
