import { z } from 'zod';
import { OPENING_TITLE_MAX, RECIPIENT_NAME_MAX } from '../constants.js';
import { MSG } from '../messages.js';
import { requiredText } from './common.js';

export const openingBody = z.object({
  title: requiredText(MSG.openingTitleRequired, OPENING_TITLE_MAX, MSG.openingTitleMax),
  recipient_name: requiredText(MSG.recipientRequired, RECIPIENT_NAME_MAX, MSG.recipientMax),
});
export type OpeningInput = z.infer<typeof openingBody>;

export const opening = z.object({
  id: z.number(),
  title: z.string(),
  recipient_name: z.string(),
});
export type Opening = z.infer<typeof opening>;

export const openingListReply = z.object({
  success: z.literal(true),
  data: z.array(opening),
});

export const openingSaveReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: opening,
});
