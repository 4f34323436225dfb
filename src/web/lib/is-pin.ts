import { STORAGE_KEYS } from '@shared/constants';
import { onLoadingScreenLifted } from './loading-screen';

// docs/product.md §3, §4's localStorage is_pin, touched only once the loading screen has lifted (decision 101).
// A page's first use of localStorage waits, blocking the main thread, while the browser loads the site's stored
// values from another process: tens of milliseconds on a busy phone, in the middle of the page's first render.
// Under the loading screen nothing needs the flag (the music starts as the page shows), so until the lift a write
// is held (the last one wins) and a read answers with the held write or null; then the held write is stored and
// readers are told. Afterwards reads and writes go straight to localStorage, and another tab's change arrives as
// a storage event.

let ready = false;
/** A write made before the lift: the value to store then (undefined: none). */
let held: string | undefined;
const listeners = new Set<() => void>();

const tell = () => listeners.forEach((listener) => listener());

/** Stores the held write and lets readers read, in a task of its own after the lift's. */
function settle(): void {
  window.setTimeout(() => {
    ready = true;
    if (held !== undefined) localStorage.setItem(STORAGE_KEYS.isPin, held);
    held = undefined;
    tell();
  }, 0);
}

let waiting = false;
function waitForLift(): void {
  if (waiting) return;
  waiting = true;
  onLoadingScreenLifted(settle);
}

/** For useSyncExternalStore: another tab's change, and this tab's writes and settling. */
export function subscribeIsPin(onChange: () => void): () => void {
  waitForLift();
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** is_pin as stored ('true', 'false' or null); before the lift, the held write or null. */
export function readIsPin(): string | null {
  if (!ready) return held ?? null;
  return localStorage.getItem(STORAGE_KEYS.isPin);
}

/** Stores is_pin, or holds it until the lift. */
export function writeIsPin(value: 'true' | 'false'): void {
  if (ready) localStorage.setItem(STORAGE_KEYS.isPin, value);
  else {
    held = value;
    waitForLift();
  }
  tell();
}
