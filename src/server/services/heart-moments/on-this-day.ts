import { addYears, todayIn } from '../../../shared/milestones.js';
import { isValidIsoDate } from '../../../shared/dates.js';
import { zoneOffsetMinutes } from '../../../shared/reveal.js';
import type { AppContext } from '../../context.js';
import type { HeartMomentRow } from '../../repositories/heart-moment-repository.js';
import type { PhotoRow } from '../../repositories/gallery-repository.js';

// 'Hari ini, setahun lalu' (docs/product.md §29): the days of past years that are "this day" in the gift's calendar,
// the way the milestones count anniversaries (decision 027): a day one year or more back whose anniversary is today.
// A 29 February is remembered on 28 February in a common year, as a 29 February start's anniversary falls then.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The past days (newest first, with how many years back) whose anniversary is `today`, from `today`'s year − 1 down to `earliestYear`. */
export function pastDaysOf(today: string, earliestYear: number): { day: string; years: number }[] {
  const year = Number(today.slice(0, 4));
  const monthDay = today.slice(5);
  const days: { day: string; years: number }[] = [];
  for (let back = 1; year - back >= Math.max(earliestYear, 1); back += 1) {
    const past = year - back;
    const candidates = [`${pad(past, 4)}-${monthDay}`, ...(monthDay === '02-28' ? [`${pad(past, 4)}-02-29`] : [])];
    for (const day of candidates) {
      if (isValidIsoDate(day) && addYears(day, back) === today) days.push({ day, years: back });
    }
  }
  return days;
}

/** The instant (UTC, ISO 8601) `day`'s midnight falls on in `timeZone`. */
export function midnightIn(day: string, timeZone: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, date);
  // Read the offset twice: once near the guess, once at the first answer (a change of offset that night).
  const first = guess - zoneOffsetMinutes(guess, timeZone) * 60_000;
  return new Date(guess - zoneOffsetMinutes(first, timeZone) * 60_000).toISOString();
}

/** `day` in `timeZone` as a half-open range of UTC instants, [from, to), both ISO 8601 as stored times are. */
export function dayRange(day: string, timeZone: string): { from: string; to: string } {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { from: midnightIn(day, timeZone), to: midnightIn(next.toISOString().slice(0, 10), timeZone) };
}

export type OnThisDayFound =
  | { years: number; moment: HeartMomentRow; photo?: undefined }
  | { years: number; moment?: undefined; photo: PhotoRow & { created_at: string } };

/**
 * What the counter page shows of `today` in past years: the nearest year's shared moment (its day) or gallery photo
 * (the day it was added, in `timeZone`), the moment first within a year; undefined when there is neither. A private
 * moment is never read here, whoever asks.
 */
export async function findOnThisDay(ctx: AppContext, today: string, timeZone: string): Promise<OnThisDayFound | undefined> {
  const [firstDay, firstAdded] = await Promise.all([ctx.repos.heartMoments.firstSharedDay(), ctx.repos.gallery.firstPhotoAddedAt()]);
  const year = (iso: string | undefined) => (iso ? Number(iso.slice(0, 4)) : Number.POSITIVE_INFINITY);
  const momentDays = pastDaysOf(today, year(firstDay));
  // A photo added late on a day in UTC may be the next day in the gift's calendar: a year earlier is looked at too.
  const photoDays = pastDaysOf(today, year(firstAdded) - 1);
  const [moment, photo] = await Promise.all([
    ctx.repos.heartMoments.newestSharedOn(momentDays.map(({ day }) => day)),
    ctx.repos.gallery.newestPhotoAddedWithin(photoDays.map(({ day }) => dayRange(day, timeZone))),
  ]);
  const yearsOf = (day: string | undefined) => momentDays.concat(photoDays).find((d) => d.day === day)?.years ?? Number.POSITIVE_INFINITY;
  const momentYears = yearsOf(moment?.date);
  const photoYears = photo ? yearsOf(todayIn(timeZone, new Date(photo.created_at))) : Number.POSITIVE_INFINITY;
  if (moment && momentYears <= photoYears) return { years: momentYears, moment };
  if (photo) return { years: photoYears, photo };
  return undefined;
}
