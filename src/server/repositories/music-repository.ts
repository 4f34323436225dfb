import type { Db, Trx } from '../db/database.js';
import type { TrackTags } from '../storage/track-tags.js';

/** The media_files kind of the seeded track, so the hub can say which track plays. */
export const DEFAULT_TRACK_KIND = 'music-default';

/** A track's 'Now Playing' details, read from its own tags on the server. */
export type { TrackTags };

export interface CurrentTrack {
  path: string | null;
  isDefault: boolean;
  name: string | null;
  /** undefined: this track's tags have not been read yet. */
  tags: TrackTags | undefined;
}

/** The gift's background track: a path in the site row, whose media row says whether it is the default. */
export function musicRepository(db: Db, siteId: () => number) {
  return {
    async current(trx?: Trx): Promise<CurrentTrack> {
      const q = trx ?? db;
      const site = await q.selectFrom('sites').select('music_path').where('id', '=', siteId()).executeTakeFirst();
      const path = site?.music_path ?? null;
      if (!path) return { path: null, isDefault: false, name: null, tags: undefined };
      const media = await q
        .selectFrom('media_files')
        .select(['kind', 'original_name'])
        .where('path', '=', path)
        .where('site_id', '=', siteId())
        .executeTakeFirst();
      const tags = await q
        .selectFrom('music_tags')
        .select(['title', 'artist', 'cover'])
        .where('site_id', '=', siteId())
        .where('path', '=', path)
        .executeTakeFirst();
      return { path, isDefault: media?.kind === DEFAULT_TRACK_KIND, name: media?.original_name ?? null, tags };
    },

    /** null: no track (until the default is put back). */
    async setPath(path: string | null, trx?: Trx): Promise<void> {
      await (trx ?? db).updateTable('sites').set({ music_path: path }).where('id', '=', siteId()).execute();
    },

    /** Records the tags of the track at `path` (the site's one row; an older track's row is replaced). */
    async setTags(path: string, tags: TrackTags, trx?: Trx): Promise<void> {
      await (trx ?? db)
        .insertInto('music_tags')
        .values({ site_id: siteId(), path, ...tags })
        .onConflict((conflict) => conflict.column('site_id').doUpdateSet({ path, ...tags }))
        .execute();
    },
  };
}
