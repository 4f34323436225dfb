import { z } from 'zod';
import { HEART_MOMENT_AUTHORS, HEART_MOMENT_FEELINGS, HEART_MOMENT_VISIBILITIES, HEART_MOMENT_WORDS_MAX } from '../heart-moments.js';
import { emailAddress, optionalIsoDate, removeFileFlag, requiredMultiline } from './common.js';
import { HEART_MOMENT_MSG } from '../messages/heart-moments.js';
import { photo } from './gallery.js';

// Momen Hati (docs/product.md §29, decision 086): the small moments both partners felt loved. The author is the
// session's role, never a field; the server keeps a private moment from everyone but its author.

/** The moment's day: empty or absent for today (in the gift's time zone); never after today (the route checks). */
const momentDate = optionalIsoDate(HEART_MOMENT_MSG.dateFormat, HEART_MOMENT_MSG.dateInvalid);

export const heartMomentFeeling = z.enum(HEART_MOMENT_FEELINGS, { error: HEART_MOMENT_MSG.feelingUnknown });
export const heartMomentVisibility = z.enum(HEART_MOMENT_VISIBILITIES, { error: HEART_MOMENT_MSG.visibilityUnknown });

/**
 * The form's text fields (multipart, with an optional `photo`): the day, the words (1 to 500 characters, line
 * breaks kept), one feeling, the visibility (shared when absent), and `remove_photo` ('1') to drop the photo on an edit.
 */
export const heartMomentFormFields = z.object({
  date: momentDate,
  words: requiredMultiline(HEART_MOMENT_MSG.wordsRequired, HEART_MOMENT_WORDS_MAX, HEART_MOMENT_MSG.wordsMax),
  feeling: z.enum(HEART_MOMENT_FEELINGS, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? HEART_MOMENT_MSG.feelingRequired : HEART_MOMENT_MSG.feelingUnknown,
  }),
  visibility: heartMomentVisibility.default('shared'),
  remove_photo: removeFileFlag(),
});
export type HeartMomentForm = z.infer<typeof heartMomentFormFields>;

export const heartMomentVisibilityBody = z.object({ visibility: heartMomentVisibility });

/** A moment as the one asking may see it: shared ones, and their own private ones. */
export const heartMoment = z.object({
  id: z.number(),
  author: z.enum(HEART_MOMENT_AUTHORS),
  /** Written by the one asking: they may edit, delete and change its visibility; the other may heart it. */
  mine: z.boolean(),
  /** YYYY-MM-DD, in the gift's calendar. */
  date: z.string(),
  words: z.string(),
  feeling: z.enum(HEART_MOMENT_FEELINGS),
  visibility: z.enum(HEART_MOMENT_VISIBILITIES),
  /** The photo's three sizes, relative to /storage/ (the full image, ~1600 px and ~480 px WebP); null without one. */
  photo: z.object({ url: z.string(), display_url: z.string(), thumb_url: z.string(), placeholder: z.string().nullable() }).nullable(),
  /** The other partner gave it a heart. */
  hearted: z.boolean(),
  /** ISO 8601, UTC. */
  created_at: z.string(),
  updated_at: z.string(),
});
export type HeartMoment = z.infer<typeof heartMoment>;

/** How many moments of each feeling the one asking may see. */
export const heartMomentCounts = z.object(
  Object.fromEntries(HEART_MOMENT_FEELINGS.map((feeling) => [feeling, z.number().int().nonnegative()])) as Record<
    (typeof HEART_MOMENT_FEELINGS)[number],
    z.ZodNumber
  >,
);
export type HeartMomentCounts = z.infer<typeof heartMomentCounts>;

export const heartMomentListReply = z.object({
  success: z.literal(true),
  data: z.object({
    /** Newest first: by date, then as they were written. */
    moments: z.array(heartMoment),
    counts: heartMomentCounts,
  }),
});
export const heartMomentSaveReply = z.object({ success: z.literal(true), message: z.string(), data: heartMoment });
export const heartMomentHeartReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number(), hearted: z.boolean() }),
});

/**
 * 'Hari ini, setahun lalu' on the counter page (docs/product.md §29): a shared moment, or else a gallery photo, of this
 * day one year or more ago in the gift's calendar; null when there is neither. Never a private moment, whoever asks.
 */
export const heartMomentOnThisDayReply = z.object({
  success: z.literal(true),
  data: z
    .object({
      /** How many years ago (1 or more). */
      years: z.number().int().positive(),
      /** The day it was (YYYY-MM-DD, in the gift's calendar): the moment's day, or the day the photo was added. */
      date: z.string(),
      moment: heartMoment.nullable(),
      photo: photo.nullable(),
    })
    .nullable(),
});

/**
 * The address the recipient leaves to be told by mail when the giver shares a moment (docs/product.md §26, §29), with
 * its consent: without the box ticked nothing is kept.
 */
export const heartMomentMailBody = z.object({
  email: emailAddress(),
  consent: z.literal(true, { error: HEART_MOMENT_MSG.mailConsent }),
});
export type HeartMomentMailInput = z.infer<typeof heartMomentMailBody>;
/** The recipient's own address for these mails, or null; only the recipient reads it. */
export const heartMomentMailReply = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ email: z.string().nullable() }),
});
