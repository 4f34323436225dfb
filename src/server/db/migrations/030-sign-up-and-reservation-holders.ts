import type { Kysely } from 'kysely';

// The giver's keys and the quota's holders (decision 078), on SQLite (3.35 and later) and PostgreSQL alike:
// - a sign-up keeps no password: whoever holds the mailed link chooses it when confirming, so the one who proves the
//   email is the one who sets the password;
// - an upload's reservation names the process holding it (lib/process-identity.ts), so the room a killed process held
//   is given back as soon as a process of its machine sees it gone, not when its 6 hours lapse. Older rows name none.

export const signUpAndReservationHoldersMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('signups').dropColumn('password_hash').execute();
    await db.schema.alterTable('upload_reservations').addColumn('holder', 'text').execute();
  },
};
