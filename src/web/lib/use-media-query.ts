import { useCallback, useSyncExternalStore } from 'react';

// The one media-query hook: the layout follows the query live (rotation, a resized window).

/** Whether `query` matches now; `fallback` when there is no window (never in this app, but typed). */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => fallback,
  );
}
