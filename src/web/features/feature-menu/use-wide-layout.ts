import { useSyncExternalStore } from 'react';
import { BREAKPOINT_MD } from '@shared/constants';

// SPEC.md §9: under 768 px is the phone layout (the menu becomes a vertical list).

const query = `(min-width: ${BREAKPOINT_MD}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
}
