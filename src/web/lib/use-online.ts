import { useSyncExternalStore } from 'react';

// Whether the browser says it is online, followed live (the 'online' and 'offline' events): a failure while offline is
// named as the connection (decision 081).

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** False while the browser says it is offline. */
export const isOnline = (): boolean => navigator.onLine !== false;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
