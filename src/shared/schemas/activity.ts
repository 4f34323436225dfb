import { z } from 'zod';
import { ACTIVITY_EVENTS, ACTIVITY_PAGES } from '../activity.js';
import { ACTIVITY_MSG } from '../messages/activity.js';

// The recipient's footsteps (decision 040) and the giver's readiness list.

export const activityEntry = z.object({
  event: z.enum(ACTIVITY_EVENTS),
  /** ISO 8601, UTC. */
  at: z.string(),
  /** The page's route name, for `page` events only. */
  page: z.enum(ACTIVITY_PAGES).optional(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

/** Newest first. */
export const activityReply = z.object({ success: z.literal(true), data: z.array(activityEntry) });

export const activityPageBody = z.object({ page: z.enum(ACTIVITY_PAGES, { error: ACTIVITY_MSG.pageUnknown }) });
export const activityNotedReply = z.object({ success: z.literal(true), message: z.string() });

/** The giver's checklist before giving: advice, nothing is blocked. */
export const READINESS_KEYS = [
  'recipient-name',
  'pin',
  'photos',
  'letter',
  'coupon-number',
  'quiz',
  'video',
  'counter-date',
  'public-url',
] as const;
export type ReadinessKey = (typeof READINESS_KEYS)[number];

export const readinessItem = z.object({
  key: z.enum(READINESS_KEYS),
  done: z.boolean(),
  /** counter-date only: the PIN's date (YYYY-MM-DD), offered as the counter's start while it counts from the demo date. */
  suggest: z.string().optional(),
  /**
   * quiz and letter: the text still word for word as the demo or an occasion wrote it, to name it and
   * to keep it ('Tetap pakai'): the question, or the letter's paragraphs joined by blank lines.
   */
  demo: z.string().optional(),
  /** quiz and letter: the demo texts in the gift the giver keeps on purpose (decision 087), which count as done. */
  kept: z.array(z.string()).optional(),
});
export type ReadinessItem = z.infer<typeof readinessItem>;

export const readinessReply = z.object({
  success: z.literal(true),
  data: z.object({ ready: z.boolean(), items: z.array(readinessItem) }),
});
export type Readiness = z.infer<typeof readinessReply>['data'];

/** The items whose demo text the giver may keep on purpose. */
export const KEEPABLE_KEYS = ['quiz', 'letter'] as const satisfies readonly ReadinessKey[];
export type KeepableKey = (typeof KEEPABLE_KEYS)[number];

/** PUT /api/readiness/kept: keep a demo text the item names (`demo`), or stop keeping one (`kept: false`). */
export const keptTextBody = z.object({
  key: z.enum(KEEPABLE_KEYS, { error: ACTIVITY_MSG.keepUnknown }),
  text: z.string({ error: ACTIVITY_MSG.notDemo }).max(30_000, { error: ACTIVITY_MSG.notDemo }),
  kept: z.boolean({ error: ACTIVITY_MSG.keepUnknown }),
});
export type KeptTextBody = z.infer<typeof keptTextBody>;

export const keptTextReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ ready: z.boolean(), items: z.array(readinessItem) }),
});
