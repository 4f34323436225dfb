import type { Db, Trx } from '../db/database.js';
import type { VideoGift } from '../../shared/schemas/video-gift.js';
import { MEDIA_KINDS } from '../storage/media-kinds.js';

interface VideoGiftRow {
  id: number;
  title: string;
  description: string;
  video_path: string | null;
}

const columns = ['id', 'title', 'description', 'video_path'] as const;

/** `videoName`: the name the video was uploaded with (media_files), shown by the editor. */
export const presentVideoGift = (row: VideoGiftRow, videoName: string | null = null): VideoGift => ({
  id: row.id,
  title: row.title,
  description: row.description,
  video_url: row.video_path,
  video_name: videoName,
});

/** The site's one video gift (unique site_id). */
export function videoGiftRepository(db: Db, siteId: () => number) {
  return {
    async get(trx?: Trx): Promise<VideoGiftRow | undefined> {
      return (trx ?? db).selectFrom('video_gifts').select(columns).where('site_id', '=', siteId()).executeTakeFirst();
    },

    /** Is `path` a video this site stored (so a save may point at it instead of uploading again)? */
    async isStoredVideo(path: string, trx?: Trx): Promise<boolean> {
      const row = await (trx ?? db)
        .selectFrom('media_files')
        .select('id')
        .where('site_id', '=', siteId())
        .where('kind', '=', MEDIA_KINDS.video.folder)
        .where('path', '=', path)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Writes the gift: `id` undefined creates it (or, if one exists, updates that one: a gift has one
     * video); otherwise updates gift `id`. `videoPath` undefined keeps the current video. Returns the row
     * before (undefined when created) and after, or undefined when gift `id` does not exist.
     */
    async save(
      id: number | undefined,
      input: { title: string; description: string },
      videoPath: string | undefined,
      trx?: Trx,
    ): Promise<{ before: VideoGiftRow | undefined; after: VideoGiftRow } | undefined> {
      const q = trx ?? db;
      const current = await q.selectFrom('video_gifts').select(columns).where('site_id', '=', siteId()).executeTakeFirst();
      if (id !== undefined && current?.id !== id) return undefined;
      if (!current) {
        const after = await q
          .insertInto('video_gifts')
          .values({ site_id: siteId(), ...input, video_path: videoPath ?? null })
          .returning(columns)
          .executeTakeFirstOrThrow();
        return { before: undefined, after };
      }
      const after = await q
        .updateTable('video_gifts')
        .set({ ...input, ...(videoPath !== undefined && { video_path: videoPath }) })
        .where('id', '=', current.id)
        .returning(columns)
        .executeTakeFirstOrThrow();
      return { before: current, after };
    },
  };
}
