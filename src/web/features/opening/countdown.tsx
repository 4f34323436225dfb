import { useEffect, useState } from 'react';
import { countdownParts, wallTimeIn } from '@shared/reveal';
import type { RevealReading } from '@/api/reveal';
import { idReveal } from '@/i18n/id-reveal';
import { OpeningBackground } from './opening-background';

// The timed reveal's countdown (docs/product.md §4, decision 039): shown at the gift's address until the
// moment the giver set. It counts from the server's `now`, carried forward on this page's monotonic clock
// (performance.now), so a phone whose clock is set wrong still counts right. At zero it asks the server
// again (onMoment); the opening page turns into the opening once the server says the gift is open.

const t = idReveal;

/** Milliseconds until the moment, by the server's clock as this page carries it. */
export function remainingMs(reading: RevealReading, now = performance.now()): number {
  if (!reading.reveal_at) return 0;
  const serverNow = Date.parse(reading.now) + (now - reading.receivedAt);
  return Date.parse(reading.reveal_at) - serverNow;
}

const pad = (n: number) => String(n).padStart(2, '0');

const HEART_PATH =
  'M16 28.6 13.7 26.5C5.6 19.2.3 14.4.3 8.5.3 3.7 4 0 8.8 0c2.7 0 5.3 1.3 7.2 3.3C17.9 1.3 20.5 0 23.2 0 ' +
  '28 0 31.7 3.7 31.7 8.5c0 5.9-5.3 10.7-13.4 18.1z';

function Heart() {
  return (
    <svg
      viewBox="0 0 32 29"
      aria-hidden="true"
      className="h-20 w-20 text-rose-500 drop-shadow motion-safe:animate-pulse"
      data-testid="countdown-heart"
    >
      <path fill="currentColor" d={HEART_PATH} />
    </svg>
  );
}

export default function Countdown({ reading, recipient, onMoment }: { reading: RevealReading; recipient?: string; onMoment: () => void }) {
  const [left, setLeft] = useState(() => remainingMs(reading));

  useEffect(() => {
    let timer: number | undefined;
    const tick = () => {
      const ms = remainingMs(reading);
      setLeft(ms);
      if (ms <= 0) {
        onMoment();
        // Asked again each second until the server's answer turns the page into the opening.
        timer = window.setTimeout(tick, 1000);
        return;
      }
      // Wake at the next whole second of what is left, so the seconds change with the server's.
      timer = window.setTimeout(tick, (ms % 1000) + 20);
    };
    tick();
    // A phone that slept may have stopped this page's clock: back in view, the server is asked again.
    const resync = () => {
      if (document.visibilityState === 'visible') onMoment();
    };
    document.addEventListener('visibilitychange', resync);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', resync);
    };
  }, [reading, onMoment]);

  const parts = countdownParts(left);
  const at = reading.reveal_at ? wallTimeIn(Date.parse(reading.reveal_at)) : undefined;
  const units = [
    ['days', parts.days],
    ['hours', parts.hours],
    ['minutes', parts.minutes],
    ['seconds', parts.seconds],
  ] as const;

  return (
    <main
      className="relative isolate flex min-h-dvh flex-col items-center justify-center gap-6 overflow-hidden px-6 py-12 text-center"
      data-testid="reveal-countdown"
    >
      <title>{`${recipient ? t.forName(recipient) : t.lead} · Kado`}</title>
      <OpeningBackground />
      {recipient !== undefined && (
        <h1
          className="font-display relative z-10 text-3xl font-semibold tracking-wide text-rose-600 sm:text-4xl"
          data-testid="countdown-name"
        >
          {t.forName(recipient)}
        </h1>
      )}
      <div className="relative z-10">
        <Heart />
      </div>
      <p className="relative z-10 text-lg text-rose-900">{left > 0 ? t.lead : t.opening}</p>
      <ol className="relative z-10 flex gap-3 sm:gap-5" aria-hidden="true">
        {units.map(([unit, value]) => (
          <li
            key={unit}
            className="flex w-16 flex-col items-center rounded-2xl bg-white/80 px-2 py-3 shadow-sm sm:w-20"
            data-testid={`countdown-${unit}`}
          >
            <span className="font-display text-3xl font-bold text-rose-700 tabular-nums sm:text-4xl">
              {unit === 'days' ? value : pad(value)}
            </span>
            <span className="text-xs font-semibold tracking-wide text-rose-900/80 uppercase">{t.units[unit]}</span>
          </li>
        ))}
      </ol>
      {/* Screen readers hear the time left once a minute, not every second. */}
      <p className="sr-only" aria-live="polite" data-testid="countdown-summary">
        {t.summary(parts.days, parts.hours, parts.minutes)}
      </p>
      {at && (
        <p className="relative z-10 text-sm text-rose-900/80">
          {t.opensAt(`${at.day} ${t.months[at.month - 1] ?? ''} ${at.year}`, `${pad(at.hour)}.${pad(at.minute)}`)}
        </p>
      )}
    </main>
  );
}
