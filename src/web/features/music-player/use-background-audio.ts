import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { MUSIC_DEFAULT_VOLUME } from '@shared/constants';
import { isInEditPagesFrame } from '@/lib/embedding';

// The background music's one <audio> element and its state (docs/product.md §4): it plays, looping, while the page
// allows it, the listener has not paused it and no voice note holds it; where the browser refuses autoplay it
// starts on the next click anywhere. What the panel shows (playing, time, length, volume) is read from the element.

export function useBackgroundAudio({ src, allowed }: { src: string | undefined; allowed: boolean }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(MUSIC_DEFAULT_VOLUME);
  /**
   * The listener pressed Pause: navigation does not restart the music until they press Play. The edit
   * hub's preview starts paused, so the giver does not hear the music behind their own editing.
   */
  const [userPaused, setUserPaused] = useState(() => isInEditPagesFrame());
  // Voice notes playing now (love-moment/voice-note-player.tsx sends 'kado-music-hold', +1 or -1): the music waits.
  const [holds, setHolds] = useState(0);
  const held = holds > 0;
  useEffect(() => {
    const onHold = (event: Event) => setHolds((count) => Math.max(0, count + Number((event as CustomEvent<number>).detail)));
    window.addEventListener('kado-music-hold', onHold);
    return () => window.removeEventListener('kado-music-hold', onHold);
  }, []);
  const [waitingForGesture, setWaitingForGesture] = useState(false);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [volume]);

  // Start or stop as the page and the flag say.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !src) return;
    // A voice note playing holds the music; it plays on when the note stops.
    if (!allowed || userPaused || held) {
      audio.pause();
      return;
    }
    let cancelled = false;
    let retry: (() => void) | undefined;
    audio.play().then(
      () => {
        if (!cancelled) setWaitingForGesture(false);
      },
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof DOMException && error.name === 'NotAllowedError') {
          // docs/product.md §4/§8: autoplay refused; only logged, and the next click anywhere starts it.
          console.info('Autoplay was blocked; the music starts on the next click.');
          setWaitingForGesture(true);
          retry = () => {
            audio.play().then(
              () => setWaitingForGesture(false),
              () => {},
            );
          };
          document.addEventListener('click', retry, { once: true, capture: true });
        } else if (!(error instanceof DOMException && error.name === 'AbortError')) {
          console.warn('The background music could not play.', error);
        }
      },
    );
    return () => {
      cancelled = true;
      if (retry) document.removeEventListener('click', retry, { capture: true });
    };
  }, [allowed, userPaused, held, src]);

  const togglePlay = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) {
      setUserPaused(false);
      // Pressed by the listener, so the browser allows it even where autoplay was refused.
      audio.play().catch((error: unknown) => console.warn('The background music could not play.', error));
    } else {
      setUserPaused(true);
      audio.pause();
    }
  };

  const seek = (event: ChangeEvent<HTMLInputElement>) => {
    const audio = audioRef.current;
    const to = Number(event.target.value);
    if (!audio || !Number.isFinite(to)) return;
    audio.currentTime = to;
    setCurrent(to);
  };

  const readDuration = (event: { currentTarget: HTMLAudioElement }) => setDuration(event.currentTarget.duration);
  /** The element's own props: spread on the one <audio>. */
  const audioProps = {
    ref: audioRef,
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onTimeUpdate: (event: { currentTarget: HTMLAudioElement }) => setCurrent(event.currentTarget.currentTime),
    onDurationChange: readDuration,
    onLoadedMetadata: readDuration,
  };

  return { audioProps, playing, current, duration, volume, setVolume, waitingForGesture, togglePlay, seek };
}

export type BackgroundAudio = ReturnType<typeof useBackgroundAudio>;
