import type { Selectable } from 'kysely';
import type { Db, Trx } from '../db/database.js';
import type { LoveMomentTable } from '../db/schema.js';
import { voiceNoteLengths } from './voice-note-lengths.js';
import type { LoveMomentInput } from '../../shared/schemas/love-moment.js';

/** A moment as the repository reads it: its table's columns but the site (each query is scoped to one) and created_at. */
export type LoveMomentRow = Omit<Selectable<LoveMomentTable>, 'site_id' | 'created_at'>;

/** A stored cover: the full image, its WebP card sizes and its placeholder. */
export type LoveMomentCover = Pick<LoveMomentRow, 'cover_path' | 'cover_thumb_path' | 'cover_display_path' | 'cover_placeholder'>;

/**
 * The files a save changes: a new cover, and a new voice note (null removes it) with the length read from its
 * file; absent ones stay.
 */
export interface LoveMomentMedia {
  cover?: LoveMomentCover;
  voice?: { path: string; durationMs: number | null } | null;
}

const columns = [
  'id',
  'title',
  'date',
  'letter',
  'cover_path',
  'cover_thumb_path',
  'cover_display_path',
  'cover_placeholder',
  'opens_at',
  'voice_path',
  'voice_note_duration_ms',
] as const;

/** Every file of a moment (its cover's and its voice note), for removal after its row went. */
export const momentFiles = (row: Pick<LoveMomentRow, 'cover_path' | 'cover_thumb_path' | 'cover_display_path' | 'voice_path'>): string[] =>
  [...coverFiles(row), row.voice_path].filter((p): p is string => p !== null);

/** Every file of a moment's cover, for removal after its row changed or went. */
export const coverFiles = (row: Pick<LoveMomentRow, 'cover_path' | 'cover_thumb_path' | 'cover_display_path'>): string[] =>
  [row.cover_path, row.cover_thumb_path, row.cover_display_path].filter((p): p is string => p !== null);

const voiceColumns = (voice: LoveMomentMedia['voice']) => ({
  voice_path: voice?.path ?? null,
  voice_note_duration_ms: voice?.durationMs ?? null,
});

/** Love moments of one site. */
export function loveMomentRepository(db: Db, siteId: () => number) {
  const ofSite = (q: Db) => q.selectFrom('love_moments').select(columns).where('site_id', '=', siteId());

  return {
    ...voiceNoteLengths(db, 'love_moments', siteId),
    /** In story order: by date, then as they were added. */
    async list(trx?: Trx): Promise<LoveMomentRow[]> {
      return ofSite(trx ?? db)
        .orderBy('date')
        .orderBy('id')
        .execute();
    },

    async find(id: number, trx?: Trx): Promise<LoveMomentRow | undefined> {
      return ofSite(trx ?? db)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async create(input: LoveMomentInput, media: LoveMomentMedia = {}, trx?: Trx): Promise<LoveMomentRow> {
      return (trx ?? db)
        .insertInto('love_moments')
        .values({
          site_id: siteId(),
          ...input,
          cover_path: null,
          cover_thumb_path: null,
          cover_display_path: null,
          cover_placeholder: null,
          ...media.cover,
          ...voiceColumns(media.voice),
          created_at: new Date().toISOString(),
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
    },

    /** Changes the texts and, when given, the cover and the voice note; returns the row before and after, or undefined. */
    async update(
      id: number,
      input: LoveMomentInput,
      media: LoveMomentMedia = {},
      trx?: Trx,
    ): Promise<{ before: LoveMomentRow; after: LoveMomentRow } | undefined> {
      const q = trx ?? db;
      const before = await ofSite(q).where('id', '=', id).executeTakeFirst();
      if (!before) return undefined;
      const after = await q
        .updateTable('love_moments')
        .set({ ...input, ...media.cover, ...(media.voice !== undefined && voiceColumns(media.voice)) })
        .where('id', '=', id)
        .where('site_id', '=', siteId())
        .returning(columns)
        .executeTakeFirstOrThrow();
      return { before, after };
    },

    /** The moment whose voice note is stored at this path, for /storage's capsule check. */
    async findByVoicePath(path: string, trx?: Trx): Promise<LoveMomentRow | undefined> {
      return ofSite(trx ?? db)
        .where('voice_path', '=', path)
        .executeTakeFirst();
    },

    /** Deletes a moment; returns its files (cover and voice note) to remove, or undefined if no such moment. */
    async remove(id: number, trx?: Trx): Promise<string[] | undefined> {
      const row = await (trx ?? db)
        .deleteFrom('love_moments')
        .where('id', '=', id)
        .where('site_id', '=', siteId())
        .returning(['cover_path', 'cover_thumb_path', 'cover_display_path', 'voice_path'])
        .executeTakeFirst();
      return row && momentFiles(row);
    },
  };
}
