import { describe, expect, it } from 'vitest';
import { addDays, addYears, computedMilestones, daysBetween, todayIn } from './milestones.js';

// The milestones of the days of love (decision 027), as the list and the counter page read them: the calendar
// arithmetic on YYYY-MM-DD, and which milestones the list carries.

const titles = { days: (n: number) => `D${n}`, years: (n: number) => `Y${n}` };
const short = (list: ReturnType<typeof computedMilestones>) => list.map((m) => `${m.title} ${m.date} ${m.days}${m.reached ? ' ✓' : ''}`);

describe('the milestones’ calendar', () => {
  it('takes the date in the zone, not in UTC', () => {
    expect(todayIn('Asia/Jakarta', new Date(Date.UTC(2024, 11, 31, 16, 59, 59)))).toBe('2024-12-31');
    expect(todayIn('Asia/Jakarta', new Date(Date.UTC(2024, 11, 31, 17)))).toBe('2025-01-01');
    expect(todayIn('America/New_York', new Date(Date.UTC(2025, 0, 1, 3)))).toBe('2024-12-31');
  });

  it('adds days and years across a month’s and a year’s end, a 29 February falling on 28 February', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('0999-01-01', 0)).toBe('0999-01-01');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2024-01-31', -1)).toBe('2023-01-31');
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2024-03-01', '2024-02-28')).toBe(-2);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });
});

describe('the computed milestones', () => {
  it('a start today: the next three, 365 days and a year apart in a leap year', () => {
    expect(short(computedMilestones('2024-01-01', '2024-01-01', titles))).toEqual([
      'D100 2024-04-10 100',
      'D365 2024-12-31 365',
      'Y1 2025-01-01 366',
    ]);
  });

  it('a milestone on today is reached', () => {
    expect(short(computedMilestones('2024-01-01', '2024-04-10', titles, 1))).toEqual(['D100 2024-04-10 100 ✓', 'D365 2024-12-31 365']);
  });

  it('every reached one, then the next ones; the anniversary kept where 365 days falls on it', () => {
    expect(short(computedMilestones('2020-02-29', '2023-03-01', titles, 2))).toEqual([
      'D100 2020-06-08 100 ✓',
      'Y1 2021-02-28 365 ✓',
      'D500 2021-07-13 500 ✓',
      'Y2 2022-02-28 730 ✓',
      'D1000 2022-11-25 1000 ✓',
      'Y3 2023-02-28 1095 ✓',
      'Y4 2024-02-29 1461',
      'Y5 2025-02-28 1826',
    ]);
  });

  it('every 1000 days after the thousandth', () => {
    expect(short(computedMilestones('2019-01-01', '2024-06-01', titles, 1)).slice(-2)).toEqual([
      'Y5 2024-01-01 1826 ✓',
      'D2000 2024-06-23 2000',
    ]);
    expect(short(computedMilestones('2010-01-01', '2018-03-01', titles, 1)).filter((m) => m.startsWith('D'))).toEqual([
      'D100 2010-04-11 100 ✓',
      'D500 2011-05-16 500 ✓',
      'D1000 2012-09-27 1000 ✓',
      'D2000 2015-06-24 2000 ✓',
      'D3000 2018-03-20 3000',
    ]);
  });

  it('a start still to come counts from the start', () => {
    expect(short(computedMilestones('2025-01-01', '2024-01-01', titles, 1))).toEqual(['D100 2025-04-11 100']);
  });
});
