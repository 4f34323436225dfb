import type { Db, Trx } from '../db/database.js';
import { voiceNoteLengths } from './voice-note-lengths.js';

export interface ReplyRow {
  id: number;
  message: string;
  voice_path: string | null;
  created_at: string;
  /** The voice note's length in milliseconds (migration 023); null without one or when its file does not say. */
  voice_note_duration_ms: number | null;
}

const columns = ['id', 'message', 'voice_path', 'created_at', 'voice_note_duration_ms'] as const;

/** The recipient's replies to the request's gift. */
export function replyRepository(db: Db, siteId: () => number) {
  return {
    ...voiceNoteLengths(db, 'replies', siteId),
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
