import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// Wishes from friends (decision 045): the gift's wishes link (its own secret key, closed until the giver opens
// it) on the sites row, and the wishes the link's guests leave, each hidden from the recipient until approved.

export function wishesMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('sites').addColumn('wishes_key', 'text').execute();
      await db.schema
        .alterTable('sites')
        .addColumn('wishes_open', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      const table = db.schema.createTable('wishes');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('photo_path', 'text')
        .addColumn('thumb_path', 'text')
        .addColumn('display_path', 'text')
        .addColumn('approved', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('wishes_site_id_index').on('wishes').columns(['site_id', 'id']).execute();
    },
  };
}
