import { inTransaction, type Db, type Trx } from '../db/database.js';
import type { DaysOfLoveInput } from '../../shared/schemas/days-of-love.js';

export interface DaysOfLoveRow {
  title: string;
  date_at: string;
  created_at: string;
}

const columns = ['title', 'date_at', 'created_at'] as const;

export function daysOfLoveRepository(db: Db, siteId: () => number) {
  return {
    async get(trx?: Trx): Promise<DaysOfLoveRow | undefined> {
      return (trx ?? db).selectFrom('days_of_love').select(columns).where('site_id', '=', siteId()).orderBy('id').executeTakeFirst();
    },

    /** One record per gift (docs/product.md §3): update the first, or create it. */
    async save(input: DaysOfLoveInput, trx?: Trx): Promise<DaysOfLoveRow> {
      return inTransaction(db, trx, async (t) => {
        const first = await t.selectFrom('days_of_love').select('id').where('site_id', '=', siteId()).orderBy('id').executeTakeFirst();
        if (first) {
          return t.updateTable('days_of_love').set(input).where('id', '=', first.id).returning(columns).executeTakeFirstOrThrow();
        }
        return t
          .insertInto('days_of_love')
          .values({ site_id: siteId(), ...input, created_at: new Date().toISOString() })
          .returning(columns)
          .executeTakeFirstOrThrow();
      });
    },
  };
}
