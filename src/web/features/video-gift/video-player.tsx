import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { idMainGift } from '@/i18n/id-main-gift';

// The video gift's player (docs/product.md §2 Video gift): the browser's controls, plus overlay buttons for
// play/pause and fullscreen that appear on hover, on keyboard focus, while paused, and after a tap on a
// phone (no hover there). It starts with sound: the recipient arrives by a tap, which lets browsers
// play audio; if one refuses anyway, that is logged (docs/product.md §8) and the play button stays in view.

const t = idMainGift.video;

/** How long a tap on a phone keeps the overlay in view. */
const TAP_REVEAL_MS = 3000;

type WebkitVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

export interface VideoPlayerProps {
  src: string;
  /** A frame shown before playback (videos the server converted). */
  poster?: string;
  label: string;
}

export function VideoPlayer({ src, poster, label }: VideoPlayerProps) {
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const revealTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.play().catch((error: unknown) => {
      // Autoplay blocked (docs/product.md §8: only logged); the overlay's play button is in view while paused.
      console.warn('Video gift autoplay was blocked', error);
    });
  }, [src]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => () => window.clearTimeout(revealTimer.current), []);

  const reveal = useCallback((event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch') return;
    setRevealed(true);
    window.clearTimeout(revealTimer.current);
    revealTimer.current = window.setTimeout(() => setRevealed(false), TAP_REVEAL_MS);
  }, []);

  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused || element.ended) {
      element.play().catch((error: unknown) => console.warn('Video gift could not play', error));
    } else {
      element.pause();
    }
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) {
      document.exitFullscreen().catch((error: unknown) => console.warn('Could not leave fullscreen', error));
      return;
    }
    const target = frame.current;
    if (target?.requestFullscreen) {
      target.requestFullscreen().catch((error: unknown) => console.warn('Fullscreen was refused', error));
    } else {
      // iPhone Safari: only the video element itself can go fullscreen.
      (video.current as WebkitVideo | null)?.webkitEnterFullscreen?.();
    }
  };

  const shown = !playing || revealed;
  // Hidden buttons let taps through to the video: a phone's first tap reveals them instead of pausing.
  const catchesPointer = shown
    ? 'pointer-events-auto'
    : 'pointer-events-none group-hover:pointer-events-auto group-focus-within:pointer-events-auto';
  const overlayButton =
    `${catchesPointer} flex items-center justify-center rounded-full bg-black/55 text-white shadow-lg backdrop-blur ` +
    'transition hover:bg-black/70 focus-visible:outline-white';

  return (
    <div
      ref={frame}
      className="group relative w-full overflow-hidden rounded-2xl bg-black"
      data-playing={playing}
      data-fullscreen={fullscreen}
      onPointerDown={reveal}
    >
      <video
        ref={video}
        src={src}
        poster={poster}
        aria-label={label}
        controls
        playsInline
        preload="metadata"
        className="mx-auto block aspect-video max-h-[70dvh] w-full bg-black object-contain"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
      {/* Above the video, clear of the browser's control bar; the layer itself lets clicks through. The full-screen
          button sits halfway down the right edge, at least 3rem from the top: Safari and WebKit draw their own mute
          and full-screen buttons in the video's top corners. */}
      <div
        data-testid="video-overlay"
        data-visible={shown}
        className={
          'pointer-events-none absolute inset-x-0 top-0 bottom-14 flex ' +
          `items-center justify-center transition-opacity duration-200 ${
            shown ? 'opacity-100' : 'opacity-0 group-hover:opacity-100 group-focus-within:opacity-100'
          }`
        }
      >
        <button type="button" className={`${overlayButton} size-16`} aria-label={playing ? t.pause : t.play} onClick={togglePlay}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          className={`${overlayButton} absolute top-[max(calc(50%-1.375rem),3rem)] right-3 size-11`}
          aria-label={fullscreen ? t.exitFullscreen : t.enterFullscreen}
          aria-pressed={fullscreen}
          onClick={toggleFullscreen}
        >
          {fullscreen ? <ShrinkIcon /> : <ExpandIcon />}
        </button>
      </div>
    </div>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-8" fill="currentColor">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8" fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function ExpandIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </svg>
  );
}

function ShrinkIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
    </svg>
  );
}
