import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// Attempt counters move from process memory into the database (decision 014): one row per gift, bucket
// and key (a client address or an account's email), counted in a fixed window by one atomic upsert.
// Sessions get the indexes the purge and the per-gift cap use.

export function authLimitsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('auth_attempts')
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
        .addColumn('bucket', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        // Milliseconds since the epoch: bigint on PostgreSQL (read back as a string), integer on SQLite.
        .addColumn('window_start', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('auth_attempts_pk', ['site_id', 'bucket', 'key'])
        .execute();
      await db.schema.createIndex('auth_attempts_window_start_index').on('auth_attempts').column('window_start').execute();
      await db.schema.createIndex('sessions_site_role_index').on('sessions').columns(['site_id', 'role', 'id']).execute();
      await db.schema.createIndex('sessions_expires_at_index').on('sessions').column('expires_at').execute();
    },
  };
}
