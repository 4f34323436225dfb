import type { Selectable } from 'kysely';
import { inTransaction, type Db, type Trx } from '../db/database.js';
import type { HeartMomentTable } from '../db/schema.js';
import type { HeartMomentAuthor, HeartMomentFeeling, HeartMomentVisibility } from '../../shared/heart-moments.js';

// Momen Hati (docs/product.md §29, decision 086). Every read names its reader ('giver' or 'recipient', from the
// session): it sees the shared moments and its own private ones, and nothing else, in SQL, so no reply, count or
// media check can reach another's private moment. Every write names its author the same way.

/** A moment as the repository reads it: its table's columns but the site (each query is scoped to one). */
export type HeartMomentRow = Omit<Selectable<HeartMomentTable>, 'site_id'>;

/** The texts a moment is saved with. */
export interface HeartMomentInput {
  date: string;
  words: string;
  feeling: HeartMomentFeeling;
  visibility: HeartMomentVisibility;
}

/** A stored photo: the full image, its WebP sizes and its placeholder. */
export type HeartMomentPhoto = Pick<HeartMomentRow, 'photo_path' | 'display_path' | 'thumb_path' | 'placeholder'>;

const NO_PHOTO: HeartMomentPhoto = { photo_path: null, display_path: null, thumb_path: null, placeholder: null };

const columns = [
  'id',
  'author',
  'date',
  'words',
  'feeling',
  'visibility',
  'photo_path',
  'display_path',
  'thumb_path',
  'placeholder',
  'hearted_at',
  'created_at',
  'updated_at',
] as const;

/** Every file of a moment's photo, for removal after its row changed or went. */
export const photoFiles = (row: Pick<HeartMomentRow, 'photo_path' | 'display_path' | 'thumb_path'>): string[] =>
  [row.photo_path, row.display_path, row.thumb_path].filter((p): p is string => p !== null);

