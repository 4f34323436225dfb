import { z } from 'zod';
import { WISH_MESSAGE_MAX, WISH_NAME_MAX } from '../constants.js';
import { requiredMultiline } from './common.js';
import { WISH_MSG } from '../messages/wishes.js';

// Wishes from friends (decision 045): the wishes link the giver opens, the wish a guest holding it leaves (a
// name, a message and an optional photo), and the giver's approval that shows it to the recipient.

/** The guest's form (multipart `name` and `message`; the photo is a file). The name is one line: its runs of
 * spaces and line breaks become one space. */
export const wishFormFields = z.object({
  name: z
    .string({ error: WISH_MSG.nameEmpty })
    .overwrite((value) => value.replace(/\s+/g, ' '))
    .trim()
    .min(1, { error: WISH_MSG.nameEmpty, abort: true })
    .max(WISH_NAME_MAX, { error: WISH_MSG.nameMax }),
  message: requiredMultiline(WISH_MSG.messageEmpty, WISH_MESSAGE_MAX, WISH_MSG.messageMax),
});

export const wishPhoto = z.object({
  /** The full-size JPEG, relative to /storage/. */
  url: z.string(),
  /** WebP, 480 px long side. */
  thumb_url: z.string(),
  /** WebP, 1600 px long side. */
  display_url: z.string(),
});

export const wish = z.object({
  id: z.number(),
  name: z.string(),
  /** As typed (line breaks kept). */
  message: z.string(),
  photo: wishPhoto.nullable(),
  /** Shown to the recipient; a recipient reads only approved wishes. */
  approved: z.boolean(),
  /** ISO 8601, UTC. */
  created_at: z.string(),
});
export type Wish = z.infer<typeof wish>;

export const wishListReply = z.object({ success: z.literal(true), data: z.array(wish) });
export const wishSaveReply = z.object({ success: z.literal(true), message: z.string(), data: wish });
export const wishApproveBody = z.object({ approved: z.boolean({ error: WISH_MSG.approvedInvalid }) });

/** What the guest's wish leaves them: no id, nothing of the gift. */
export const wishSentReply = z.object({ success: z.literal(true), message: z.string() });

/** What the gift's wishes take (decision 051): how many of WISHES_PER_GIFT, and their photos' bytes of their share. */
export const wishUsage = z.object({
  wishes: z.number(),
  wishes_max: z.number(),
  photo_bytes: z.number(),
  photo_bytes_max: z.number(),
});
export type WishUsage = z.infer<typeof wishUsage>;

/** The giver's wishes link: the full link to give, whether it takes wishes, and what the wishes take. */
export const wishLink = z.object({ url: z.string(), open: z.boolean(), usage: wishUsage });
export type WishLink = z.infer<typeof wishLink>;
export const wishLinkReply = z.object({ success: z.literal(true), data: wishLink });
export const wishLinkSaveReply = z.object({ success: z.literal(true), message: z.string(), data: wishLink });
export const wishLinkOpenBody = z.object({ open: z.boolean({ error: WISH_MSG.openInvalid }) });

/** The guest page's only data: whom the wishes are for, and whether the link takes them now. */
export const wishGuest = z.object({ recipient: z.string(), open: z.boolean() });
export type WishGuest = z.infer<typeof wishGuest>;
export const wishGuestReply = z.object({ success: z.literal(true), data: wishGuest });
