import { ROUTES } from '@shared/routes';

// When the background music may play (docs/product.md §4): only after the PIN (is_pin 'true') and never on the
// pages with their own sound or the editor's pages.

/** Pages where the music stays quiet. */
export const SILENT_PATHS: readonly string[] = [
  ROUTES.loveTyping,
  ROUTES.videoGift,
  ROUTES.editOpening,
  ROUTES.editDateInput,
  ROUTES.editPages,
  ROUTES.editFeatures,
  // The wishes link's guest page is a friend's, not the recipient's.
  ROUTES.leaveWish,
];

/** Visiting these stores is_pin 'false' (docs/product.md §4), so the music stops there whatever the flag said. */
const LOCKING_PATHS: readonly string[] = [ROUTES.opening, ROUTES.dateInput];

export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export interface PlayContext {
  pathname: string;
  /** localStorage is_pin, as stored. */
  isPin: string | null;
}

export function mayPlayMusic({ pathname, isPin }: PlayContext): boolean {
  const path = normalisePath(pathname);
  if (LOCKING_PATHS.includes(path)) return false;
  return isPin === 'true' && !SILENT_PATHS.includes(path);
}

/** '1:05' from 65.3 seconds; unknown or endless durations read '0:00'. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}
