import type { Kysely } from 'kysely';

// The giver's keys and the quota's holders (decision 078), on SQLite (3.35 and later) and PostgreSQL alike:
// - (no change of the schema) a sign-up keeps no password: whoever holds the mailed link chooses it when confirming.
//   Its password_hash column stays, written empty, because migrations only add (decision 074): the release before
//   still reads and writes it;
// - an upload's reservation names the process holding it (lib/process-identity.ts), so the room a killed process held
//   is given back as soon as a process of its machine sees it gone, not when its 6 hours lapse. Older rows name none.

export const signUpAndReservationHoldersMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('upload_reservations').addColumn('holder', 'text').execute();
  },
};
