import type { Kysely } from 'kysely';

// How long each voice note lasts, in milliseconds (decision 029's addendum): read by the server
// from the file when it is saved, null without a voice note or when the file does not say. The same integer
// column on SQLite and PostgreSQL. Voice notes saved before this migration are measured once at start
// (services/love-moment/voice-note-durations.ts); until then, and for a file that does not say, the player
// waits for the browser as before.

export const voiceNoteDurationsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('love_moments').addColumn('voice_note_duration_ms', 'integer').execute();
    await db.schema.alterTable('replies').addColumn('voice_note_duration_ms', 'integer').execute();
  },
};
