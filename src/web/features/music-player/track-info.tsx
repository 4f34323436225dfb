import { idMusic as t } from '@/i18n/id-music';
import { NoteIcon } from './music-icons';
import type { NowPlaying } from './use-track-tags';

// The 'Now Playing' panel's track (docs/product.md §2): cover, title and artist from the file's own tags; an
// untagged song is titled by its file's name, the uploaded one else the stored one.

export function TrackInfo({ tags, fileName }: { tags: { data: NowPlaying | undefined; isPending: boolean }; fileName: string | null }) {
  const fileTitle = fileName ? songName(fileName) : null;
  const title = tags.data?.title ?? (tags.isPending ? t.readingTags : (fileTitle ?? t.unknownTitle));
  const artist = tags.data?.artist ?? (tags.isPending ? '' : t.unknownArtist);
  return (
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
  );
}

/** A song's file name without its folder and extension: 'Lagu Kita.mp3' → 'Lagu Kita'. */
function songName(path: string): string {
  const base = path.split('/').pop() ?? path;
  return base.replace(/\.[a-z0-9]{2,4}$/i, '') || base;
}
