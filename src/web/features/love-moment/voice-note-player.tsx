import { useEffect, useRef } from 'react';

// A love moment's voice note (decision 029): while it plays the background music pauses, and plays on when it
// stops or ends (docs/product.md §4). Turning the card back stops the note too: a hidden voice should not go on.
// Features do not import each other: the note tells the music player through a window event, 'kado-music-hold'
// with +1 when it starts and -1 when it stops (features/music-player/music-player.tsx counts them).

const holdMusic = (by: 1 | -1) => window.dispatchEvent(new CustomEvent('kado-music-hold', { detail: by }));

interface VoiceNotePlayerProps {
  src: string;
  label: string;
  /** The card's back is showing: the player takes focus and may play. */
  shown: boolean;
}

export function VoiceNotePlayer({ src, label, shown }: VoiceNotePlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const holding = useRef(false);
  const letGo = () => {
    if (holding.current) holdMusic(-1);
    holding.current = false;
  };

  useEffect(() => {
    if (!shown) audioRef.current?.pause();
  }, [shown]);
  // Leaving the page while it plays lets the music go on.
  useEffect(() => letGo, []);

  return (
    <audio
      ref={audioRef}
      controls
      preload="none"
      src={src}
      aria-label={label}
      tabIndex={shown ? 0 : -1}
      className="h-10 w-full"
      onPlay={() => {
        if (!holding.current) holdMusic(1);
        holding.current = true;
      }}
      onPause={letGo}
      onEnded={letGo}
    />
  );
}
