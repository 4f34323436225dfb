import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import type { VoiceNotePlayerProps } from '@/components/voice-note-player';

// A love moment's voice note (decision 029): while it plays the background music pauses, and plays on when it
// stops or ends (docs/product.md §4). Turning the card back stops the note too: a hidden voice should not go on.
// Features do not import each other: the note tells the music player through a window event, 'kado-music-hold'
// with +1 when it starts and -1 when it stops (features/music-player/music-player.tsx counts them). The player
// shows the note's stored length before it is played (components/voice-note-player.tsx).

/**
 * The player's code is fetched as the cards render, not with the page (the love moments page's first load stays
 * within its budget); a placeholder of its height holds its place meanwhile. Offline, where the page was never
 * opened online, the card shows no player (its sound could not be fetched either).
 */
const VoiceNotePlayer = lazy<ComponentType<VoiceNotePlayerProps>>(() =>
  import('@/components/voice-note-player').then(
    (module) => ({ default: module.VoiceNotePlayer }),
    () => ({ default: () => null }),
  ),
);

const holdMusic = (by: 1 | -1) => window.dispatchEvent(new CustomEvent('kado-music-hold', { detail: by }));

interface MomentVoicePlayerProps {
  src: string;
  label: string;
  /** The server's reading of the file, in milliseconds; null when unknown. */
  durationMs: number | null;
  /** The card's back is showing: the player takes focus and may play. */
  shown: boolean;
}

export function MomentVoicePlayer({ src, label, durationMs, shown }: MomentVoicePlayerProps) {
  const holding = useRef(false);
  const playingNow = (playing: boolean) => {
    if (playing !== holding.current) holdMusic(playing ? 1 : -1);
    holding.current = playing;
  };
  // Leaving the page while it plays lets the music go on.
  useEffect(() => () => playingNow(false), []);

  return (
    <Suspense fallback={<div className="h-10" />}>
      <VoiceNotePlayer src={src} label={label} durationMs={durationMs} shown={shown} onPlayingChange={playingNow} />
    </Suspense>
  );
}
