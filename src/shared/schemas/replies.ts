import { z } from 'zod';
import { REPLY_MESSAGE_MAX } from '../constants.js';
import { optionalMultiline, recordId } from './common.js';
import { REPLY_MSG } from '../messages/replies.js';

// The recipient answers (decision 043): a reply letter with an optional voice note, and hearts on photos and
// love moments.

/**
 * The reply's text field (multipart `message`). It may be empty when a voice note comes with it; the route
 * refuses a reply with neither (REPLY_MSG.empty).
 */
export const replyFormFields = z.object({
  message: optionalMultiline(REPLY_MESSAGE_MAX, REPLY_MSG.max),
});

export const reply = z.object({
  id: z.number(),
  /** The letter, as typed (line breaks kept); may be empty when the voice note says it all. */
  message: z.string(),
  /** The voice note, relative to /storage/; null without one. */
  voice_note: z.string().nullable(),
  /** How long it lasts, in milliseconds, as the server read it from the file; null without one or unknown. */
  voice_note_duration_ms: z.number().int().nonnegative().nullable(),
  /** ISO 8601, UTC. */
  created_at: z.string(),
});
export type Reply = z.infer<typeof reply>;

export const replyListReply = z.object({ success: z.literal(true), data: z.array(reply) });
export const replySaveReply = z.object({ success: z.literal(true), message: z.string(), data: reply });

/** What a heart can be given to. */
export const HEART_TARGETS = ['photo', 'love-moment'] as const;
export type HeartTarget = (typeof HEART_TARGETS)[number];

export const heartBody = z.object({
  target: z.enum(HEART_TARGETS, { error: REPLY_MSG.heartTargetUnknown }),
  id: recordId,
});

export const heartToggleReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ target: z.enum(HEART_TARGETS), id: z.number(), hearted: z.boolean(), count: z.number() }),
});

/** Counts by item id (as object keys), per target; `mine`: the ids this viewer session hearted (the giver: none). */
const countsById = z.record(z.string(), z.number());
export const heartCounts = z.object({
  photo: countsById,
  'love-moment': countsById,
  mine: z.object({ photo: z.array(z.number()), 'love-moment': z.array(z.number()) }),
});
export type HeartCounts = z.infer<typeof heartCounts>;

/** The items with hearts, for the giver's hub: each photo's or moment's title and thumbnail. */
export const heartedItem = z.object({
  target: z.enum(HEART_TARGETS),
  id: z.number(),
  title: z.string(),
  /** Relative to /storage/; null for a moment without a cover. */
  thumb: z.string().nullable(),
  count: z.number(),
});
export type HeartedItem = z.infer<typeof heartedItem>;

export const heartCountsReply = z.object({
  success: z.literal(true),
  data: heartCounts.extend({ items: z.array(heartedItem) }),
});
