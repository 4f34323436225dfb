// The timed reveal (decision 039): the moment the gift opens, kept as an instant and shown in the gift's
// time zone, the milestones' zone. Pure arithmetic and Intl, shared by the server (replies,
// messages) and the browser (the countdown, the hub's fields). No zod: the opening page's bundle takes it.

/**
 * The zone the giver sets the moment in and every reply shows it in: the gift's, MILESTONE_TIME_ZONE (written
 * out, so the countdown's chunk does not pull in the milestones' module; reveal.test.ts holds them equal).
 */
export const REVEAL_TIME_ZONE = 'Asia/Jakarta';
/** The zone's short name, as the moment is written for people ('pukul 00.00 WIB'). */
export const REVEAL_ZONE_ABBREVIATION = 'WIB';
/** The zone as the hub names it beside the fields. */
export const REVEAL_ZONE_LABEL = `${REVEAL_ZONE_ABBREVIATION} (${REVEAL_TIME_ZONE})`;

/** Indonesian month names, January first: the server's messages write the moment with them. */
export const MONTHS_ID = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;
export const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A moment as a clock on the wall of the zone shows it. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** An ISO 8601 date-time with seconds optional and an offset required (Z or ±hh:mm). */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall time of `ms` (milliseconds since the epoch) in `timeZone`. */
export function wallTimeIn(ms: number, timeZone: string = REVEAL_TIME_ZONE): WallTime {
  const found = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: found.year ?? 0,
    month: found.month ?? 1,
    day: found.day ?? 1,
    hour: found.hour ?? 0,
    minute: found.minute ?? 0,
    second: found.second ?? 0,
  };
}

/** Minutes the zone is ahead of UTC at `ms` (420 for WIB). */
export function zoneOffsetMinutes(ms: number, timeZone: string = REVEAL_TIME_ZONE): number {
  const wall = wallTimeIn(ms, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** `ms` as ISO 8601 with the zone's offset, to the second: '2027-02-14T00:00:00+07:00'. */
export function formatInZone(ms: number, timeZone: string = REVEAL_TIME_ZONE): string {
  const wall = wallTimeIn(ms, timeZone);
  const offset = zoneOffsetMinutes(ms, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** Milliseconds since the epoch of an ISO 8601 date-time with an offset; undefined when it is not one or names no real moment. */
export function parseRevealAt(text: string): number | undefined {
  const found = ISO_DATE_TIME.exec(text);
  if (!found) return undefined;
  const [, year, month, day, hour, minute, second = '0', fraction = '0', zone = 'Z'] = found;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, Number(fraction.padEnd(3, '0')));
  const check = new Date(utc);
  // Date.UTC rolls 31 February over into March: a date that rolled is not a date.
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) {
    return undefined;
  }
  if (y < 2000) return undefined;
  if (zone === 'Z') return utc;
  const sign = zone.startsWith('-') ? -1 : 1;
  const [oh, om] = zone.slice(1).split(':').map(Number) as [number, number];
  if (oh > 14 || om > 59) return undefined;
  return utc - sign * (oh * 60 + om) * 60_000;
}

/** The instant of a date (YYYY-MM-DD) and time (HH:MM) on the zone's wall, as ISO 8601 with the zone's offset. */
export function fromWallTime(date: string, time: string, timeZone: string = REVEAL_TIME_ZONE): string | undefined {
  const guess = parseRevealAt(`${date}T${time}Z`);
  if (guess === undefined) return undefined;
  // The offset at the wall time (two passes settle a zone that changes its offset; WIB never does).
  let ms = guess - zoneOffsetMinutes(guess, timeZone) * 60_000;
  ms = guess - zoneOffsetMinutes(ms, timeZone) * 60_000;
  return formatInZone(ms, timeZone);
}

/** The moment in Indonesian words, as the server's message writes it: ['14 Februari 2027', '00.00']. */
export function revealWordsId(ms: number): [date: string, time: string] {
  const wall = wallTimeIn(ms);
  return [`${wall.day} ${MONTHS_ID[wall.month - 1] ?? ''} ${wall.year}`, `${pad(wall.hour)}.${pad(wall.minute)}`];
}

/** An Indonesian date of revealWordsId in English ('14 Februari 2027' → '14 February 2027'). */
export function revealDateInEnglish(date: string): string {
  return MONTHS_ID.reduce((text, name, index) => text.replace(name, MONTHS_EN[index] ?? name), date);
}

/** Whole days, hours, minutes and seconds in `ms` (never below zero). */
export function countdownParts(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
