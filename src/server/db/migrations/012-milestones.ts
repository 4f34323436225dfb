import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// The giver's own milestones on the days of love (decision 027): a title and a calendar date
// (YYYY-MM-DD, text like every date here, decision 002). The computed ones (100 days, anniversaries…) are
// not stored: they follow from the start date.

export function milestonesMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const table = db.schema.createTable('milestones');
      const withId =
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await withId
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('milestones_site_id_index').on('milestones').column('site_id').execute();
    },
  };
}
