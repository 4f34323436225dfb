import type { Kysely } from 'kysely';

// A gift's storage quota and end date (decision 037), both set by the operator. quota_mb null: the
// GIFT_QUOTA_MB default. ends_at null: no end; otherwise an ISO date-time (text, like disabled_at).

export const siteQuotaAndEndMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('sites').addColumn('quota_mb', 'integer').execute();
    await db.schema.alterTable('sites').addColumn('ends_at', 'text').execute();
  },
};
