import { useEffect, useState } from 'react';
import { todayIn } from '@shared/milestones';

/** Milliseconds from `now` to the next midnight in `timeZone` (a little after, so the new day has begun). */
export function msToNextMidnight(timeZone: string, now: Date = new Date()): number {
  const found = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(now)
      .map((part) => [part.type, Number(part.value)]),
  ) as { hour: number; minute: number; second: number };
  const elapsed = ((found.hour * 60 + found.minute) * 60 + found.second) * 1000 + now.getMilliseconds();
  return Math.max(1_000, 24 * 60 * 60 * 1000 - elapsed + 250);
}

/**
 * Today's date (YYYY-MM-DD) in `timeZone`, turning at its midnight without a reload: a timer to the next
 * midnight, and a fresh look whenever the page becomes visible again (a sleeping phone delays timers).
 */
export function useDayIn(timeZone: string): string {
  const [day, setDay] = useState(() => todayIn(timeZone));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      clearTimeout(timer);
      setDay(todayIn(timeZone));
      timer = setTimeout(look, msToNextMidnight(timeZone));
    };
    look();
    const onVisible = () => {
      if (document.visibilityState === 'visible') look();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [timeZone]);
  return day;
}
