import { sql, type Kysely } from 'kysely';
import type { Db, Trx } from '../db/database.js';
import { MIN_BITS_PER_SECOND } from '../storage/audio-duration.js';

// The stored lengths of voice notes (decision 029), one builder for both tables that keep them: `love_moments`
// (the giver's) and `replies` (the recipient's). The start measures what has no length yet.

/** The longest voice note, in milliseconds, one byte of its file can hold (audio-duration.ts). */
const HOLDABLE_MS_PER_BYTE = (8 * 1000) / MIN_BITS_PER_SECOND;

/** The columns both tables share. */
interface VoiceNoteRow {
  id: number;
  site_id: number;
  voice_path: string | null;
  voice_note_duration_ms: number | null;
}

interface MediaFileRow {
  site_id: number;
  path: string;
  size: number;
}

/** Both tables seen through one name: the builder writes the real table's name into every statement. */
type VoiceNoteDb = Kysely<{ notes: VoiceNoteRow; media_files: MediaFileRow }>;

export function voiceNoteLengths(db: Db, table: 'love_moments' | 'replies', siteId: () => number) {
  const on = (trx: Trx | undefined): VoiceNoteDb => (trx ?? db) as unknown as VoiceNoteDb;
  /** The table under its real name, called `notes` in the statements' types. */
  const notes = sql.table(table).as('notes');

  return {
    /**
     * Rows of this gift whose voice note has no length yet (saved before migration 023), or a length longer than
     * its file's bytes can hold (a header's claim, kept before decision 029's addendum of 2026-11-28), for the
     * start's measuring.
     */
    async unmeasuredVoiceNotes(trx?: Trx): Promise<{ id: number; voice_path: string }[]> {
      const rows = await on(trx)
        .selectFrom(notes as unknown as 'notes')
        .leftJoin('media_files', (join) =>
          join.onRef('media_files.path', '=', 'notes.voice_path').onRef('media_files.site_id', '=', 'notes.site_id'),
        )
        .select(['notes.id', 'notes.voice_path'])
        .where('notes.site_id', '=', siteId())
        .where('notes.voice_path', 'is not', null)
        .where((eb) =>
          eb.or([
            eb('notes.voice_note_duration_ms', 'is', null),
            eb('notes.voice_note_duration_ms', '>', eb('media_files.size', '*', HOLDABLE_MS_PER_BYTE)),
          ]),
        )
        .orderBy('notes.id')
        .execute();
      return rows.flatMap((row) => (row.voice_path === null ? [] : [{ id: row.id, voice_path: row.voice_path }]));
    },

    /** Records a voice note's length, if the row still has that voice note (the start's measuring). */
    async setVoiceNoteDuration(id: number, voicePath: string, durationMs: number | null, trx?: Trx): Promise<void> {
      await on(trx)
        .updateTable(table as 'notes')
        .set({ voice_note_duration_ms: durationMs })
        .where('id', '=', id)
        .where('site_id', '=', siteId())
        .where('voice_path', '=', voicePath)
        .execute();
    },
  };
}
