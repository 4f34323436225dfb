import type { Db, Trx } from '../db/database.js';
import { MIN_BITS_PER_SECOND } from '../storage/audio-duration.js';

/** The longest voice note, in milliseconds, one byte of its file can hold (audio-duration.ts). */
const HOLDABLE_MS_PER_BYTE = (8 * 1000) / MIN_BITS_PER_SECOND;

export interface ReplyRow {
  id: number;
  message: string;
  voice_path: string | null;
  created_at: string;
  /** The voice note's length in milliseconds (migration 023); null without one or when its file does not say. */
  voice_note_duration_ms: number | null;
}

const columns = ['id', 'message', 'voice_path', 'created_at', 'voice_note_duration_ms'] as const;

/** The recipient's replies to the request's gift (decision 043). */
export function replyRepository(db: Db, siteId: () => number) {
  return {
    /** Newest first. */
    async list(trx?: Trx): Promise<ReplyRow[]> {
      return (trx ?? db).selectFrom('replies').select(columns).where('site_id', '=', siteId()).orderBy('id', 'desc').execute();
    },

    async create(
      input: { message: string; voice_path: string | null; voice_note_duration_ms: number | null },
      trx?: Trx,
    ): Promise<ReplyRow> {
      return (trx ?? db)
        .insertInto('replies')
        .values({ site_id: siteId(), ...input, created_at: new Date().toISOString() })
        .returning(columns)
        .executeTakeFirstOrThrow();
    },

    /**
     * Replies of this gift whose voice note has no length yet (saved before migration 023), or a length longer
     * than its file's bytes can hold (a header's claim, kept before decision 029's addendum of 2026-11-28), for
     * the start's measuring.
     */
    async unmeasuredVoiceNotes(trx?: Trx): Promise<{ id: number; voice_path: string }[]> {
      const rows = await (trx ?? db)
        .selectFrom('replies')
        .leftJoin('media_files', (join) =>
          join.onRef('media_files.path', '=', 'replies.voice_path').onRef('media_files.site_id', '=', 'replies.site_id'),
        )
        .select(['replies.id', 'replies.voice_path'])
        .where('replies.site_id', '=', siteId())
        .where('replies.voice_path', 'is not', null)
        .where((eb) =>
          eb.or([
            eb('replies.voice_note_duration_ms', 'is', null),
            eb('replies.voice_note_duration_ms', '>', eb('media_files.size', '*', HOLDABLE_MS_PER_BYTE)),
          ]),
        )
        .orderBy('replies.id')
        .execute();
      return rows.flatMap((row) => (row.voice_path === null ? [] : [{ id: row.id, voice_path: row.voice_path }]));
    },

    /** Records a voice note's length, if the reply still has that voice note (the start's measuring). */
    async setVoiceNoteDuration(id: number, voicePath: string, durationMs: number | null, trx?: Trx): Promise<void> {
      await (trx ?? db)
        .updateTable('replies')
        .set({ voice_note_duration_ms: durationMs })
        .where('id', '=', id)
        .where('site_id', '=', siteId())
        .where('voice_path', '=', voicePath)
        .execute();
    },

    /** Deletes a reply of this gift; returns its voice note's path (or null), or undefined if no such reply. */
    async remove(id: number, trx?: Trx): Promise<{ voice_path: string | null } | undefined> {
      return (trx ?? db)
        .deleteFrom('replies')
        .where('id', '=', id)
        .where('site_id', '=', siteId())
        .returning(['voice_path'])
        .executeTakeFirst();
    },
  };
}
