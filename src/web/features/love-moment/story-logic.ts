// The love story's rules (docs/product.md §2, §4): one card flipped at a time; the flipped card un-flips when clicked.
import { daysBetween, MILESTONE_TIME_ZONE, todayIn } from '@shared/milestones';
import { idLoveMoment } from '@/i18n/id-love-moment';

/** The card flipped after a click on `clicked`: the same card again un-flips it, any other flips instead. */
export function nextFlipped(current: number | null, clicked: number): number | null {
  return current === clicked ? null : clicked;
}

/**
 * A stored YYYY-MM-DD as the card shows it, day, month name, year: '14 November 2021', or '14 February 2021' on an
 * English gift (its catalog's month names), as Intl writes them for id-ID and en-GB; anything else as it came. Written
 * out: a page's first use of Intl sets up the browser's locale data inside the task that asks, about 30 ms on this host
 * (decision 099).
 */
export function formatMomentDate(isoDate: string, months: readonly string[] = idLoveMoment.story.months): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // Date.UTC rolls 2021-02-30 over into March: such a date is not a real one.
  if (date.getUTCDate() !== Number(day)) return isoDate;
  return `${Number(day)} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * Whole days until a sealed time capsule opens (decision 028), counted in the gift's calendar
 * (Asia/Jakarta, as the server decides): 1 on the day before; the server opens it on the day itself.
 */
export function daysUntilOpen(opensAt: string, now: Date = new Date()): number {
  return daysUntilOpenFrom(todayIn(MILESTONE_TIME_ZONE, now), opensAt);
}

/** The same, from a given day of the gift's calendar (YYYY-MM-DD). */
export function daysUntilOpenFrom(today: string, opensAt: string): number {
  return Math.max(1, daysBetween(today, opensAt));
}
