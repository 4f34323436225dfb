import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../database.js';

// The giver's crossword: one per site, its word + clue pairs as a JSON array. The grid is
// not stored: the shared layout function is deterministic and recomputes it from the entries.

export function crosswordMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const table = db.schema.createTable('crosswords');
      const withId =
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await withId
        .addColumn('site_id', 'integer', (c) => c.notNull().unique().references('sites.id').onDelete('cascade'))
        .addColumn('entries', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
        .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
        .execute();
    },
  };
}
