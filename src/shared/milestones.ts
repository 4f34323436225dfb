// Milestones of the days of love (decision 027): pure calendar arithmetic on YYYY-MM-DD strings, shared
// by the server (which computes the list) and the counter page (which counts down to the next one).
// No zod here, and nothing imported but the shared constants: the recipient's page bundle takes this file as it is.

export { MILESTONE_TIME_ZONE } from './constants.js';
/** How many computed milestones still to come the list carries (every reached one is always listed). */
export const MILESTONE_UPCOMING_COMPUTED = 3;
/** Day counts that are milestones; after the last, every further 1000 days (2000, 3000…). */
const DAY_MARKS = [100, 365, 500, 1000] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MilestoneTitles {
  days: (count: number) => string;
  years: (count: number) => string;
}

export interface ComputedMilestone {
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** Days from the start date to `date`. */
  days: number;
  /** `date` is today or earlier. */
  reached: boolean;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function parts(iso: string): [number, number, number] {
  const [year, month, day] = iso.split('-').map(Number);
  return [year ?? 0, month ?? 1, day ?? 1];
}

function fromUtc(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** One date format per zone, made on its first use: the days counter asks every second, and making one costs more than using it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) that `now` falls on in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  const found = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  return `${found.year}-${found.month}-${found.day}`;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / DAY_MS);
}

export function addDays(iso: string, count: number): string {
  const [year, month, day] = parts(iso);
  return fromUtc(new Date(Date.UTC(year, month - 1, day + count)));
}

/** The same day `count` years on; a 29 February start falls on 28 February in common years. */
export function addYears(iso: string, count: number): string {
  const [year, month, day] = parts(iso);
  const lastDay = new Date(Date.UTC(year + count, month, 0)).getUTCDate();
  return fromUtc(new Date(Date.UTC(year + count, month - 1, Math.min(day, lastDay))));
}

/**
 * The computed milestones of a start date: 100, 365, 500 and 1000 days, every 1000 days after, and each
 * yearly anniversary. Every reached one is listed, then the next `upcoming` ones; sorted by date. Where a
 * day count and an anniversary fall on the same date (365 days and one year, without a 29 February
 * between), the anniversary is kept.
 */
export function computedMilestones(
  start: string,
  today: string,
  titles: MilestoneTitles,
  upcoming: number = MILESTONE_UPCOMING_COMPUTED,
): ComputedMilestone[] {
  // An anniversary a year is enough to have `upcoming` ones after today within `upcoming` + 1 years.
  const from = start > today ? start : today;
  const horizon = addYears(from, upcoming + 1);
  const byDate = new Map<string, { title: string; date: string }>();
  for (let n = 0; ; n += 1) {
    const count = n < DAY_MARKS.length ? DAY_MARKS[n]! : (n - DAY_MARKS.length + 2) * 1000;
    const date = addDays(start, count);
    if (date > horizon) break;
    byDate.set(date, { title: titles.days(count), date });
  }
  for (let year = 1; ; year += 1) {
    const date = addYears(start, year);
    if (date > horizon) break;
    byDate.set(date, { title: titles.years(year), date });
  }
  const all = [...byDate.values()]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((m) => ({ ...m, days: daysBetween(start, m.date), reached: m.date <= today }));
  const reached = all.filter((m) => m.reached);
  return [...reached, ...all.filter((m) => !m.reached).slice(0, upcoming)];
}
