import { useSyncExternalStore } from 'react';
import { BREAKPOINT_MD } from '@shared/constants';

// SPEC.md §9: mobile is under 768 px. The hub renders one layout or the other (never both), so a
// section's form exists once on the page.

const query = `(max-width: ${BREAKPOINT_MD - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
