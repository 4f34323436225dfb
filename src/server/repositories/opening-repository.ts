import { inTransaction, type Db, type Trx } from '../db/database.js';
import { precompile } from '../db/precompiled.js';
import type { Opening, OpeningInput } from '../../shared/schemas/opening.js';

const columns = ['id', 'title', 'recipient_name'] as const;

export function openingRepository(db: Db, siteId: () => number) {
  // The first read of every visit: compiled once (decision 021).
  const listQuery = precompile((args: { siteId: number }) =>
    db.selectFrom('openings').select(columns).where('site_id', '=', args.siteId).orderBy('id'),
  );

  return {
    async list(trx?: Trx): Promise<Opening[]> {
      return listQuery(trx ?? db, { siteId: siteId() });
    },

    /** One opening per gift (docs/product.md §3): update the first, or create it. */
    async save(input: OpeningInput, trx?: Trx): Promise<Opening> {
      return inTransaction(db, trx, async (t) => {
        const first = await t.selectFrom('openings').select('id').where('site_id', '=', siteId()).orderBy('id').executeTakeFirst();
        if (first) {
          return t.updateTable('openings').set(input).where('id', '=', first.id).returning(columns).executeTakeFirstOrThrow();
        }
        return t
          .insertInto('openings')
          .values({ site_id: siteId(), ...input })
          .returning(columns)
          .executeTakeFirstOrThrow();
      });
    },
  };
}
