import { z } from 'zod';

/** The background music track played across pages. */
export const music = z.object({
  /** Storage path, served from /storage/{url}. */
  url: z.string().nullable(),
  is_default: z.boolean(),
  /** The name the track was uploaded with (null for the default or older uploads): the title of an untagged song. */
  name: z.string().nullable(),
  /** The track's own tags, read on the server when it was put in place (decision 019); null when untagged. */
  title: z.string().nullable(),
  artist: z.string().nullable(),
  /** The front cover as a small webp data: URL. */
  cover: z.string().nullable(),
});
export type Music = z.infer<typeof music>;

export const musicReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: music,
});
