import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from '@/lib/router';
import { readIsPin, subscribeIsPin } from '@/lib/is-pin';
import { mayPlayMusic } from './play-rule';

// The player's chunk loads only on a page where the music may play (docs/product.md §4: never on the opening or the
// PIN page), so the opening's first load does not carry it (decision 019); it is mounted, and the music asked for,
// once is_pin says the PIN was passed. Once mounted it stays for the rest of the visit: one <audio> element,
// playback across pages.

const loadPlayer = () => import('./music-player');
const MusicPlayer = lazy(loadPlayer);

export function MusicPlayerGate() {
  const { pathname } = useLocation();
  const isPin = useSyncExternalStore(subscribeIsPin, readIsPin, () => null);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    // On a page where the music may play, its code is fetched and run after the page's first render, under the
    // loading screen: the flag is read only once the screen lifts (decision 101), and then only the player's first
    // render is left to do, not its chunk, in the moment the recipient first taps.
    if (!mayPlayMusic({ pathname, isPin: 'true' })) return;
    const timer = window.setTimeout(() => void loadPlayer().catch(() => {}), 0);
    return () => window.clearTimeout(timer);
    // The first page's only: later pages find the chunk loaded, or load it when the music may play.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!needed && mayPlayMusic({ pathname, isPin })) setNeeded(true);
  if (!needed) return null;
  return (
    // Its own boundary: the player's chunk never holds up a page.
    <Suspense fallback={null}>
      <MusicPlayer />
    </Suspense>
  );
}
