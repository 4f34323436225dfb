import { z } from 'zod';
import { MSG } from '../messages.js';
import { parseRevealAt } from '../reveal.js';

/**
 * The timed reveal (decision 039): the moment the gift opens, ISO 8601 with the gift's offset (+07:00), or
 * null; the server's time; and whether the gift is open (no moment, or the moment has passed).
 */
export const reveal = z.object({
  reveal_at: z.string().nullable(),
  now: z.string(),
  open: z.boolean(),
});
export type Reveal = z.infer<typeof reveal>;

export const revealReply = z.object({ success: z.literal(true), data: reveal });
export const revealSaveReply = z.object({ success: z.literal(true), message: z.string(), data: reveal });

/** The giver's moment: an ISO 8601 date-time with an offset (Z or ±hh:mm), or null to open the gift now. */
export const revealBody = z.object({
  reveal_at: z
    .string({ error: MSG.revealInvalid })
    .refine((text) => parseRevealAt(text) !== undefined, { error: MSG.revealInvalid })
    .meta({ format: 'date-time', description: 'From the year 2000 on; the seconds may be left out.' })
    .nullable(),
});
