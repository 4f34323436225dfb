import { daysBetween, MILESTONE_TIME_ZONE, todayIn } from '@shared/milestones';
import type { Milestone } from '@shared/schemas/milestones';
import { useMilestones } from '@/api/milestones';
import { idMilestones } from '@/i18n/id-milestones';
import OnThisDay from './on-this-day';

// On the counter page (decision 027): a celebration card for each milestone whose date is today, and the
// next milestone with its countdown; then 'Hari ini, setahun lalu' (docs/product.md §29, on-this-day.tsx).
// "Today" is Asia/Jakarta's date, as on the server. A failed load (no PIN yet, an error) shows nothing: the
// counter stays as it was.

const t = idMilestones;

/** Today's milestones and the next one after today, from a list sorted by date. */
export function milestonesAround(milestones: readonly Milestone[], today: string) {
  return {
    todays: milestones.filter((m) => m.date === today),
    next: milestones.find((m) => m.date > today),
  };
}

export default function MilestoneNotes({ now }: { now: Date }) {
  return (
    <>
      <Milestones now={now} />
      <OnThisDay />
    </>
  );
}

function Milestones({ now }: { now: Date }) {
  const milestones = useMilestones();
  if (!milestones.data) return null;
  const today = todayIn(MILESTONE_TIME_ZONE, now);
  const { todays, next } = milestonesAround(milestones.data, today);
  return (
    <>
      {todays.length > 0 && (
        <section
          data-testid="milestone-celebration"
          aria-labelledby="milestone-celebration-heading"
          className={
            'relative mt-8 w-full max-w-sm rounded-3xl border-2 border-amber-200 bg-gradient-to-br ' +
            'from-amber-50 via-white to-rose-100 px-6 py-5 shadow-lg motion-safe:animate-celebrate'
          }
        >
          <p aria-hidden="true" className="text-3xl">
            🎉
          </p>
          <h2 id="milestone-celebration-heading" className="text-sm font-semibold tracking-widest text-amber-700 uppercase">
            {t.celebrationHeading}
          </h2>
          {todays.map((m) => (
            <p key={`${m.id ?? 'computed'}-${m.title}`} className="font-display text-2xl font-bold text-rose-700 sm:text-3xl">
              {t.celebrationTitle(m.title)}
            </p>
          ))}
          <p className="mt-1 text-sm text-rose-900/80">{t.celebrationNote}</p>
        </section>
      )}
      {next && (
        <p data-testid="milestone-next" className="mt-6 text-rose-900">
          <span className="block text-xs font-semibold tracking-widest text-rose-500 uppercase">{t.next}</span>
          <span className="block font-semibold">{next.title}</span>
          <span className="block text-sm text-rose-700 tabular-nums">{t.daysLeft(daysBetween(today, next.date))}</span>
        </p>
      )}
    </>
  );
}
