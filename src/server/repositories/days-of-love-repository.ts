import type { Db } from '../db/database.js';
import type { DaysOfLoveInput } from '../../shared/schemas/days-of-love.js';

export interface DaysOfLoveRow {
  title: string;
  date_at: string;
  created_at: string;
}

export function daysOfLoveRepository(db: Db, siteId: number) {
  return {
    async get(): Promise<DaysOfLoveRow | undefined> {
      return db
        .selectFrom('days_of_love')
        .select(['title', 'date_at', 'created_at'])
        .where('site_id', '=', siteId)
        .orderBy('id')
        .executeTakeFirst();
    },

    async save(input: DaysOfLoveInput): Promise<DaysOfLoveRow> {
      return db.transaction().execute(async (trx) => {
        const first = await trx
          .selectFrom('days_of_love')
          .select('id')
          .where('site_id', '=', siteId)
          .orderBy('id')
          .executeTakeFirst();
        if (first) {
          return trx.updateTable('days_of_love').set(input).where('id', '=', first.id).returning(['title', 'date_at', 'created_at']).executeTakeFirstOrThrow();
        }
        return trx.insertInto('days_of_love').values({ site_id: siteId, ...input, created_at: new Date().toISOString() }).returning(['title', 'date_at', 'created_at']).executeTakeFirstOrThrow();
      });
    },
  };
}
