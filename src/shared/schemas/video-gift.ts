import { z } from 'zod';
import { VIDEO_GIFT_DESCRIPTION_MAX, VIDEO_GIFT_TITLE_MAX } from '../constants.js';
import { requiredText } from './common.js';

// The video gift (docs/product.md §2, §3, §7). One per gift.

export const VIDEO_GIFT_MSG = {
  titleRequired: 'Judul wajib diisi.',
  titleMax: `Judul maksimal ${VIDEO_GIFT_TITLE_MAX} karakter.`,
  descriptionMax: `Deskripsi maksimal ${VIDEO_GIFT_DESCRIPTION_MAX} karakter.`,
  videoRequired: 'Video wajib diunggah.',
  videoUrlUnknown: 'Video tidak ditemukan di penyimpanan.',
  notFound: 'Video gift tidak ditemukan.',
  saved: 'Video gift berhasil disimpan!',
} as const;

/**
 * The multipart text fields. The video itself comes as the file field `video`, or as `video_url`: the
 * storage path of a video this gift already stored (the editor sends it back when the file is kept).
 */
export const videoGiftFields = z.object({
  title: requiredText(VIDEO_GIFT_MSG.titleRequired, VIDEO_GIFT_TITLE_MAX, VIDEO_GIFT_MSG.titleMax),
  description: z
    .string()
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(VIDEO_GIFT_DESCRIPTION_MAX, { error: VIDEO_GIFT_MSG.descriptionMax }))
    .default(''),
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
});
export type VideoGift = z.infer<typeof videoGift>;

/** `data` is null until the giver saves a video gift. */
export const videoGiftReply = z.object({
  success: z.literal(true),
  data: videoGift.nullable(),
});

export const videoGiftSaveReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: videoGift,
});
