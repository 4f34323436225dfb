import { SLIDE_SUCCESS_THRESHOLD, SLIDE_TRACK_FACTOR } from '@shared/constants';

// The slide control's arithmetic (docs/product.md §4), kept apart from the DOM so it can be tested.
// Position is a progress from 0 (start) to 1 (end of the track); the track, the distance the handle's
// leading edge travels, is SLIDE_TRACK_FACTOR (55 %) of the control's width.

/** How far, in px, the handle can travel in a control this wide. */
export function trackLength(controlWidth: number): number {
  return Math.max(0, controlWidth) * SLIDE_TRACK_FACTOR;
}

export function clampProgress(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.min(1, Math.max(0, progress));
}

/** Progress after dragging dx px from where a drag started; outside the track it stops at either end. */
export function dragProgress(startProgress: number, dx: number, track: number): number {
  if (track <= 0) return clampProgress(startProgress);
  return clampProgress(startProgress + dx / track);
}

/** Floating-point slack: 165 px of a 220 px track is 75 %, even if 400 × 0.55 is not exactly 220. */
const EPSILON = 1e-9;

/** At or beyond 75 % of the track, a release opens the gift. */
export function reachesThreshold(progress: number): boolean {
  return progress >= SLIDE_SUCCESS_THRESHOLD - EPSILON;
}

/** Where the handle goes when let go: the end on success, otherwise back to the start. */
export function releasedProgress(progress: number): number {
  return reachesThreshold(progress) ? 1 : 0;
}

/** One arrow-key press moves the handle a tenth of the track. */
export const SLIDE_KEY_STEP = 0.1;
const PAGE_STEP = 0.25;

export type SlideKeyResult = { kind: 'move'; progress: number } | { kind: 'complete' } | { kind: 'ignore' };

/**
 * What a key does: arrows and Page keys move (and a move that reaches the threshold completes, as a
 * release there would), Home returns to the start, End, Enter and Space complete.
 */
export function slideKey(key: string, progress: number): SlideKeyResult {
  const moveBy = (delta: number): SlideKeyResult => {
    // Rounded so ten steps of 0.1 land exactly on 1.
    const next = clampProgress(Math.round((progress + delta) * 1000) / 1000);
    return reachesThreshold(next) ? { kind: 'complete' } : { kind: 'move', progress: next };
  };
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return moveBy(SLIDE_KEY_STEP);
    case 'ArrowLeft':
    case 'ArrowDown':
      return moveBy(-SLIDE_KEY_STEP);
    case 'PageUp':
      return moveBy(PAGE_STEP);
    case 'PageDown':
      return moveBy(-PAGE_STEP);
    case 'Home':
      return { kind: 'move', progress: 0 };
    case 'End':
    case 'Enter':
    case ' ':
      return { kind: 'complete' };
    default:
      return { kind: 'ignore' };
  }
}

/** aria-valuenow: the progress as a whole percentage. */
export function progressPercent(progress: number): number {
  return Math.round(clampProgress(progress) * 100);
}
