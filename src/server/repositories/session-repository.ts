import type { Db, Trx } from '../db/database.js';
import type { Role } from '../db/schema.js';

export function sessionRepository(db: Db, siteId: () => number) {
  return {
    async create(input: { token_hash: string; role: Role; user_id: number | null; expires_at: Date }, trx?: Trx): Promise<void> {
      await (trx ?? db)
        .insertInto('sessions')
        .values({
          site_id: siteId(),
          token_hash: input.token_hash,
          role: input.role,
          user_id: input.user_id,
          expires_at: input.expires_at.toISOString(),
          created_at: new Date().toISOString(),
        })
        .execute();
    },

    async deleteByHash(tokenHash: string, trx?: Trx): Promise<void> {
      await (trx ?? db).deleteFrom('sessions').where('token_hash', '=', tokenHash).where('site_id', '=', siteId()).execute();
    },

    /** A new password ends every editor session. */
    async deleteForUser(userId: number, trx?: Trx): Promise<void> {
      await (trx ?? db).deleteFrom('sessions').where('user_id', '=', userId).where('site_id', '=', siteId()).execute();
    },

    /** A new share key ends every viewer session of the gift. */
    async deleteViewers(trx?: Trx): Promise<void> {
      await (trx ?? db).deleteFrom('sessions').where('role', '=', 'viewer').where('site_id', '=', siteId()).execute();
    },

    /** A new PIN ends every viewer session of the gift. */
    async deleteByRole(role: Role, trx?: Trx): Promise<number> {
      const result = await (trx ?? db).deleteFrom('sessions').where('site_id', '=', siteId()).where('role', '=', role).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Keeps the gift's newest `keep` sessions of a role; older ones end (a cap, so rows cannot pile up). */
    async keepNewest(role: Role, keep: number, trx?: Trx): Promise<number> {
      const q = trx ?? db;
      const oldestKept = q
        .selectFrom('sessions')
        .select('id')
        .where('site_id', '=', siteId())
        .where('role', '=', role)
        .orderBy('id', 'desc')
        .limit(1)
        .offset(keep - 1);
      const result = await q
        .deleteFrom('sessions')
        .where('site_id', '=', siteId())
        .where('role', '=', role)
        .where('id', '<', oldestKept)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Expired sessions of every gift (the housekeeping sweep). */
    async deleteExpired(now: Date, trx?: Trx): Promise<number> {
      const result = await (trx ?? db).deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
