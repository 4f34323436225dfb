import type { Db, Trx } from '../db/database.js';

/** The media_files kind of the seeded track, so the hub can say which track plays. */
export const DEFAULT_TRACK_KIND = 'music-default';

/** The gift's background track: a path in the site row, whose media row says whether it is the default. */
export function musicRepository(db: Db, siteId: () => number) {
  return {
    async current(trx?: Trx): Promise<{ path: string | null; isDefault: boolean; name: string | null }> {
      const q = trx ?? db;
      const site = await q.selectFrom('sites').select('music_path').where('id', '=', siteId()).executeTakeFirst();
      const path = site?.music_path ?? null;
      if (!path) return { path: null, isDefault: false, name: null };
      const media = await q
        .selectFrom('media_files')
        .select(['kind', 'original_name'])
        .where('path', '=', path)
        .where('site_id', '=', siteId())
        .executeTakeFirst();
      return { path, isDefault: media?.kind === DEFAULT_TRACK_KIND, name: media?.original_name ?? null };
    },

    /** null: no track (until the default is put back). */
    async setPath(path: string | null, trx?: Trx): Promise<void> {
      await (trx ?? db).updateTable('sites').set({ music_path: path }).where('id', '=', siteId()).execute();
    },
  };
}
