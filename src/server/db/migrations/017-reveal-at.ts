import type { Kysely } from 'kysely';

// The timed reveal (decision 039): the moment the gift opens, an ISO 8601 instant in UTC; null opens it now.

export const revealAtMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('sites').addColumn('reveal_at', 'text').execute();
  },
};
