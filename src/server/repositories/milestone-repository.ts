import { inTransaction, type Db, type Trx } from '../db/database.js';
import type { MilestoneInput } from '../../shared/schemas/milestones.js';

// The giver's own milestones (decision 027); the computed ones are not stored.

export interface MilestoneRow {
  id: number;
  title: string;
  /** YYYY-MM-DD */
  date: string;
}

const columns = ['id', 'title', 'date'] as const;

export function milestoneRepository(db: Db, siteId: () => number) {
  return {
    async list(trx?: Trx): Promise<MilestoneRow[]> {
      return (trx ?? db).selectFrom('milestones').select(columns).where('site_id', '=', siteId()).orderBy('date').orderBy('id').execute();
    },

    /** Adds a milestone unless the gift already holds `max`; undefined when it is full. */
    async create(input: MilestoneInput, max: number, trx?: Trx): Promise<MilestoneRow | undefined> {
      return inTransaction(db, trx, async (t) => {
        const { count } = await t
          .selectFrom('milestones')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('site_id', '=', siteId())
          .executeTakeFirstOrThrow();
        if (Number(count) >= max) return undefined;
        return t
          .insertInto('milestones')
          .values({ site_id: siteId(), title: input.title, date: input.date, created_at: new Date().toISOString() })
          .returning(columns)
          .executeTakeFirstOrThrow();
      });
    },

    /** True when a milestone was deleted. */
    async remove(id: number, trx?: Trx): Promise<boolean> {
      const result = await (trx ?? db).deleteFrom('milestones').where('id', '=', id).where('site_id', '=', siteId()).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
