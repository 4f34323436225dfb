import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// Mail and the forgotten password (decision 060). mail_outbox keeps every mail until it is sent or has failed for
// good, so a restart loses none and every process on the database sends from it; a row is claimed (claimed_until)
// by the process trying it. password_resets keeps only the SHA-256 of each link's token.

export function mailAndPasswordResetsMigration(dialect: Dialect) {
  // Milliseconds since the epoch: bigint on PostgreSQL (read back as a string), integer on SQLite.
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  const withId = (table: ReturnType<Kysely<unknown>['schema']['createTable']>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('mail_outbox'))
        .addColumn('site_id', 'integer', (c) => c.references('sites.id').onDelete('cascade'))
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text', (c) => c.notNull())
        // 'waiting' (not yet sent, maybe tried), 'sent', or 'failed' (given up).
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', big, (c) => c.notNull())
        .addColumn('claimed_until', big, (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('created_at', big, (c) => c.notNull())
        .addColumn('sent_at', big)
        .execute();
      await db.schema.createIndex('mail_outbox_due_index').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
      await withId(db.schema.createTable('password_resets'))
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', big, (c) => c.notNull())
        .addColumn('used_at', big)
        .addColumn('created_at', big, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('password_resets_user_index').on('password_resets').columns(['user_id', 'created_at']).execute();
    },
  };
}
