// Date helpers shared by the counter, the editors and the server's validation.

/** DDMMYY → is it a real calendar day (years 2000-2099)? */
export function isValidDdmmyy(value: string): boolean {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), 2000 + Number(match[3])];
  return isRealDay(year, month, day);
}

/** YYYY-MM-DD → is it a real calendar day? */
export function isValidIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  return isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** dd-mm-yyyy hh:mm:ss in local time (docs/product.md §9). */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** dd-mm-yyyy in local time. */
export function formatDate(date: Date): string {
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days together as docs/product.md §9 counts them: whole days between start and now, minus 1. */
export function daysTogether(start: Date, now: Date): number {
  return Math.floor((now.getTime() - start.getTime()) / DAY_MS) - 1;
}
