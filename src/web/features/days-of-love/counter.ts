import { DAYS_OF_LOVE_DEFAULT_DATE } from '@shared/constants';
import { daysTogether, formatDate, formatDateTime, isValidIsoDate } from '@shared/dates';

// The days-of-love counter (docs/product.md §9): whole days between the start date and now, minus 1, and the
// current date-time as dd-mm-yyyy hh:mm:ss, both recomputed every second.

/** YYYY-MM-DD → local midnight of that day; an unusable value gives the default start date. */
export function parseStartDate(value: string | null | undefined): Date {
  const iso = value && isValidIsoDate(value) ? value : DAYS_OF_LOVE_DEFAULT_DATE;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

export interface CounterView {
  /** Days together; never below 0 (a start today or in the future shows 0, not -1). */
  days: number;
  /** The start date, dd-mm-yyyy. */
  since: string;
  /** Now, dd-mm-yyyy hh:mm:ss. */
  now: string;
}

export function counterView(start: Date, now: Date): CounterView {
  return {
    days: Math.max(0, daysTogether(start, now)),
    since: formatDate(start),
    now: formatDateTime(now),
  };
}

/** Milliseconds until the next whole second, so the clock ticks with the seconds. */
export function msToNextSecond(now: number): number {
  return 1000 - (((now % 1000) + 1000) % 1000);
}
