import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@/lib/router';
import { DAYS_OF_LOVE_DEFAULT_DATE, DAYS_PAGE_REDIRECT_MS } from '@shared/constants';
import { ROUTES } from '@shared/routes';
import { useDaysOfLove } from '@/api/days-of-love';
import { id } from '@/i18n/id';
import { idEntry } from '@/i18n/id-entry';
import { playSound } from '@/lib/sounds';
import { counterView, msToNextSecond, parseStartDate } from './counter';

// Days of love (docs/product.md §2, §9): the title and a counter updated every second. If the page cannot be
// loaded (no PIN yet, an error) it shows the defaults. A tap anywhere goes on to /features after
// 0.8 s, passing the start date (YYYY-MM-DD) in the router state.

const t = idEntry.days;

// Decision 027: the milestones come after the counter, in a chunk of their own, so the page's first load
// stays within its budget (scripts/bundle-budget.test.ts) and the counter never waits for them. The same chunk
// brings 'Hari ini, setahun lalu' (docs/product.md §29): a chunk of its own would split the API client from the
// writes' chunk, about 0.8 KB more on every page's first load.
const MilestoneNotes = lazy(() => import('./milestone-notes'));

/** The current time, renewed on every whole second. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: number;
    const schedule = () => {
      timer = window.setTimeout(() => {
        setNow(new Date());
        schedule();
      }, msToNextSecond(Date.now()));
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, []);
  return now;
}

function HeartGlyph({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d={
          'M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 ' +
          '2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z'
        }
      />
    </svg>
  );
}

export default function DaysOfLovePage() {
  const daysOfLove = useDaysOfLove();
  const navigate = useNavigate();
  const now = useNow();
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (daysOfLove.isPending) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-6 text-rose-400">
        <p role="status">{t.loading}</p>
      </main>
    );
  }

  // A failed load (401 before the PIN, or any error) falls back to the defaults (docs/product.md §8).
  const title = daysOfLove.data?.title ?? t.defaultTitle;
  const startDate = daysOfLove.data?.date_at ?? DAYS_OF_LOVE_DEFAULT_DATE;
  const view = counterView(parseStartDate(startDate), now);

  const goOn = () => {
    if (leaving) return;
    setLeaving(true);
    playSound('click');
    timer.current = window.setTimeout(() => navigate(ROUTES.features, { state: { startDate } }), DAYS_PAGE_REDIRECT_MS);
  };

  return (
    <main
      data-state={leaving ? 'leaving' : 'idle'}
      className={
        'relative flex min-h-dvh flex-col items-center justify-center overflow-hidden px-6 ' +
        `py-12 text-center transition-opacity duration-700 motion-reduce:transition-none ${leaving ? 'opacity-40' : 'opacity-100'}`
      }
    >
      <title>{`${title} · ${id.appName}`}</title>
      <HeartGlyph className="pointer-events-none absolute -top-10 -left-10 size-48 text-rose-200/60 sm:size-64" />
      <HeartGlyph className="pointer-events-none absolute -right-12 -bottom-12 size-56 rotate-12 text-pink-200/70 sm:size-72" />

      <h1 className="font-display text-3xl font-bold tracking-wide text-rose-700 sm:text-4xl lg:text-5xl">{title}</h1>

      <div className="relative mt-8 flex size-64 items-center justify-center sm:size-80">
        <HeartGlyph
          className={
            'absolute inset-0 size-full text-rose-400 drop-shadow-[0_12px_24px_rgb(244_63_94/0.35)] ' +
            'motion-safe:animate-[pulse_3s_ease-in-out_infinite]'
          }
        />
        <p className="relative -mt-6 text-white sm:-mt-8" data-testid="days-count" data-days={view.days}>
          <span className="sr-only">{t.days(view.days)}</span>
          <span aria-hidden="true" className="block text-5xl leading-none font-extrabold tabular-nums sm:text-6xl">
            {view.days}
          </span>
          <span aria-hidden="true" className="mt-1 block text-2xl font-semibold sm:text-3xl">
            {t.daysUnit}
          </span>
        </p>
      </div>

      <p className="mt-6 text-base font-semibold text-rose-800 sm:text-lg" data-testid="days-since">
        {t.since(view.since)}
      </p>
      <p className="mt-2 text-rose-900/80">
        <span className="sr-only">{t.now}: </span>
        <time data-testid="now-clock" className="font-mono text-lg tabular-nums sm:text-xl">
          {view.now}
        </time>
      </p>

      {/* The next milestone's countdown, and a celebration card on a milestone's day. */}
      <Suspense fallback={null}>
        <MilestoneNotes now={now} />
      </Suspense>

      <p aria-hidden="true" className="mt-10 text-sm text-rose-500 motion-safe:animate-pulse">
        {t.continueHint}
      </p>

      {/* The whole page is the button: a tap anywhere (or Enter/Space once focused) goes on. */}
      <button
        type="button"
        onClick={goOn}
        aria-label={t.continueHint}
        data-testid="days-continue"
        className="absolute inset-0 z-10 cursor-pointer rounded-none focus-visible:outline-4 focus-visible:-outline-offset-8"
      />
    </main>
  );
}
