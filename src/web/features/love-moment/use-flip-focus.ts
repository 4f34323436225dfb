import { useEffect, useRef } from 'react';
import { afterNextPaint } from '@/lib/after-paint';

/**
 * A flip card's focus: after this card was clicked, the focus follows it to the face now shown (without scrolling);
 * never when another card flips it back. `follow()` marks the click; the refs go on each face's button.
 * The focus moves just after the turned card is painted: moving it in the tap made the browser work out the page's
 * style and layout inside the tap, before its first paint (lib/after-paint.ts).
 */
export function useFlipFocus(flipped: boolean) {
  const frontRef = useRef<HTMLButtonElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const followFocus = useRef(false);
  useEffect(() => {
    if (!followFocus.current) return;
    followFocus.current = false;
    const shown = flipped ? backRef : frontRef;
    return afterNextPaint(() => shown.current?.focus({ preventScroll: true }));
  }, [flipped]);
  const follow = () => {
    followFocus.current = true;
  };
  return { frontRef, backRef, follow };
}
