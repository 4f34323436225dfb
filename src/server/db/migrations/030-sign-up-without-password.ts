import type { Kysely } from 'kysely';

// A sign-up keeps no password (decision 078): whoever holds the mailed link chooses it when confirming, so the one who
// proves the email is the one who sets the password. The same DROP COLUMN on SQLite (3.35 and later) and PostgreSQL.

export const signUpWithoutPasswordMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('signups').dropColumn('password_hash').execute();
  },
};
