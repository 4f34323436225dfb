import { z } from 'zod';
import { MILESTONE_TITLE_MAX } from '../constants.js';
import { isoDate, requiredText } from './common.js';
import { MILESTONE_MSG } from '../messages/milestones.js';

// Milestones of the days of love (decision 027): the computed ones and the giver's own.

export const milestoneCreateBody = z.object({
  title: requiredText(MILESTONE_MSG.titleRequired, MILESTONE_TITLE_MAX, MILESTONE_MSG.titleMax),
  date: isoDate(MILESTONE_MSG.dateRequired, MILESTONE_MSG.dateInvalid),
});
export type MilestoneInput = z.infer<typeof milestoneCreateBody>;

export const milestone = z.object({
  /** Only the giver's own milestones have an id; computed ones have none. */
  id: z.number().optional(),
  title: z.string(),
  /** YYYY-MM-DD, a calendar date in the gift's zone. */
  date: z.string(),
  /** Days from the days-of-love start date to `date` (negative before it). */
  days: z.number(),
  /** `date` is today or earlier. */
  reached: z.boolean(),
});
export type Milestone = z.infer<typeof milestone>;

export const milestoneListReply = z.object({
  success: z.literal(true),
  data: z.array(milestone),
});

export const milestoneSaveReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: milestone,
});

export const milestoneDeleteReply = z.object({
  success: z.literal(true),
  message: z.string(),
});
