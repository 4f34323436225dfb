import { MILESTONE_TIME_ZONE } from '@shared/milestones';
import { idWishes } from '@/i18n/id-wishes';

// Dates of wishes, on the gift's calendar (Asia/Jakarta), in the gift's language.

/** '3 Des 2026': day, short month, year. */
export function formatWishDate(iso: string, locale: string = idWishes.locale): string {
  return new Intl.DateTimeFormat(locale, { timeZone: MILESTONE_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );
}
