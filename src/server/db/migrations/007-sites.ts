import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../database.js';

// Many gifts on one service and the secret share link (decision 018). A site gets the slug of
// its host ({slug}.BASE_DOMAIN), a share key (kept raw: the giver must be able to show the link again),
// whether only key holders may open it, when the operator disabled it and when it was last visited.
// The operator's sessions belong to no gift, so they have a table of their own.

export function sitesMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('sites').addColumn('slug', 'text').execute();
      await db.schema.alterTable('sites').addColumn('share_key', 'text').execute();
      await db.schema
        .alterTable('sites')
        .addColumn('is_private', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('sites').addColumn('disabled_at', 'text').execute();
      await db.schema.alterTable('sites').addColumn('last_visit_at', 'text').execute();
      await db.schema.createIndex('sites_slug_unique').on('sites').column('slug').unique().execute();
      await db.schema.createIndex('sites_share_key_unique').on('sites').column('share_key').unique().execute();

      const existing = await sql<{ id: number }>`SELECT id FROM sites`.execute(db);
      for (const { id } of existing.rows) {
        await sql`UPDATE sites SET share_key = ${randomBytes(24).toString('base64url')} WHERE id = ${id}`.execute(db);
      }

      const table = db.schema.createTable('operator_sessions');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
        .execute();
      await db.schema.createIndex('sessions_site_id_index').on('sessions').column('site_id').execute();
    },
  };
}
