import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// Momen Hati (docs/product.md §29, decision 086): the small moments both partners felt loved. `author` is
// 'giver' or 'recipient' (the session's role when it was written), `feeling` one of six codes, `visibility`
// 'shared' or 'private' (only its author sees a private one). The photo's three sizes are gallery-style files;
// `hearted_at` is when the other partner gave it a heart (one partner, one heart), null without one.

export function heartMomentsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const table = db.schema.createTable('heart_moments');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('words', 'text', (c) => c.notNull())
        .addColumn('feeling', 'text', (c) => c.notNull())
        .addColumn('visibility', 'text', (c) => c.notNull())
        .addColumn('photo_path', 'text')
        .addColumn('display_path', 'text')
        .addColumn('thumb_path', 'text')
        .addColumn('placeholder', 'text')
        .addColumn('hearted_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('heart_moments_site_date_index').on('heart_moments').columns(['site_id', 'date', 'id']).execute();
    },
  };
}
