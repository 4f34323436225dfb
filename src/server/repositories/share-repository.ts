import type { Db, Trx } from '../db/database.js';
import { newShareKey } from '../lib/share-key.js';

/** The request's gift's share settings: the giver's Bagikan section. */
export function shareRepository(db: Db, siteId: () => number) {
  return {
    async get(trx?: Trx): Promise<{ key: string; isPrivate: boolean }> {
      const q = trx ?? db;
      const row = await q.selectFrom('sites').select(['share_key', 'is_private']).where('id', '=', siteId()).executeTakeFirstOrThrow();
      if (row.share_key) return { key: row.share_key, isPrivate: row.is_private === 1 };
      const key = newShareKey();
      await q.updateTable('sites').set({ share_key: key }).where('id', '=', siteId()).execute();
      return { key, isPrivate: row.is_private === 1 };
    },

    async setPrivate(isPrivate: boolean, trx?: Trx): Promise<void> {
      await (trx ?? db)
        .updateTable('sites')
        .set({ is_private: isPrivate ? 1 : 0 })
        .where('id', '=', siteId())
        .execute();
    },

    /** A new key; the caller ends the viewer sessions in the same transaction. */
    async rotate(trx?: Trx): Promise<string> {
      const key = newShareKey();
      await (trx ?? db).updateTable('sites').set({ share_key: key }).where('id', '=', siteId()).execute();
      return key;
    },
  };
}
