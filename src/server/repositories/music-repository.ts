import type { Db } from '../db/database.js';

export const DEFAULT_TRACK_KIND = 'music-default';

export function musicRepository(db: Db, siteId: number) {
  return {
    async current(): Promise<{ path: string | null; isDefault: boolean }> {
      const site = await db.selectFrom('sites').select('music_path').where('id', '=', siteId).executeTakeFirst();
      const path = site?.music_path ?? null;
      if (!path) return { path: null, isDefault: false };
      const media = await db.selectFrom('media_files').select('kind').where('path', '=', path).executeTakeFirst();
      return { path, isDefault: media?.kind === DEFAULT_TRACK_KIND };
    },
  };
}
