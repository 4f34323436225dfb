import type { Db, Trx } from '../db/database.js';
import { newShareKey } from '../lib/share-key.js';

export interface WishRow {
  id: number;
  name: string;
  message: string;
  photo_path: string | null;
  thumb_path: string | null;
  display_path: string | null;
  approved: number;
  created_at: string;
}

export interface WishInput {
  name: string;
  message: string;
  photo: { photo_path: string; thumb_path: string; display_path: string } | null;
}

const columns = ['id', 'name', 'message', 'photo_path', 'thumb_path', 'display_path', 'approved', 'created_at'] as const;

/** Wishes from friends to the request's gift, and its wishes link. */
export function wishRepository(db: Db, siteId: () => number) {
  return {
    /** Newest first; `approvedOnly` for the recipient. */
    async list(approvedOnly: boolean, trx?: Trx): Promise<WishRow[]> {
      let query = (trx ?? db).selectFrom('wishes').select(columns).where('site_id', '=', siteId());
      if (approvedOnly) query = query.where('approved', '=', 1);
      return query.orderBy('id', 'desc').execute();
    },

    /** How many wishes the gift has, approved or not. */
    async count(trx?: Trx): Promise<number> {
      const row = await (trx ?? db)
        .selectFrom('wishes')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('site_id', '=', siteId())
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** A new wish, hidden until the giver approves it. */
    async create(input: WishInput, trx?: Trx): Promise<WishRow> {
      return (trx ?? db)
        .insertInto('wishes')
        .values({
          site_id: siteId(),
          name: input.name,
          message: input.message,
          photo_path: input.photo?.photo_path ?? null,
          thumb_path: input.photo?.thumb_path ?? null,
          display_path: input.photo?.display_path ?? null,
          approved: 0,
          created_at: new Date().toISOString(),
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
    },

    /** Shows or hides a wish of this gift; undefined if there is no such wish. */
    async setApproved(id: number, approved: boolean, trx?: Trx): Promise<WishRow | undefined> {
      return (trx ?? db)
        .updateTable('wishes')
        .set({ approved: approved ? 1 : 0 })
        .where('id', '=', id)
        .where('site_id', '=', siteId())
        .returning(columns)
        .executeTakeFirst();
    },

    /** Deletes a wish of this gift; returns its photo's paths, or undefined if there is no such wish. */
    async remove(id: number, trx?: Trx): Promise<Pick<WishRow, 'photo_path' | 'thumb_path' | 'display_path'> | undefined> {
      return (trx ?? db)
        .deleteFrom('wishes')
        .where('id', '=', id)
        .where('site_id', '=', siteId())
        .returning(['photo_path', 'thumb_path', 'display_path'])
        .executeTakeFirst();
    },

    /** Is this stored file the photo of a wish of this gift the giver has not approved (or of no wish)? */
    async photoHidden(path: string, trx?: Trx): Promise<boolean> {
      const row = await (trx ?? db)
        .selectFrom('wishes')
        .select('approved')
        .where('site_id', '=', siteId())
        .where((eb) => eb.or([eb('photo_path', '=', path), eb('thumb_path', '=', path), eb('display_path', '=', path)]))
        .executeTakeFirst();
      return row?.approved !== 1;
    },

    /** The wishes link: its key (made on the first read) and whether it takes wishes. */
    async link(trx?: Trx): Promise<{ key: string; open: boolean }> {
      const q = trx ?? db;
      const row = await q.selectFrom('sites').select(['wishes_key', 'wishes_open']).where('id', '=', siteId()).executeTakeFirstOrThrow();
      if (row.wishes_key) return { key: row.wishes_key, open: row.wishes_open === 1 };
      const key = newShareKey();
      await q.updateTable('sites').set({ wishes_key: key }).where('id', '=', siteId()).where('wishes_key', 'is', null).execute();
      // Two first reads at once: the key the first one wrote is the gift's.
      const stored = await q.selectFrom('sites').select('wishes_key').where('id', '=', siteId()).executeTakeFirstOrThrow();
      return { key: stored.wishes_key ?? key, open: row.wishes_open === 1 };
    },

    async setOpen(open: boolean, trx?: Trx): Promise<void> {
      await (trx ?? db)
        .updateTable('sites')
        .set({ wishes_open: open ? 1 : 0 })
        .where('id', '=', siteId())
        .execute();
    },

    /** A new key: the old link and every cookie it set stop working. */
    async rotate(trx?: Trx): Promise<void> {
      await (trx ?? db).updateTable('sites').set({ wishes_key: newShareKey() }).where('id', '=', siteId()).execute();
    },
  };
}
