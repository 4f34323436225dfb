import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// The operator's sign-in failures move from process memory into the database (decision 024), so app
// processes sharing one database share one limit. They belong to no gift, so auth_attempts (whose rows
// hang off a site) cannot hold them: the same shape without site_id.

export function consoleAttemptsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('console_attempts')
        .addColumn('bucket', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('window_start', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('console_attempts_pk', ['bucket', 'key'])
        .execute();
      await db.schema.createIndex('console_attempts_window_start_index').on('console_attempts').column('window_start').execute();
    },
  };
}
