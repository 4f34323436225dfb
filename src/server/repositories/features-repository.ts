import type { Db } from '../db/database.js';
import type { FeaturesData, FeaturesInput } from '../../shared/schemas/features.js';

export function featuresRepository(db: Db, siteId: number) {
  return {
    async get(): Promise<FeaturesData | undefined> {
      return db
        .selectFrom('feature_configs')
        .select(['title', 'selected_features'])
        .where('site_id', '=', siteId)
        .orderBy('id')
        .executeTakeFirst();
    },

    async save(input: FeaturesInput): Promise<FeaturesData> {
      return db.transaction().execute(async (trx) => {
        const first = await trx
          .selectFrom('feature_configs')
          .select('id')
          .where('site_id', '=', siteId)
          .orderBy('id')
          .executeTakeFirst();
        if (first) {
          return trx.updateTable('feature_configs').set(input).where('id', '=', first.id).returning(['title', 'selected_features']).executeTakeFirstOrThrow();
        }
        return trx.insertInto('feature_configs').values({ site_id: siteId, ...input }).returning(['title', 'selected_features']).executeTakeFirstOrThrow();
      });
    },
  };
}
