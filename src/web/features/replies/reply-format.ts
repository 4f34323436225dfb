import { MILESTONE_TIME_ZONE } from '@shared/constants';
import { idReplies } from '@/i18n/id-replies';

// Dates of replies, on the gift's calendar (Asia/Jakarta), in the gift's language.

/** '3 Des 2026 20.15': day, short month, year, then the time. */
export function formatReplyTime(iso: string, locale: string = idReplies.locale): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat(locale, { timeZone: MILESTONE_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { timeZone: MILESTONE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${day.format(date)} ${time.format(date)}`;
}

/** 2000 → '2.000' (Indonesian) or '2,000' (English). */
export const formatCount = (n: number, locale: string = idReplies.locale) => n.toLocaleString(locale);
