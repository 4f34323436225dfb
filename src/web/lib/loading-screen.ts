import { LOADING_SCREEN_MS } from '@shared/constants';

const FADE_MS = 400;

let lifted = false;
const liftListeners = new Set<() => void>();

function markLifted(): void {
  lifted = true;
  liftListeners.forEach((listener) => listener());
  liftListeners.clear();
}

/**
 * The loading screen is painted by index.html before any script runs; it stays until LOADING_SCREEN_MS
 * after navigation start (docs/product.md §1), then fades and is removed.
 */
export function dismissLoadingScreen(): void {
  const screen = document.getElementById('loading-screen');
  if (!screen) {
    markLifted();
    return;
  }
  const wait = Math.max(0, LOADING_SCREEN_MS - performance.now());
  window.setTimeout(() => {
    screen.classList.add('is-leaving');
    screen.setAttribute('aria-hidden', 'true');
    markLifted();
    // transitionend does not fire without a transition (reduced motion, a hidden tab): remove it anyway.
    window.setTimeout(() => screen.remove(), FADE_MS + 50);
  }, wait);
}

/** Has the loading screen begun to lift (or was there none)? */
export function loadingScreenLifted(): boolean {
  return lifted || !document.getElementById('loading-screen');
}

/**
 * Calls `listener` once the loading screen lifts (at once if it has), so what must be seen (the opening's
 * typed name) does not play out under it. Returns the unsubscribe.
 */
export function onLoadingScreenLifted(listener: () => void): () => void {
  if (loadingScreenLifted()) {
    listener();
    return () => {};
  }
  liftListeners.add(listener);
  return () => liftListeners.delete(listener);
}
