import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// The gallery as an album rather than a file manager: a folder may name the photo that covers it (null: its first
// photo), and a stored file keeps the name it was uploaded with, so the giver recognises their video and
// an untagged song can be titled by it. Both nullable: older rows have neither.

export function galleryCoversMigration(_dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('gallery_folders').addColumn('cover_photo_id', 'integer').execute();
      await db.schema.alterTable('media_files').addColumn('original_name', 'text').execute();
    },
  };
}
