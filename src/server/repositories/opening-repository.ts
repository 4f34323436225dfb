import type { Db } from '../db/database.js';
import type { Opening, OpeningInput } from '../../shared/schemas/opening.js';

export function openingRepository(db: Db, siteId: number) {
  return {
    async list(): Promise<Opening[]> {
      return db
        .selectFrom('openings')
        .select(['id', 'title', 'recipient_name'])
        .where('site_id', '=', siteId)
        .orderBy('id')
        .execute();
    },

    /** The spec keeps one opening: update the first, or create it. */
    async save(input: OpeningInput): Promise<Opening> {
      return db.transaction().execute(async (trx) => {
        const first = await trx
          .selectFrom('openings')
          .select('id')
          .where('site_id', '=', siteId)
          .orderBy('id')
          .executeTakeFirst();
        if (first) {
          return trx
            .updateTable('openings')
            .set(input)
            .where('id', '=', first.id)
            .returning(['id', 'title', 'recipient_name'])
            .executeTakeFirstOrThrow();
        }
        return trx
          .insertInto('openings')
          .values({ site_id: siteId, ...input })
          .returning(['id', 'title', 'recipient_name'])
          .executeTakeFirstOrThrow();
      });
    },
  };
}
