import type { Kysely } from 'kysely';

// Time-capsule love moments (decision 028): a moment may open on a date (YYYY-MM-DD in the gift's calendar,
// Asia/Jakarta like the milestones). Until then a viewer gets its cover and title, not its letter.

export const loveMomentOpensAtMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('love_moments').addColumn('opens_at', 'text').execute();
  },
};
