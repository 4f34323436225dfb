import type { Kysely } from 'kysely';

// Voice notes on love moments (decision 029): the storage path of one audio file, or null. The same
// text column on SQLite and PostgreSQL; the file itself has its media_files row like every upload.

export const loveMomentVoiceNoteMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('love_moments').addColumn('voice_path', 'text').execute();
  },
};
