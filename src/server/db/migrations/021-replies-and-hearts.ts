import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// The recipient answers (decision 043): replies (a letter up to 2,000 characters and an optional voice note)
// and hearts on gallery photos and love moments. A heart is one viewer session's (`session_hash`, the session
// token's hash as the sessions table keeps it); it names its photo or its moment, and goes with it (cascade).

export function repliesAndHeartsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const idColumn = (name: string) => {
        const table = db.schema.createTable(name);
        return dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      };
      await idColumn('replies')
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('voice_path', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('replies_site_id_index').on('replies').columns(['site_id', 'id']).execute();

      await idColumn('hearts')
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
        .addColumn('photo_id', 'integer', (c) => c.references('gallery_photos.id').onDelete('cascade'))
        .addColumn('love_moment_id', 'integer', (c) => c.references('love_moments.id').onDelete('cascade'))
        .addColumn('session_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('hearts_site_id_index').on('hearts').columns(['site_id']).execute();
      await db.schema.createIndex('hearts_photo_once_index').on('hearts').columns(['photo_id', 'session_hash']).unique().execute();
      await db.schema
        .createIndex('hearts_love_moment_once_index')
        .on('hearts')
        .columns(['love_moment_id', 'session_hash'])
        .unique()
        .execute();
    },
  };
}
