import { useEffect, useRef } from 'react';

/**
 * A flip card's focus: after this card was clicked, the focus follows it to the face now shown (without scrolling);
 * never when another card flips it back. `follow()` marks the click; the refs go on each face's button.
 */
export function useFlipFocus(flipped: boolean) {
  const frontRef = useRef<HTMLButtonElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const followFocus = useRef(false);
  useEffect(() => {
    if (!followFocus.current) return;
    followFocus.current = false;
    (flipped ? backRef : frontRef).current?.focus({ preventScroll: true });
  }, [flipped]);
  const follow = () => {
    followFocus.current = true;
  };
  return { frontRef, backRef, follow };
}
