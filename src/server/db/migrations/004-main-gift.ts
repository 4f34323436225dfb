import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// Main Gift and love moments (docs/product.md §2, §3). The letter and the video gift are one per site, so a save can
// be an upsert and a read is never ambiguous. A love moment's cover keeps, next to the full image, the
// WebP card sizes and a tiny placeholder made in the same decode (as gallery photos do, decision 008).

export function mainGiftMigration(_dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.createIndex('love_typing_site_id_unique').on('love_typing').column('site_id').unique().execute();
      await db.schema.createIndex('video_gifts_site_id_unique').on('video_gifts').column('site_id').unique().execute();
      await db.schema.alterTable('love_moments').addColumn('cover_thumb_path', 'text').execute();
      await db.schema.alterTable('love_moments').addColumn('cover_display_path', 'text').execute();
      await db.schema.alterTable('love_moments').addColumn('cover_placeholder', 'text').execute();
      await db.schema.createIndex('love_moments_site_id_index').on('love_moments').column('site_id').execute();
    },
  };
}
