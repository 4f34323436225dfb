import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useLocation } from '@/lib/router';
import { readIsPin, subscribeIsPin } from '@/lib/is-pin';
import { mayPlayMusic } from './play-rule';

// The player's chunk (and the music call) loads only once the music may play (docs/product.md §4: after the PIN,
// never on the opening or the PIN page), so the opening's first load does not carry it (decision 019).
// Once loaded it stays mounted for the rest of the visit: one <audio> element, playback across pages.

const MusicPlayer = lazy(() => import('./music-player'));

export function MusicPlayerGate() {
  const { pathname } = useLocation();
  const isPin = useSyncExternalStore(subscribeIsPin, readIsPin, () => null);
  const [needed, setNeeded] = useState(false);
  if (!needed && mayPlayMusic({ pathname, isPin })) setNeeded(true);
  if (!needed) return null;
  return (
    // Its own boundary: the player's chunk never holds up a page.
    <Suspense fallback={null}>
      <MusicPlayer />
    </Suspense>
  );
}
