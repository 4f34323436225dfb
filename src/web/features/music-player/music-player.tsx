import { useEffect, useId, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { useLocation } from '@/lib/router';
import { MUSIC_DEFAULT_VOLUME, MUSIC_VOLUME_STEP } from '@shared/constants';
import { useMusic } from '@/api/music';
import { storageUrl } from '@/api/storage-url';
import { isInEditPagesFrame } from '@/lib/embedding';
import { idMusic } from '@/i18n/id-music';
import { readIsPin, subscribeIsPin } from './is-pin-store';
import { NoteIcon, PauseIcon, PlayIcon, VolumeIcon } from './music-icons';
import { formatTime, mayPlayMusic } from './play-rule';
import { useTrackTags } from './use-track-tags';

// The background music (docs/product.md §1, §4): mounted once beside the routes (by music-player-gate.tsx), so its single <audio> element
// never unmounts and playback carries on across client-side navigation. It plays, looping, only after
// the PIN and off the pages with their own sound; if the browser refuses autoplay it starts on the next
// click anywhere. A floating button opens the 'Now Playing' panel (cover, title and artist from the file's
// own tags, seek bar, volume, Play/Pause).

const t = idMusic;

export default function MusicPlayer() {
  const { pathname } = useLocation();
  const isPin = useSyncExternalStore(subscribeIsPin, readIsPin, () => null);
  const allowed = mayPlayMusic({ pathname, isPin });

  const music = useMusic(allowed);
  const path = music.data?.url ?? null;
  const src = path ? storageUrl(path) : undefined;

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
  const [panelOpen, setPanelOpen] = useState(false);
  const [panelSeen, setPanelSeen] = useState(false);
  const tags = useTrackTags(path, panelSeen);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

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

  const togglePanel = () => {
    setPanelOpen((open) => !open);
    setPanelSeen(true);
  };

  const visible = allowed && !!src;
  // An untagged song is titled by its file's name: the uploaded name, else the stored one.
  const fileName = music.data?.name ?? path;
  const fileTitle = fileName ? songName(fileName) : null;
  const title = tags.data?.title ?? (tags.isPending ? t.readingTags : (fileTitle ?? t.unknownTitle));
  const artist = tags.data?.artist ?? (tags.isPending ? '' : t.unknownArtist);

  return (
    <>
      {/* One element for the whole visit; it never unmounts, so playback survives navigation. */}
      <audio
        ref={audioRef}
        src={src}
        loop
        preload={allowed ? 'auto' : 'none'}
        data-testid="background-music"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(event) => setCurrent(event.currentTarget.currentTime)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
      />
      {visible && (
        // On a phone the toggle is a slim tab in the page's right margin, where no text or control sits;
        // from md up the pages are centred with room in the corner for the round button.
        <div className="fixed right-0 bottom-[max(1rem,env(safe-area-inset-bottom))] z-50 flex flex-col items-end gap-3 md:right-4">
          {panelOpen && (
            <section
              id={panelId}
              aria-label={t.panelLabel}
              data-testid="music-panel"
              className={
                'mr-4 w-[min(20rem,calc(100vw-2rem))] rounded-3xl md:mr-0 border ' +
                'border-rose-100 bg-white/95 p-4 shadow-xl shadow-rose-300/40 backdrop-blur'
              }
            >
              <h2 className="text-xs font-bold tracking-[0.2em] text-rose-400 uppercase">{t.nowPlaying}</h2>
              <div className="mt-3 flex items-center gap-3" aria-busy={tags.isPending}>
                {tags.data?.coverUrl ? (
                  <img
                    src={tags.data.coverUrl}
                    alt={t.coverAlt(tags.data.title ?? fileTitle ?? t.unknownTitle)}
                    className="size-16 shrink-0 rounded-2xl object-cover shadow-md"
                  />
                ) : (
                  <span className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-rose-100 text-rose-400">
                    <NoteIcon className="size-7" />
                  </span>
                )}
                <div className="min-w-0">
                  <p className="truncate font-semibold text-rose-950" data-testid="music-title">
                    {title}
                  </p>
                  <p className="truncate text-sm text-rose-900/70" data-testid="music-artist">
                    {artist}
                  </p>
                </div>
              </div>

              <input
                type="range"
                min={0}
                max={duration > 0 && Number.isFinite(duration) ? duration : 0}
                step={0.1}
                value={Math.min(current, Number.isFinite(duration) ? duration : current)}
                onChange={seek}
                disabled={!(duration > 0)}
                aria-label={t.seek}
                aria-valuetext={t.time(formatTime(current), formatTime(duration))}
                className="mt-4 w-full accent-rose-500"
              />
              <div className="flex justify-between text-xs text-rose-900/70 tabular-nums" aria-hidden="true">
                <span>{formatTime(current)}</span>
                <span>{formatTime(duration)}</span>
              </div>

              <div className="mt-3 flex items-center gap-3">
                <button
                  type="button"
                  onClick={togglePlay}
                  className={
                    'flex size-11 shrink-0 items-center justify-center rounded-full bg-rose-500 ' +
                    'text-white shadow-md shadow-rose-300/50 transition hover:bg-rose-600'
                  }
                  aria-label={playing ? t.pause : t.play}
                >
                  {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
                </button>
                <VolumeIcon className="size-5 shrink-0 text-rose-400" />
                <input
                  type="range"
                  min={0}
                  max={1}
                  step={MUSIC_VOLUME_STEP}
                  value={volume}
                  onChange={(event) => setVolume(Number(event.target.value))}
                  aria-label={t.volume}
                  aria-valuetext={`${Math.round(volume * 100)}%`}
                  className="w-full accent-rose-500"
                />
              </div>
            </section>
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
            {waitingForGesture ? t.tapToStart : ''}
          </p>
        </div>
      )}
    </>
  );
}

/** A song's file name without its folder and extension: 'Lagu Kita.mp3' → 'Lagu Kita'. */
function songName(path: string): string {
  const base = path.split('/').pop() ?? path;
  return base.replace(/\.[a-z0-9]{2,4}$/i, '') || base;
}
