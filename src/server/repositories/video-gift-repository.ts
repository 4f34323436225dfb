import type { Db, Trx } from '../db/database.js';
import type { VideoGift } from '../../shared/schemas/video-gift.js';
import { MEDIA_KINDS } from '../storage/media-kinds.js';

interface VideoGiftRow {
  id: number;
  title: string;
  description: string;
  video_path: string | null;
  poster_path: string | null;
}

const columns = ['id', 'title', 'description', 'video_path', 'poster_path'] as const;

/** A conversion under way or failed; none once the converted video is in place. */
export interface VideoConversionRow {
  state: 'converting' | 'failed';
  percent: number;
  message: string | null;
  owner: string;
  updated_at: string;
}

/** `videoName`: the name the video was uploaded with (media_files), shown by the editor. */
export const presentVideoGift = (row: VideoGiftRow, videoName: string | null = null): VideoGift => ({
  id: row.id,
  title: row.title,
  description: row.description,
  video_url: row.video_path,
  video_name: videoName,
  poster_url: row.poster_path,
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
      // Another video drops the poster: it was a frame of the one before.
      const newVideo = videoPath !== undefined && videoPath !== current.video_path;
      const after = await q
        .updateTable('video_gifts')
        .set({ ...input, ...(newVideo && { video_path: videoPath, poster_path: null }) })
        .where('id', '=', current.id)
        .returning(columns)
        .executeTakeFirstOrThrow();
      return { before: current, after };
    },

    /** The gift's conversion, if one runs or failed. */
    async conversion(trx?: Trx): Promise<VideoConversionRow | undefined> {
      return (trx ?? db)
        .selectFrom('video_conversions')
        .select(['state', 'percent', 'message', 'owner', 'updated_at'])
        .where('site_id', '=', siteId())
        .executeTakeFirst();
    },

    /** Marks a conversion as started by process `owner` at 0 %, replacing a failed one. */
    async startConversion(owner: string, trx?: Trx): Promise<void> {
      const row = { state: 'converting' as const, percent: 0, message: null, owner, updated_at: new Date().toISOString() };
      await (trx ?? db)
        .insertInto('video_conversions')
        .values({ site_id: siteId(), ...row })
        .onConflict((conflict) => conflict.column('site_id').doUpdateSet(row))
        .execute();
    },

    /** The running conversion's progress (0-99: 100 is the video in place). */
    async conversionProgress(percent: number): Promise<void> {
      await db
        .updateTable('video_conversions')
        .set({ percent, updated_at: new Date().toISOString() })
        .where('site_id', '=', siteId())
        .where('state', '=', 'converting')
        .execute();
    },

    /** The conversion failed: the giver is told why; the video before stays. */
    async failConversion(message: string): Promise<void> {
      await db
        .updateTable('video_conversions')
        .set({ state: 'failed', message, updated_at: new Date().toISOString() })
        .where('site_id', '=', siteId())
        .execute();
    },

    /** The converted video and its poster replace the gift's video; the conversion is over. Returns the row before. */
    async finishConversion(videoPath: string, posterPath: string, trx: Trx): Promise<VideoGiftRow | undefined> {
      const before = await trx.selectFrom('video_gifts').select(columns).where('site_id', '=', siteId()).executeTakeFirst();
      await trx.deleteFrom('video_conversions').where('site_id', '=', siteId()).execute();
      if (!before) return undefined;
      await trx.updateTable('video_gifts').set({ video_path: videoPath, poster_path: posterPath }).where('id', '=', before.id).execute();
      return before;
    },
  };
}

/**
 * At start, on every gift: conversions whose process is gone (`abandoned` says which) become failed with
 * `message`. Not scoped to a gift: it runs before any request.
 */
export async function failAbandonedConversions(db: Db, abandoned: (row: VideoConversionRow) => boolean, message: string): Promise<number> {
  const rows = await db
    .selectFrom('video_conversions')
    .select(['site_id', 'state', 'percent', 'message', 'owner', 'updated_at'])
    .where('state', '=', 'converting')
    .execute();
  const gone = rows.filter(abandoned).map((row) => row.site_id);
  if (gone.length === 0) return 0;
  await db
    .updateTable('video_conversions')
    .set({ state: 'failed', message, updated_at: new Date().toISOString() })
    .where('site_id', 'in', gone)
    .where('state', '=', 'converting')
    .execute();
  return gone.length;
}
