import { useEffect, useState } from 'react';
import { OPENING_TYPING_MS_PER_CHAR } from '@shared/constants';
import { loadingScreenLifted, onLoadingScreenLifted } from '@/lib/loading-screen';

// The recipient's name, typed one character every 500 ms (docs/product.md §1, §9), bold in the theme's display
// font (the heading's), 32/32/38/64 px at the 640/768/1024 breakpoints. The whole name is in the text from the
// start; letters not yet typed are transparent. So the layout never jumps, and a screen reader reads the full
// name at once, never letter by letter. Typing starts when the loading screen lifts, never under it (decision 020).

/** How many characters (code points, so an emoji is one) are typed after `ticks` intervals. */
export function typedCount(ticks: number, length: number): number {
  return Math.max(0, Math.min(length, Math.floor(ticks)));
}

/** Counts typed characters from 0 once the loading screen has lifted; the caller keys the component by the name to start again. */
function useTypedCount(length: number, msPerChar: number): number {
  const [ticks, setTicks] = useState(0);
  const [visible, setVisible] = useState(loadingScreenLifted);
  useEffect(() => onLoadingScreenLifted(() => setVisible(true)), []);
  useEffect(() => {
    if (length === 0 || !visible) return;
    const timer = window.setInterval(() => {
      setTicks((n) => {
        if (n + 1 >= length) window.clearInterval(timer);
        return n + 1;
      });
    }, msPerChar);
    return () => window.clearInterval(timer);
  }, [length, msPerChar, visible]);
  return typedCount(ticks, length);
}

export function TypedName({ name }: { name: string }) {
  const characters = Array.from(name);
  const count = useTypedCount(characters.length, OPENING_TYPING_MS_PER_CHAR);
  const typed = characters.slice(0, count).join('');
  const rest = characters.slice(count).join('');
  return (
    <p
      data-testid="recipient-name"
      data-typed={count === characters.length ? 'done' : 'typing'}
      className={
        'font-display text-[32px] leading-tight font-bold break-words text-rose-700 ' +
        '[text-shadow:0_2px_12px_rgb(255_255_255/0.9)] sm:text-[32px] md:text-[38px] lg:text-[64px]'
      }
    >
      {typed}
      <span className="text-transparent [text-shadow:none]">{rest}</span>
    </p>
  );
}
