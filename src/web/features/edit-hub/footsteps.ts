import type { HubSectionId } from '@/components/hub-panel';
import type { ActivityEntry, ReadinessKey } from '@shared/schemas/activity';
import { MILESTONE_TIME_ZONE } from '@shared/milestones';
import { ROUTES } from '@shared/routes';
import { idReadiness } from '@/i18n/id-readiness';
import type { Translation } from '@shared/translation';

// Ready to give and the recipient's footsteps (decision 040): what the hub's panels show, worked out here
// without React.

/** The hub section where each checklist item is edited. */
export const READINESS_SECTIONS: Readonly<Record<ReadinessKey, HubSectionId>> = {
  'recipient-name': 'opening',
  pin: 'dateInput',
  photos: 'gallery',
  letter: 'mainGift',
  'coupon-number': 'mainGift',
  quiz: 'quiz',
  video: 'mainGift',
  'counter-date': 'daysOfLove',
  'public-url': 'share',
};

/** The hub's address of a section. */
export const sectionHref = (section: HubSectionId) => `${ROUTES.editPages}?section=${section}`;

/** '3 Des 2026 20.15': day, short month, year, then the time, on the gift's calendar (Asia/Jakarta). */
export function formatWhen(iso: string, locale: string = idReadiness.locale): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat(locale, { timeZone: MILESTONE_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { timeZone: MILESTONE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${day.format(date)} ${time.format(date)}`;
}

/** A calendar date (YYYY-MM-DD) as the giver reads it: '14 Feb 2023'. */
export function formatDay(isoDate: string, locale: string = idReadiness.locale): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** The first right PIN of all recorded (the list is newest first), or undefined. */
export function firstUnlock(entries: readonly ActivityEntry[]): ActivityEntry | undefined {
  return entries.findLast((entry) => entry.event === 'unlocked');
}

/** One footstep in words: 'Membuka Galeri', 'Menjawab kuis dengan sempurna'. */
export function describeFootstep(entry: ActivityEntry, words: Translation<typeof idReadiness.footsteps> = idReadiness.footsteps): string {
  if (entry.event === 'page') return words.visited(entry.page ? words.pages[entry.page] : '');
  return words.events[entry.event];
}
