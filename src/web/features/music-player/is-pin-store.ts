import { STORAGE_KEYS } from '@shared/constants';

// localStorage is_pin as a store for useSyncExternalStore: it changes in this tab on navigation (read again
// on each render), another tab's change arrives as a storage event.

export function subscribeIsPin(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

export const readIsPin = () => localStorage.getItem(STORAGE_KEYS.isPin);
