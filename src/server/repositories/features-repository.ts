import { inTransaction, type Db, type Trx } from '../db/database.js';
import type { FeaturesData, FeaturesInput } from '../../shared/schemas/features.js';

const columns = ['title', 'selected_features'] as const;

export function featuresRepository(db: Db, siteId: () => number) {
  return {
    async get(trx?: Trx): Promise<FeaturesData | undefined> {
      return (trx ?? db).selectFrom('feature_configs').select(columns).where('site_id', '=', siteId()).orderBy('id').executeTakeFirst();
    },

    /** One configuration per gift (docs/product.md §3): update the first, or create it. */
    async save(input: FeaturesInput, trx?: Trx): Promise<FeaturesData> {
      return inTransaction(db, trx, async (t) => {
        const first = await t.selectFrom('feature_configs').select('id').where('site_id', '=', siteId()).orderBy('id').executeTakeFirst();
        if (first) {
          return t.updateTable('feature_configs').set(input).where('id', '=', first.id).returning(columns).executeTakeFirstOrThrow();
        }
        return t
          .insertInto('feature_configs')
          .values({ site_id: siteId(), ...input })
          .returning(columns)
          .executeTakeFirstOrThrow();
      });
    },
  };
}
