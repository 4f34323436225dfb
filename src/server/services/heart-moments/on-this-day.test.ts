import { describe, expect, it } from 'vitest';
import { dayRange, midnightIn, pastDaysOf } from './on-this-day.js';

// The days of past years that are "this day" (docs/product.md §29), counted as the milestones' anniversaries are
// (decision 027), and a day of the gift's calendar as UTC instants.

describe('pastDaysOf', () => {
  it('lists the same day of each past year, newest first, down to the earliest year', () => {
    expect(pastDaysOf('2026-12-07', 2023)).toEqual([
      { day: '2025-12-07', years: 1 },
      { day: '2024-12-07', years: 2 },
      { day: '2023-12-07', years: 3 },
    ]);
    expect(pastDaysOf('2026-12-07', 2026)).toEqual([]);
    expect(pastDaysOf('2026-12-07', Number.POSITIVE_INFINITY)).toEqual([]);
  });

  it('remembers a 29 February on 28 February of a common year, and on 29 February only in a leap year', () => {
    expect(pastDaysOf('2025-02-28', 2023)).toEqual([
      { day: '2024-02-28', years: 1 },
      { day: '2024-02-29', years: 1 },
      { day: '2023-02-28', years: 2 },
    ]);
    expect(pastDaysOf('2028-02-29', 2023)).toEqual([{ day: '2024-02-29', years: 4 }]);
    expect(pastDaysOf('2028-02-28', 2027)).toEqual([{ day: '2027-02-28', years: 1 }]);
  });
});

describe('a day of the gift’s calendar in UTC', () => {
  it('starts at midnight in Jakarta, seven hours before UTC’s', () => {
    expect(midnightIn('2025-12-07', 'Asia/Jakarta')).toBe('2025-12-06T17:00:00.000Z');
    expect(dayRange('2025-12-31', 'Asia/Jakarta')).toEqual({ from: '2025-12-30T17:00:00.000Z', to: '2025-12-31T17:00:00.000Z' });
  });

  it('follows a change of offset on the day itself', () => {
    // Berlin's clocks went forward on 30 March 2025: a 23-hour day.
    expect(dayRange('2025-03-30', 'Europe/Berlin')).toEqual({ from: '2025-03-29T23:00:00.000Z', to: '2025-03-30T22:00:00.000Z' });
  });
});
