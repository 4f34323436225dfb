import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// Sign-up and word to the giver (decision 061). `signups` keeps each sign-up until it is confirmed or its day is
// over: the password already hashed, and only the SHA-256 of the mailed token and of the one-use code that signs the
// new giver in on the gift's host. `notifications` keeps, per gift and kind, when its last mail went and how many
// events wait for the next one (at most one mail per kind per gift per window). On `sites`: the giver's three
// switches, the secret the unsubscribe links are signed with, and when a self-made gift was made.

export function signUpAndNotificationsMigration(dialect: Dialect) {
  // Milliseconds since the epoch: bigint on PostgreSQL (read back as a string), integer on SQLite.
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('sites')
        .addColumn('notify_opened', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('sites')
        .addColumn('notify_replies', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('sites')
        .addColumn('notify_wishes', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('sites').addColumn('notify_key', 'text').execute();
      await db.schema.alterTable('sites').addColumn('signed_up_at', 'text').execute();
      // A mail's own headers (the notifications' List-Unsubscribe, RFC 8058), as a JSON object.
      await db.schema.alterTable('mail_outbox').addColumn('headers_json', 'text').execute();
      const table = db.schema.createTable('signups');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', big, (c) => c.notNull())
        .addColumn('used_at', big)
        .addColumn('created_at', big, (c) => c.notNull())
        .addColumn('welcome_hash', 'text')
        .addColumn('welcome_expires_at', big)
        .execute();
      await db.schema.createIndex('signups_email_index').on('signups').columns(['email', 'created_at']).execute();
      await db.schema.createIndex('signups_slug_index').on('signups').columns(['slug', 'expires_at']).execute();
      await db.schema
        .createTable('notifications')
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        // Events since the last mail, told in the next one.
        .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_sent_at', big, (c) => c.notNull().defaultTo(0))
        // Every event ever: 'opened' is told for the first only.
        .addColumn('events', 'integer', (c) => c.notNull().defaultTo(0))
        // The gift's address as the last event's request saw it: a mail folded into a later one is sent without a request.
        .addColumn('origin', 'text', (c) => c.notNull().defaultTo(''))
        .addPrimaryKeyConstraint('notifications_pk', ['site_id', 'kind'])
        .execute();
    },
  };
}
