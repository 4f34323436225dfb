import type { Db } from '../db/database.js';
import type { MediaFileRow } from '../db/schema.js';

export function mediaRepository(db: Db, siteId: number) {
  return {
    async findByPath(path: string): Promise<MediaFileRow | undefined> {
      return db.selectFrom('media_files').selectAll().where('path', '=', path).where('site_id', '=', siteId).executeTakeFirst();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('media_files')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
