import { z } from 'zod';
import { MSG } from '../messages.js';

/** The giver's share link (decision 018): the full link to give, and whether only its holders may open the gift. */
export const share = z.object({
  url: z.string(),
  private: z.boolean(),
});
export type Share = z.infer<typeof share>;

export const shareReply = z.object({ success: z.literal(true), data: share });
export const shareSaveReply = z.object({ success: z.literal(true), message: z.string(), data: share });

export const sharePrivateBody = z.object({ private: z.boolean({ error: MSG.privateBoolean }) });
