import { useEffect, useState } from 'react';
import { countdownParts, wallTimeIn } from '@shared/reveal';
import { useOpening } from '@/api/opening';
import { useReveal, type RevealReading } from '@/api/reveal';
import { id } from '@/i18n/id';
import { idReveal } from '@/i18n/id-reveal';
import { OpeningBackground } from './opening-background';

// The timed reveal's countdown (docs/product.md §4, decision 039): shown at the gift's address until the
// moment the giver set. It counts from the server's `now`, carried forward on this page's monotonic clock
// (performance.now), so a phone whose clock is set wrong still counts right. At zero it asks the server
// again; once the server says the gift is open (or cannot say), onOpen turns the page into the opening.

// Its classes are the shell stylesheet's own (styles.css), the rest inline: a gift without a moment loads no
// byte of it, and one with a moment loads no stylesheet for it.
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
      width="80"
      height="72"
      aria-hidden="true"
      className="text-rose-500 motion-safe:animate-pulse"
      data-testid="countdown-heart"
    >
      <path fill="currentColor" d={HEART_PATH} />
    </svg>
  );
}

export default function Countdown({ onOpen }: { onOpen: () => void }) {
  const reveal = useReveal();
  const opening = useOpening();
  const { refetch } = reveal;
  const settled = reveal.isError || reveal.data?.open === true;
  useEffect(() => {
    if (settled) onOpen();
  }, [settled, onOpen]);
  if (!reveal.data || settled) return <main className="relative isolate min-h-dvh overflow-hidden" aria-busy="true" />;
  const recipient = opening.isPending ? undefined : (opening.data?.recipient_name ?? id.opening.defaultRecipient);
  return <Counter reading={reveal.data} recipient={recipient} onMoment={refetch} />;
}

function Counter({ reading, recipient, onMoment }: { reading: RevealReading; recipient?: string; onMoment: () => unknown }) {
  const [left, setLeft] = useState(() => remainingMs(reading));

  useEffect(() => {
    let timer: number | undefined;
    const tick = () => {
      const ms = remainingMs(reading);
      setLeft(ms);
      if (ms <= 0) {
        void onMoment();
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
      if (document.visibilityState === 'visible') void onMoment();
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
      className="relative isolate flex min-h-dvh flex-col items-center justify-center gap-6 overflow-hidden px-6 text-center"
      style={{ paddingBlock: '3rem' }}
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
      <ol className="relative z-10 flex justify-center gap-2" style={{ flexWrap: 'wrap' }} aria-hidden="true">
        {units.map(([unit, value]) => (
          <li
            key={unit}
            className="flex flex-col items-center rounded-2xl bg-white/80 shadow"
            style={{ minWidth: '3.75rem', padding: '0.75rem 0.25rem' }}
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
