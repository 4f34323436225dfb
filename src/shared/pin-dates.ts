import { isValidIsoDate } from './dates.js';

// The PIN's date and the counter's start as an occasion has them (docs/product.md §27, decision 081): shared by the
// builder's date step and the server's Ready to give. Apart from dates.ts, which the recipient's pages load.

/**
 * The day a PIN (DDMMYY) stands for, YYYY-MM-DD: a two-digit year after `today`'s year is of the last century (a
 * birth date, docs/product.md §27); undefined when it is no real day.
 */
export function dayOfPin(pin: string, today: string): string | undefined {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(pin.replace(/-/g, ''));
  if (!match) return undefined;
  const [, day, month, yy] = match;
  const century = Number(yy) > Number(today.slice(2, 4)) ? 1900 : 2000;
  const iso = `${century + Number(yy)}-${month}-${day}`;
  return isValidIsoDate(iso) ? iso : undefined;
}

/** The PIN (DDMMYY) a day of `fromYear`-2099 is typed as (docs/product.md §3); '' for anything else. */
export function pinOfDay(iso: string, fromYear = 2000): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match || !isValidIsoDate(iso)) return '';
  const year = Number(match[1]);
  if (year < fromYear || year > 2099) return '';
  return `${match[3]}${match[2]}${match[1]!.slice(2)}`;
}

/** A day (YYYY-MM-DD) after `today`: one still to come, questioned before it becomes a PIN or the counter's start (§27). */
export const isFutureDay = (iso: string, today: string): boolean => iso > today;
