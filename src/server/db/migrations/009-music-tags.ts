import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// The 'Now Playing' details of a gift's track (decision 019): read once on the server when the track is
// put in place, so the recipient's browser needs no tag parser. One row per site; `path` names the track
// the row describes, so a row left from an older track is simply not used. Older gifts have no row until
// their track's tags are read at start (src/server/services/music/default-track.ts).

export function musicTagsMigration(_dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('music_tags')
        .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('artist', 'text')
        /** The front cover as a small webp data: URL (a few KB), or null. */
        .addColumn('cover', 'text')
        .execute();
    },
  };
}
