import { useEffect } from 'react';
import { MILESTONE_TIME_ZONE } from '@shared/milestones';
import type { LoveMoment } from '@shared/schemas/love-moment';
import { useRefreshLoveMoments } from '@/api/love-moment';
import { idLoveMoment } from '@/i18n/id-love-moment';
import { toast } from '@/lib/toast';
import { useDayIn } from '@/lib/use-day-in';
import { HeartToggle } from '@/components/heart-toggle';
import { CoverImage } from './cover-image';
import { daysUntilOpenFrom, formatMomentDate } from './story-logic';

// A sealed time capsule's card (decision 028): its cover, title and date, and a badge counting the days down in
// the gift's calendar (Asia/Jakarta). The badge turns at that calendar's midnight without a reload, and on the
// opening day the page asks the server again, which then sends the letter. A tap says when it opens.

const t = idLoveMoment.story;

interface SealedCapsuleCardProps {
  moment: LoveMoment;
  opensAt: string;
  /** The moment's own date, as the card shows it. */
  date: string;
}

export function SealedCapsuleCard({ moment, opensAt, date }: SealedCapsuleCardProps) {
  const today = useDayIn(MILESTONE_TIME_ZONE);
  const refresh = useRefreshLoveMoments();
  const opensOn = formatMomentDate(opensAt);

  useEffect(() => {
    if (today >= opensAt) refresh();
  }, [today, opensAt, refresh]);

  return (
    <li className="relative" data-testid="love-moment-card" data-sealed="true">
      <button
        type="button"
        aria-label={t.sealedLabel(moment.title, opensOn)}
        onClick={() => toast(t.sealedTap(opensOn), { id: `sealed-${moment.id}`, icon: '🔒' })}
        className={
          'relative block aspect-[4/5] w-full overflow-hidden rounded-3xl border border-rose-100 bg-rose-100 text-left ' +
          'shadow-lg shadow-rose-200/60 transition active:scale-[0.98] motion-reduce:transition-none'
        }
      >
        <CoverImage moment={moment} alt={t.coverAlt(moment.title)} />
        <span
          className={
            'absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-gradient-to-t ' +
            'from-rose-950/85 via-rose-950/50 to-transparent px-5 pt-16 pb-5 text-white'
          }
        >
          <span className="font-display text-2xl leading-tight font-bold break-words drop-shadow">{moment.title}</span>
          <time dateTime={moment.date} className="text-sm text-rose-100">
            {date}
          </time>
          <span
            data-testid="love-moment-countdown"
            className={
              'mt-2 inline-flex w-fit items-center gap-1.5 rounded-full bg-white/20 px-3 py-1 text-xs font-semibold backdrop-blur-sm'
            }
          >
            <LockIcon />
            {t.sealedHint(daysUntilOpenFrom(today, opensAt))}
          </span>
        </span>
      </button>
      {/* The recipient's heart: a capsule can be loved before it opens. */}
      <HeartToggle target="love-moment" id={moment.id} title={moment.title} className="absolute top-3 left-3 z-10" />
    </li>
  );
}

function LockIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}
