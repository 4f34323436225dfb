import type { Db, Trx } from '../db/database.js';
import type { Role, SessionRow } from '../db/schema.js';

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

    async findByHash(tokenHash: string, trx?: Trx): Promise<SessionRow | undefined> {
      return (trx ?? db).selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).where('site_id', '=', siteId()).executeTakeFirst();
    },

    async deleteByHash(tokenHash: string, trx?: Trx): Promise<void> {
      await (trx ?? db).deleteFrom('sessions').where('token_hash', '=', tokenHash).where('site_id', '=', siteId()).execute();
    },

    /** A new password ends every editor session. */
    async deleteForUser(userId: number, trx?: Trx): Promise<void> {
      await (trx ?? db).deleteFrom('sessions').where('user_id', '=', userId).where('site_id', '=', siteId()).execute();
    },

    /** A new share key ends every viewer session of the gift (issue 14). */
    async deleteViewers(trx?: Trx): Promise<void> {
      await (trx ?? db).deleteFrom('sessions').where('role', '=', 'viewer').where('site_id', '=', siteId()).execute();
    },
  };
}
