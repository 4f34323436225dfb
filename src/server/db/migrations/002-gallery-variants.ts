import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// Gallery photos keep, next to the full-size JPEG (path), a WebP thumbnail and display size, the
// pixel size and a tiny placeholder, so the grid reserves each tile's space before the image loads.
// Nullable: rows written before this migration have none of them, and replies fall back to path.

export function galleryVariantsMigration(_dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('gallery_photos').addColumn('thumb_path', 'text').execute();
      await db.schema.alterTable('gallery_photos').addColumn('display_path', 'text').execute();
      await db.schema.alterTable('gallery_photos').addColumn('width', 'integer').execute();
      await db.schema.alterTable('gallery_photos').addColumn('height', 'integer').execute();
      await db.schema.alterTable('gallery_photos').addColumn('placeholder', 'text').execute();
      await db.schema.createIndex('gallery_photos_folder_id_index').on('gallery_photos').column('folder_id').execute();
      await db.schema.createIndex('gallery_folders_site_id_index').on('gallery_folders').column('site_id').execute();
    },
  };
}
