import { idMusic as t } from '@/i18n/id-music';
import { MusicControls } from './music-controls';
import { TrackInfo } from './track-info';
import type { BackgroundAudio } from './use-background-audio';
import { useTrackTags } from './use-track-tags';

// The 'Now Playing' panel (docs/product.md §2): the track's cover, title and artist, the seek bar, the volume and
// Play/Pause. Its own chunk, loaded the first time the panel opens: the player's first load is the <audio> element
// and its toggle only (decision 101).

export default function MusicPanel({
  id,
  audio,
  path,
  fileName,
}: {
  id: string;
  audio: BackgroundAudio;
  /** The track's storage path (the music reply's). */
  path: string | null;
  fileName: string | null;
}) {
  const tags = useTrackTags(path, true);
  return (
    <section
      id={id}
      aria-label={t.panelLabel}
      data-testid="music-panel"
      className={
        'mr-4 w-[min(20rem,calc(100vw-2rem))] rounded-3xl md:mr-0 border ' +
        'border-rose-100 bg-white/95 p-4 shadow-xl shadow-rose-300/40 backdrop-blur'
      }
    >
      <h2 className="text-xs font-bold tracking-[0.2em] text-rose-400 uppercase">{t.nowPlaying}</h2>
      <TrackInfo tags={tags} fileName={fileName} />
      <MusicControls audio={audio} />
    </section>
  );
}
