import { inTransaction, type Db, type Trx } from '../db/database.js';
import type { HeartTarget, HeartedItem } from '../../shared/schemas/replies.js';

/** The column naming each target's row. */
const COLUMN = { photo: 'photo_id', 'love-moment': 'love_moment_id' } as const satisfies Record<HeartTarget, string>;

export interface HeartState {
  hearted: boolean;
  count: number;
}

/**
 * Hearts on the request's gift's photos and love moments: one per viewer session and item.
 * A photo's or moment's hearts go with it (the foreign keys cascade).
 */
export function heartRepository(db: Db, siteId: () => number) {
  /** Is this photo or moment one of this gift's? */
  async function exists(q: Db | Trx, target: HeartTarget, id: number): Promise<boolean> {
    const row =
      target === 'photo'
        ? await q
            .selectFrom('gallery_photos')
            .innerJoin('gallery_folders', 'gallery_folders.id', 'gallery_photos.folder_id')
            .select('gallery_photos.id')
            .where('gallery_photos.id', '=', id)
            .where('gallery_folders.site_id', '=', siteId())
            .executeTakeFirst()
        : await q.selectFrom('love_moments').select('id').where('id', '=', id).where('site_id', '=', siteId()).executeTakeFirst();
    return row !== undefined;
  }

  async function countOf(q: Db | Trx, target: HeartTarget, id: number): Promise<number> {
    const row = await q
      .selectFrom('hearts')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('site_id', '=', siteId())
      .where(COLUMN[target], '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    /** Gives or takes back this session's heart; undefined when the item is not this gift's. */
    async toggle(target: HeartTarget, id: number, sessionHash: string, trx?: Trx): Promise<HeartState | undefined> {
      return inTransaction(db, trx, async (t) => {
        if (!(await exists(t, target, id))) return undefined;
        const column = COLUMN[target];
        const removed = await t
          .deleteFrom('hearts')
          .where('site_id', '=', siteId())
          .where(column, '=', id)
          .where('session_hash', '=', sessionHash)
          .executeTakeFirst();
        const hearted = Number(removed.numDeletedRows) === 0;
        if (hearted) {
          await t
            .insertInto('hearts')
            .values({
              site_id: siteId(),
              photo_id: target === 'photo' ? id : null,
              love_moment_id: target === 'love-moment' ? id : null,
              session_hash: sessionHash,
              created_at: new Date().toISOString(),
            })
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
        return { hearted, count: await countOf(t, target, id) };
      });
    },

    /** Every heart of the gift: its item and whose session gave it. */
    async all(trx?: Trx): Promise<{ photo_id: number | null; love_moment_id: number | null; session_hash: string }[]> {
      return (trx ?? db)
        .selectFrom('hearts')
        .select(['photo_id', 'love_moment_id', 'session_hash'])
        .where('site_id', '=', siteId())
        .execute();
    },

    /** The hearted items with their titles and thumbnails, most hearts first. */
    async items(trx?: Trx): Promise<HeartedItem[]> {
      const q = trx ?? db;
      const photos = await q
        .selectFrom('hearts')
        .innerJoin('gallery_photos', 'gallery_photos.id', 'hearts.photo_id')
        .select((eb) => [
          'gallery_photos.id as id',
          'gallery_photos.title as title',
          'gallery_photos.thumb_path as thumb',
          'gallery_photos.path as path',
          eb.fn.countAll<number | string>().as('n'),
        ])
        .where('hearts.site_id', '=', siteId())
        .groupBy(['gallery_photos.id', 'gallery_photos.title', 'gallery_photos.thumb_path', 'gallery_photos.path'])
        .execute();
      const moments = await q
        .selectFrom('hearts')
        .innerJoin('love_moments', 'love_moments.id', 'hearts.love_moment_id')
        .select((eb) => [
          'love_moments.id as id',
          'love_moments.title as title',
          'love_moments.cover_thumb_path as thumb',
          eb.fn.countAll<number | string>().as('n'),
        ])
        .where('hearts.site_id', '=', siteId())
        .groupBy(['love_moments.id', 'love_moments.title', 'love_moments.cover_thumb_path'])
        .execute();
      const items: HeartedItem[] = [
        ...photos.map((p) => ({
          target: 'photo' as const,
          id: Number(p.id),
          title: p.title,
          thumb: p.thumb ?? p.path,
          count: Number(p.n),
        })),
        ...moments.map((m) => ({ target: 'love-moment' as const, id: Number(m.id), title: m.title, thumb: m.thumb, count: Number(m.n) })),
      ];
      return items.sort((a, b) => b.count - a.count || a.target.localeCompare(b.target) || a.id - b.id);
    },
  };
}
