import { z } from 'zod';
import { VIDEO_GIFT_DESCRIPTION_MAX, VIDEO_GIFT_TITLE_MAX } from '../constants.js';
import { optionalMultiline, requiredText } from './common.js';
import { VIDEO_GIFT_MSG } from '../messages/video-gift.js';

// The video gift (docs/product.md §2, §3, §7). One per gift.

/**
 * The multipart text fields. The video itself comes as the file field `video`, or as `video_url`: the
 * storage path of a video this gift already stored (the editor sends it back when the file is kept).
 */
export const videoGiftFields = z.object({
  title: requiredText(VIDEO_GIFT_MSG.titleRequired, VIDEO_GIFT_TITLE_MAX, VIDEO_GIFT_MSG.titleMax),
  description: optionalMultiline(VIDEO_GIFT_DESCRIPTION_MAX, VIDEO_GIFT_MSG.descriptionMax),
  video_url: z
    .string()
    .trim()
    .transform((path) => path || undefined)
    .optional(),
});
export type VideoGiftInput = z.infer<typeof videoGiftFields>;

export const videoGift = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** Storage path, served from /storage/{video_url} with Range. */
  video_url: z.string().nullable(),
  /** The name the video file was uploaded with (null for older uploads): the editor shows it. */
  video_name: z.string().nullable(),
  /** Storage path of a JPEG frame shown before playback (converted videos); null without one. */
  poster_url: z.string().nullable(),
});
export type VideoGift = z.infer<typeof videoGift>;

/**
 * A video being converted, or the last conversion that failed (decision 042); shown to the giver only.
 * `percent` is ffmpeg's progress against the video's duration; `message` says why it failed.
 */
export const videoConversion = z.object({
  state: z.enum(['converting', 'failed']),
  percent: z.number().int().min(0).max(100),
  message: z.string().nullable(),
});
export type VideoConversion = z.infer<typeof videoConversion>;

/** `data` is null until the giver saves a video gift; `conversion` is there for the giver while one runs or failed. */
export const videoGiftReply = z.object({
  success: z.literal(true),
  data: videoGift.nullable(),
  conversion: videoConversion.optional(),
});

export const videoGiftSaveReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: videoGift,
  conversion: videoConversion.optional(),
});
