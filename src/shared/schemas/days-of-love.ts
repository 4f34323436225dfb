import { z } from 'zod';
import { DAYS_OF_LOVE_TITLE_MAX } from '../constants.js';
import { MSG } from '../messages.js';
import { isoDate } from './common.js';

export const daysOfLoveBody = z.object({
  title: z
    .string({ error: MSG.titleAndDateRequired })
    .trim()
    .min(1, { error: MSG.titleAndDateRequired, abort: true })
    .max(DAYS_OF_LOVE_TITLE_MAX, { error: MSG.daysTitleMax }),
  date_at: isoDate(MSG.titleAndDateRequired, MSG.daysDateInvalid),
});
export type DaysOfLoveInput = z.infer<typeof daysOfLoveBody>;

export const daysOfLove = z.object({
  title: z.string(),
  /** YYYY-MM-DD, the start of the relationship. */
  date_at: z.string(),
  /** dd-mm-yyyy */
  date_at_formatted: z.string(),
  /** dd-mm-yyyy hh:mm:ss */
  created_at_formatted: z.string(),
});
export type DaysOfLove = z.infer<typeof daysOfLove>;

export const daysOfLoveReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: daysOfLove,
});
