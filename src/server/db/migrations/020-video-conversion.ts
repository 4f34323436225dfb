import type { Kysely } from 'kysely';

// Videos converted on the server (decision 042): the video gift's poster frame, and one conversion state per
// gift, kept in the database so every process and a reloaded hub see it. `owner` names the process that runs
// it (host-pid), so a start can tell a conversion whose process died from one another process still runs.

export const videoConversionMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('video_gifts').addColumn('poster_path', 'text').execute();
    await db.schema
      .createTable('video_conversions')
      .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('percent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('message', 'text')
      .addColumn('owner', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
};