export function heartMomentRepository(db: Db, siteId: () => number) {
  const ofSite = (q: Db | Trx) => q.selectFrom('heart_moments').select(columns).where('site_id', '=', siteId());
  /** The moments `reader` may see: the shared ones and its own. */
  const seenBy = (q: Db | Trx, reader: HeartMomentAuthor) =>
    ofSite(q).where((eb) => eb.or([eb('visibility', '=', 'shared'), eb('author', '=', reader)]));

  return {
    /** What `reader` may see, newest first: by day, then as written. */
    async list(reader: HeartMomentAuthor, trx?: Trx): Promise<HeartMomentRow[]> {
      return seenBy(trx ?? db, reader)
        .orderBy('date', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** One moment if `reader` may see it. */
    async findSeen(id: number, reader: HeartMomentAuthor, trx?: Trx): Promise<HeartMomentRow | undefined> {
      return seenBy(trx ?? db, reader)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async create(author: HeartMomentAuthor, input: HeartMomentInput, photo: HeartMomentPhoto | null, trx?: Trx): Promise<HeartMomentRow> {
      const now = new Date().toISOString();
      return (trx ?? db)
        .insertInto('heart_moments')
        .values({ site_id: siteId(), author, ...input, ...(photo ?? NO_PHOTO), hearted_at: null, created_at: now, updated_at: now })
        .returning(columns)
        .executeTakeFirstOrThrow();
    },

    /**
     * Changes `author`'s own moment: its texts and, when given, its photo (null removes it); returns the row before
     * and after, or undefined when `author` wrote no such moment.
     */
    async update(
      id: number,
      author: HeartMomentAuthor,
      input: HeartMomentInput,
      photo: HeartMomentPhoto | null | undefined,
      trx?: Trx,
    ): Promise<{ before: HeartMomentRow; after: HeartMomentRow } | undefined> {
      return inTransaction(db, trx, async (t) => {
        const before = await ofSite(t).where('id', '=', id).where('author', '=', author).executeTakeFirst();
        if (!before) return undefined;
        const after = await t
          .updateTable('heart_moments')
          .set({ ...input, ...(photo !== undefined && (photo ?? NO_PHOTO)), updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .where('site_id', '=', siteId())
          .where('author', '=', author)
          .returning(columns)
          .executeTakeFirstOrThrow();
        return { before, after };
      });
    },

    /** Shares or hides `author`'s own moment; undefined when `author` wrote no such moment. */
    async setVisibility(id: number, author: HeartMomentAuthor, visibility: HeartMomentVisibility, trx?: Trx) {
      return (trx ?? db)
        .updateTable('heart_moments')
        .set({ visibility, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('site_id', '=', siteId())
        .where('author', '=', author)
        .returning(columns)
        .executeTakeFirst();
    },

    /** Deletes `author`'s own moment; returns its photo's files to remove, or undefined when it wrote no such moment. */
    async remove(id: number, author: HeartMomentAuthor, trx?: Trx): Promise<string[] | undefined> {
      const row = await (trx ?? db)
        .deleteFrom('heart_moments')
        .where('id', '=', id)
        .where('site_id', '=', siteId())
        .where('author', '=', author)
        .returning(['photo_path', 'display_path', 'thumb_path'])
        .executeTakeFirst();
      return row && photoFiles(row);
    },

    /**
     * The other partner's heart on a shared moment, given or taken back: the new state, or undefined when no shared
     * moment of the other's has this id.
     */
    async toggleHeart(id: number, reader: HeartMomentAuthor, trx?: Trx): Promise<boolean | undefined> {
      return inTransaction(db, trx, async (t) => {
        const row = await ofSite(t)
          .where('id', '=', id)
          .where('visibility', '=', 'shared')
          .where('author', '!=', reader)
          .executeTakeFirst();
        if (!row) return undefined;
        const hearted_at = row.hearted_at === null ? new Date().toISOString() : null;
        await t.updateTable('heart_moments').set({ hearted_at }).where('id', '=', id).where('site_id', '=', siteId()).execute();
        return hearted_at !== null;
      });
    },

    /** The first day of a shared moment, or undefined without one ('Hari ini, setahun lalu', docs/product.md §29). */
    async firstSharedDay(trx?: Trx): Promise<string | undefined> {
      const row = await (trx ?? db)
        .selectFrom('heart_moments')
        .select((eb) => eb.fn.min('date').as('first'))
        .where('site_id', '=', siteId())
        .where('visibility', '=', 'shared')
        .executeTakeFirst();
      return row?.first ?? undefined;
    },

    /** The newest shared moment on one of `days` (by day, then as written): never a private one, whoever asks. */
    async newestSharedOn(days: readonly string[], trx?: Trx): Promise<HeartMomentRow | undefined> {
      if (days.length === 0) return undefined;
      return ofSite(trx ?? db)
        .where('visibility', '=', 'shared')
        .where('date', 'in', days)
        .orderBy('date', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    /** The address the recipient left for word of the giver's shared moments (docs/product.md §29), or null. */
    async mailAddress(trx?: Trx): Promise<string | null> {
      const row = await (trx ?? db).selectFrom('sites').select('moments_mail_to').where('id', '=', siteId()).executeTakeFirst();
      return row?.moments_mail_to ?? null;
    },

    /** Keeps the recipient's address with when it consented, or (null) removes both. */
    async setMailAddress(address: string | null, trx?: Trx): Promise<void> {
      await (trx ?? db)
        .updateTable('sites')
        .set({ moments_mail_to: address, moments_mail_since: address === null ? null : new Date().toISOString() })
        .where('id', '=', siteId())
        .execute();
    },

    /** For /storage: is this file a moment's photo that `reader` may not see (another's private one)? */
    async photoHiddenFrom(path: string, reader: HeartMomentAuthor, trx?: Trx): Promise<boolean> {
      const row = await ofSite(trx ?? db)
        .where((eb) => eb.or([eb('photo_path', '=', path), eb('display_path', '=', path), eb('thumb_path', '=', path)]))
        .executeTakeFirst();
      return !row || (row.visibility === 'private' && row.author !== reader);
    },
  };
}
