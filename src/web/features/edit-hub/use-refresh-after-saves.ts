import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';

// The hub's preview follows every save by itself (docs/product.md §2 Edit hub, decision 064): each successful write
// of any panel (every one is a mutation of the app's query client) refreshes the page the preview shows,
// once the writes of a moment are over. 'Reload' stays for the rest (it also takes the frame back to the section's page).

/** How long the preview waits after a save for the next one, so a burst of saves (several photos) refreshes it once. */
export const PREVIEW_REFRESH_DEBOUNCE_MS = 400;

/** A count that grows after each burst of successful saves. */
export function useRefreshAfterSaves(): number {
  const queryClient = useQueryClient();
  const [count, setCount] = useState(0);
  useEffect(() => {
    let timer: number | undefined;
    const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setCount((value) => value + 1), PREVIEW_REFRESH_DEBOUNCE_MS);
    });
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [queryClient]);
  return count;
}
