import { z } from 'zod';
import { LOVE_MOMENT_LETTER_MAX, LOVE_MOMENT_TITLE_MAX } from '../constants.js';
import { isoDate, optionalIsoDate, removeFileFlag, requiredMultiline, requiredText } from './common.js';
import { LOVE_MOMENT_MSG } from '../messages/love-moment.js';

// Love moments: the flip-card story (docs/product.md §3, §7, §8; time capsules and voice notes: §15).

const date = isoDate(LOVE_MOMENT_MSG.dateRequired, LOVE_MOMENT_MSG.dateInvalid, LOVE_MOMENT_MSG.dateFormat);

/**
 * The text fields of a love moment, as the form sends them (multipart). The letter is plain text:
 * stored as typed (line breaks kept) and always rendered as text, never as HTML.
 */
/** A time capsule's opening date: empty or absent for none. */
const opensAt = optionalIsoDate(LOVE_MOMENT_MSG.opensAtFormat, LOVE_MOMENT_MSG.opensAtInvalid);

export const loveMomentFields = z.object({
  title: requiredText(LOVE_MOMENT_MSG.titleRequired, LOVE_MOMENT_TITLE_MAX, LOVE_MOMENT_MSG.titleMax),
  date,
  letter: requiredMultiline(LOVE_MOMENT_MSG.letterRequired, LOVE_MOMENT_LETTER_MAX, LOVE_MOMENT_MSG.letterMax),
  opens_at: opensAt,
});
export type LoveMomentInput = z.infer<typeof loveMomentFields>;

/**
 * The whole form as the save routes read it: the texts, and `remove_voice_note` ('1') to drop the voice
 * note (decision 029). A new `voiceNote` file replaces the old one; without either the voice note stays.
 */
export const loveMomentFormFields = loveMomentFields.extend({
  remove_voice_note: removeFileFlag(),
});

/**
 * Paths are relative to /storage/. cover_image is the full cover (re-encoded JPEG without metadata);
 * cover_thumb (~480 px) and cover_display (~1600 px) are WebP sizes for the card, and cover_placeholder a tiny
 * blurred data URI to show while they load. All null when the moment has no cover.
 */
export const loveMoment = z.object({
  id: z.number(),
  title: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  /** Null while the moment is a sealed time capsule (the viewer's reply before `opens_at`). */
  letter: z.string().nullable(),
  /** YYYY-MM-DD: a time capsule opens on this day (Asia/Jakarta); null opens at once. */
  opens_at: z.string().nullable(),
  /** Still closed for the one asking: no letter in the reply. The giver's replies are never sealed. */
  sealed: z.boolean(),
  cover_image: z.string().nullable(),
  cover_thumb: z.string().nullable(),
  cover_display: z.string().nullable(),
  cover_placeholder: z.string().nullable(),
  /** The voice note, relative to /storage/; null without one, and while sealed. */
  voice_note: z.string().nullable(),
  /**
   * How long the voice note lasts, in milliseconds, as the server read it from the file (the player shows it
   * before playing: a recorded WebM tells the browser no length); null without one, while sealed, or unknown.
   */
  voice_note_duration_ms: z.number().int().nonnegative().nullable(),
});
export type LoveMoment = z.infer<typeof loveMoment>;

export const loveMomentListReply = z.object({
  success: z.literal(true),
  status: z.literal('success'),
  data: z.array(loveMoment),
});

export const loveMomentSaveReply = z.object({
  success: z.literal(true),
  status: z.literal('success'),
  message: z.string(),
  data: loveMoment,
});

export const loveMomentDeleteReply = z.object({
  success: z.literal(true),
  status: z.literal('success'),
  message: z.string(),
});
