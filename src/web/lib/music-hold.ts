import { useSyncExternalStore } from 'react';

// A sound of the page's own (a love moment's voice note) holds the background music: the music pauses while any
// hold is on and plays on when the last is let go (docs/product.md §4). Features may not import each other, so
// the player and the voice notes meet here.

let holds = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Pauses the music until the returned function is called (calling it again does nothing). */
export function holdMusic(): () => void {
  holds += 1;
  notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    notify();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isHeld = () => holds > 0;

/** Is the music held by a sound of the page's own? */
export const useMusicHeld = (): boolean => useSyncExternalStore(subscribe, isHeld, isHeld);
