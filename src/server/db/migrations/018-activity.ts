import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// The recipient's footsteps (decision 040): what a viewer session did and when, at most 1,000 a gift, and the
// giver's switch that turns the recording off. `session_hash` is set on `page` events only: a page's first
// visit in a session is recorded once (the unique index), and nothing else ties an event to a session.

export function activityMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('sites')
        .addColumn('record_activity', 'integer', (column) => column.notNull().defaultTo(1))
        .execute();
      const table = db.schema.createTable('activity_events');
      const withId =
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await withId
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('page', 'text')
        .addColumn('session_hash', 'text')
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('activity_events_site_id_index').on('activity_events').columns(['site_id', 'id']).execute();
      await db.schema
        .createIndex('activity_events_page_once_index')
        .on('activity_events')
        .columns(['site_id', 'session_hash', 'page'])
        .unique()
        .execute();
    },
  };
}
