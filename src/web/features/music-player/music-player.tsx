import { Component, lazy, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from '@/lib/router';
import { useMusic } from '@/api/music';
import { storageUrl } from '@/api/storage-url';
import { idMusic as t } from '@/i18n/id-music';
import { readIsPin, subscribeIsPin } from '@/lib/is-pin';
import { NoteIcon } from './music-icons';
import { mayPlayMusic } from './play-rule';
import { useBackgroundAudio } from './use-background-audio';

const loadPanel = () => import('./music-panel');
let MusicPanel = lazy(loadPanel);

/**
 * Where the panel's chunk could not be fetched (offline before the offline worker stored it): no panel, and the next
 * opening imports it again (React keeps a lazy component's failed load for good, so it is made afresh).
 */
class PanelBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    MusicPanel = lazy(loadPanel);
    console.error('The music panel failed to load', error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

// The background music (docs/product.md §1, §4): mounted once beside the routes (by music-player-gate.tsx), so its single <audio> element
// never unmounts and playback carries on across client-side navigation. It plays, looping, only after
// the PIN and off the pages with their own sound; if the browser refuses autoplay it starts on the next
// click anywhere (use-background-audio.ts). A floating button opens the 'Now Playing' panel (cover, title and
// artist: track-info.tsx; seek bar, volume, Play/Pause: music-controls.tsx), its own chunk: music-panel.tsx.

export default function MusicPlayer() {
  const { pathname } = useLocation();
  const isPin = useSyncExternalStore(subscribeIsPin, readIsPin, () => null);
  const allowed = mayPlayMusic({ pathname, isPin });

  const music = useMusic(allowed);
  const path = music.data?.url ?? null;
  const src = path ? storageUrl(path) : undefined;
  const audio = useBackgroundAudio({ src, allowed });

  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!panelOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setPanelOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [panelOpen]);

  const togglePanel = () => {
    setPanelOpen((open) => !open);
  };

  const visible = allowed && !!src;
  const { playing } = audio;

  return (
    <>
      {/* One element for the whole visit; it never unmounts, so playback survives navigation. */}
      <audio {...audio.audioProps} src={src} loop preload={allowed ? 'auto' : 'none'} data-testid="background-music" />
      {visible && (
        // On a phone the toggle is a slim tab in the page's right margin, where no text or control sits;
        // from md up the pages are centred with room in the corner for the round button.
        <div className="fixed right-0 bottom-[max(1rem,env(safe-area-inset-bottom))] z-50 flex flex-col items-end gap-3 md:right-4">
          {panelOpen && (
            <PanelBoundary>
              <Suspense fallback={null}>
                <MusicPanel id={panelId} audio={audio} path={path} fileName={music.data?.name ?? path} />
              </Suspense>
            </PanelBoundary>
          )}
          <button
            ref={toggleRef}
            type="button"
            onClick={togglePanel}
            aria-expanded={panelOpen}
            aria-controls={panelOpen ? panelId : undefined}
            aria-label={panelOpen ? t.toggleClose : t.toggleOpen}
            data-playing={playing}
            className={
              'flex h-14 w-[calc(1.75rem+env(safe-area-inset-right))] items-center justify-center rounded-l-2xl ' +
              'border border-r-0 border-rose-100 bg-white pr-[env(safe-area-inset-right)] text-rose-500 shadow-lg ' +
              `shadow-rose-300/50 transition hover:bg-rose-50 md:size-14 md:rounded-full md:border-r md:pr-0 ${
                playing ? 'ring-2 ring-rose-200 motion-safe:animate-pulse md:ring-4' : ''
              }`
            }
          >
            <NoteIcon className="size-5 md:size-7" />
          </button>
          <p role="status" className="sr-only">
            {audio.waitingForGesture ? t.tapToStart : ''}
          </p>
        </div>
      )}
    </>
  );
}
