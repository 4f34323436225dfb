import { LOADING_SCREEN_MS } from '@shared/constants';

const FADE_MS = 400;

/**
 * The loading screen is painted by index.html before any script runs; it stays until LOADING_SCREEN_MS
 * after navigation start (SPEC.md §1), then fades and is removed.
 */
export function dismissLoadingScreen(): void {
  const screen = document.getElementById('loading-screen');
  if (!screen) return;
  const wait = Math.max(0, LOADING_SCREEN_MS - performance.now());
  window.setTimeout(() => {
    screen.classList.add('is-leaving');
    screen.setAttribute('aria-hidden', 'true');
    // transitionend does not fire without a transition (reduced motion, a hidden tab): remove it anyway.
    window.setTimeout(() => screen.remove(), FADE_MS + 50);
  }, wait);
}
