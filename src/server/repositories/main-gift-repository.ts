import type { Db, Trx } from '../db/database.js';

/** Which viewer sessions have earned Main Gift with a perfect quiz (decision 017). */
export function mainGiftRepository(db: Db, siteId: () => number) {
  return {
    async isUnlocked(tokenHash: string, trx?: Trx): Promise<boolean> {
      const row = await (trx ?? db)
        .selectFrom('main_gift_unlocks')
        .select('id')
        .where('token_hash', '=', tokenHash)
        .where('site_id', '=', siteId())
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Remembers the unlock for the session; a second perfect attempt changes nothing. */
    async unlock(tokenHash: string, trx?: Trx): Promise<void> {
      await (trx ?? db)
        .insertInto('main_gift_unlocks')
        .values({ site_id: siteId(), token_hash: tokenHash, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('token_hash').doNothing())
        .execute();
    },
  };
}
