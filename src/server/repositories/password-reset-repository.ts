import type { Db, Trx } from '../db/database.js';

export interface PasswordResetRow {
  id: number;
  user_id: number;
  expires_at: number;
  used_at: number | null;
}

/** The forgotten password's links of the gift's giver: only each token's SHA-256 is kept. */
export function passwordResetRepository(db: Db, siteId: () => number) {
  return {
    async create(input: { userId: number; tokenHash: string; expiresAt: number }, now: number, trx?: Trx): Promise<void> {
      await (trx ?? db)
        .insertInto('password_resets')
        .values({ site_id: siteId(), user_id: input.userId, token_hash: input.tokenHash, expires_at: input.expiresAt, created_at: now })
        .execute();
    },

    /** Links made for the account since `since`: the mails it was sent. */
    async countSince(userId: number, since: number, trx?: Trx): Promise<number> {
      const row = await (trx ?? db)
        .selectFrom('password_resets')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('site_id', '=', siteId())
        .where('user_id', '=', userId)
        .where('created_at', '>', since)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async findByHash(tokenHash: string, trx?: Trx): Promise<PasswordResetRow | undefined> {
      const row = await (trx ?? db)
        .selectFrom('password_resets')
        .select(['id', 'user_id', 'expires_at', 'used_at'])
        .where('site_id', '=', siteId())
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row && { ...row, expires_at: Number(row.expires_at), used_at: row.used_at === null ? null : Number(row.used_at) };
    },

    /** Uses the link, and every other unused link of its account; false when it was used meanwhile. */
    async use(row: PasswordResetRow, now: number, trx?: Trx): Promise<boolean> {
      const result = await (trx ?? db)
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await (trx ?? db)
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('site_id', '=', siteId())
        .where('user_id', '=', row.user_id)
        .where('used_at', 'is', null)
        .execute();
      return true;
    },

    /** Links that expired before `before` are of no use (the housekeeping's purge). */
    async deleteExpired(before: number, trx?: Trx): Promise<void> {
      await (trx ?? db).deleteFrom('password_resets').where('expires_at', '<', before).execute();
    },
  };
}
