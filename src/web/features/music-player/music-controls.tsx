import { MUSIC_VOLUME_STEP } from '@shared/constants';
import { idMusic as t } from '@/i18n/id-music';
import { PauseIcon, PlayIcon, VolumeIcon } from './music-icons';
import { formatTime } from './play-rule';
import type { BackgroundAudio } from './use-background-audio';

// The 'Now Playing' panel's controls (docs/product.md §2, §9): the seek bar with its times, then Play/Pause and
// the volume (0 to 1, step 0.01), all read from and acting on the one <audio> (use-background-audio.ts).

export function MusicControls({ audio }: { audio: BackgroundAudio }) {
  const { current, duration, playing, volume } = audio;
  return (
    <>
      <input
        type="range"
        min={0}
        max={duration > 0 && Number.isFinite(duration) ? duration : 0}
        step={0.1}
        value={Math.min(current, Number.isFinite(duration) ? duration : current)}
        onChange={audio.seek}
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
          onClick={audio.togglePlay}
          className={
            'flex size-11 shrink-0 items-center justify-center rounded-full bg-rose-500 ' +
            'text-white shadow-md shadow-rose-300/50 transition hover:bg-rose-600'
          }
          aria-label={playing ? t.pause : t.play}
        >
          {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
        </button>
        {/* The volume: the listener's own level, kept across pages with the element. */}
        <VolumeIcon className="size-5 shrink-0 text-rose-400" />
        <input
          type="range"
          min={0}
          max={1}
          step={MUSIC_VOLUME_STEP}
          value={volume}
          onChange={(event) => audio.setVolume(Number(event.target.value))}
          aria-label={t.volume}
          aria-valuetext={`${Math.round(volume * 100)}%`}
          className="w-full accent-rose-500"
        />
      </div>
    </>
  );
}
