import { useEffect, useRef } from 'react';
import { holdMusic } from '@/lib/music-hold';

// A love moment's voice note (decision 029): while it plays the background music pauses, and plays on when it
// stops or ends (docs/product.md §4). Turning the card back stops the note too: a hidden voice should not go on.

interface VoiceNotePlayerProps {
  src: string;
  label: string;
  /** The card's back is showing: the player takes focus and may play. */
  shown: boolean;
}

export function VoiceNotePlayer({ src, label, shown }: VoiceNotePlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const releaseRef = useRef<(() => void) | null>(null);
  const letGo = () => {
    releaseRef.current?.();
    releaseRef.current = null;
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
        releaseRef.current ??= holdMusic();
      }}
      onPause={letGo}
      onEnded={letGo}
    />
  );
}
