import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { idVoiceNote } from '@/i18n/id-voice-note';

// A stored voice note's player (decision 029, and its addendum), for love moments and replies alike: a play button, a position
// slider and 'current / length'. The length is the server's reading of the file (voice_note_duration_ms), shown
// before anything is fetched (preload none) and kept while it plays: for a WebM from MediaRecorder, which has no
// Duration element, the audio element says Infinity, or a guess from the bytes that can be a second short (seen
// in Chromium), until it has played through. The element's own length is shown only when none is stored.

const t = idVoiceNote;

/** 'm:ss' from seconds; an unknown or endless length reads '0:00'. */
export function voiceClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The length to show, in seconds: the stored one, else the element's own once it is finite, else 0. */
export function shownDuration(elementSeconds: number, storedMs: number | null | undefined): number {
  if (storedMs != null && storedMs > 0) return storedMs / 1000;
  return Number.isFinite(elementSeconds) && elementSeconds > 0 ? elementSeconds : 0;
}

export interface VoiceNotePlayerProps {
  src: string;
  /** The player's name (its group's), e.g. 'Pesan suara: Kencan pertama'. */
  label: string;
  /** The server's reading of the file, in milliseconds; null when it could not tell. */
  durationMs: number | null;
  /** False while hidden (a card's back turned away): it pauses and leaves the tab order. */
  shown?: boolean;
  /** Told when it starts and stops playing (a love moment's note holds the background music). */
  onPlayingChange?: (playing: boolean) => void;
  className?: string;
}

export function VoiceNotePlayer({ src, label, durationMs, shown = true, onPlayingChange, className = '' }: VoiceNotePlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [elementDuration, setElementDuration] = useState(Number.NaN);
  const duration = shownDuration(elementDuration, durationMs);

  useEffect(() => {
    if (!shown) audioRef.current?.pause();
  }, [shown]);

  const playingNow = (now: boolean) => {
    setPlaying(now);
    onPlayingChange?.(now);
  };
  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void audio.play().catch(() => playingNow(false));
    else audio.pause();
  };
  const seek = (event: ChangeEvent<HTMLInputElement>) => {
    const to = Number(event.target.value);
    if (audioRef.current) audioRef.current.currentTime = to;
    setCurrent(to);
  };
  const tabIndex = shown ? 0 : -1;

  return (
    <div role="group" aria-label={label} className={`flex h-10 items-center gap-2 ${className}`}>
      <audio
        ref={audioRef}
        preload="none"
        src={src}
        onPlay={() => playingNow(true)}
        onPause={() => playingNow(false)}
        onEnded={() => playingNow(false)}
        onTimeUpdate={(event) => setCurrent(event.currentTarget.currentTime)}
        onDurationChange={(event) => setElementDuration(event.currentTarget.duration)}
        onLoadedMetadata={(event) => setElementDuration(event.currentTarget.duration)}
      />
      <button
        type="button"
        tabIndex={tabIndex}
        onClick={toggle}
        aria-label={playing ? t.pause : t.play}
        className={
          'flex size-10 shrink-0 items-center justify-center rounded-full bg-rose-500 text-white shadow-sm transition hover:bg-rose-600'
        }
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false" fill="currentColor">
          {playing ? (
            <>
              <rect x="6" y="5" width="4.2" height="14" rx="1.2" />
              <rect x="13.8" y="5" width="4.2" height="14" rx="1.2" />
            </>
          ) : (
            <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
          )}
        </svg>
      </button>
      <input
        type="range"
        tabIndex={tabIndex}
        min={0}
        max={duration}
        step={0.1}
        value={Math.min(current, duration || current)}
        onChange={seek}
        disabled={!(duration > 0)}
        aria-label={t.seek}
        aria-valuetext={t.time(voiceClock(current), voiceClock(duration))}
        className="min-w-0 flex-1 accent-rose-500"
      />
      <span className="shrink-0 text-xs text-rose-900 tabular-nums" aria-hidden="true" data-testid="voice-note-time">
        {voiceClock(current)} / {voiceClock(duration)}
      </span>
    </div>
  );
}
