import type { Db, Trx } from '../db/database.js';

/** The operator's sessions: hashed tokens with an expiry, no gift. */
export function operatorSessionRepository(db: Db) {
  return {
    async create(tokenHash: string, expiresAt: Date, trx?: Trx): Promise<void> {
      await (trx ?? db)
        .insertInto('operator_sessions')
        .values({ token_hash: tokenHash, expires_at: expiresAt.toISOString(), created_at: new Date().toISOString() })
        .execute();
    },

    async isValid(tokenHash: string, now: Date, trx?: Trx): Promise<boolean> {
      const row = await (trx ?? db)
        .selectFrom('operator_sessions')
        .select('expires_at')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row !== undefined && new Date(row.expires_at).getTime() > now.getTime();
    },

    async remove(tokenHash: string, trx?: Trx): Promise<void> {
      await (trx ?? db).deleteFrom('operator_sessions').where('token_hash', '=', tokenHash).execute();
    },
  };
}
