import type { Db, Trx } from '../db/database.js';

/** The request's gift's timed reveal (decision 039): the moment it opens, ISO 8601 in UTC, or null. */
export function revealRepository(db: Db, siteId: () => number) {
  return {
    async get(trx?: Trx): Promise<string | null> {
      const row = await (trx ?? db).selectFrom('sites').select('reveal_at').where('id', '=', siteId()).executeTakeFirstOrThrow();
      return row.reveal_at;
    },

    async set(revealAt: string | null, trx?: Trx): Promise<void> {
      await (trx ?? db).updateTable('sites').set({ reveal_at: revealAt }).where('id', '=', siteId()).execute();
    },
  };
}
