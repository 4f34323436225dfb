import { z } from 'zod';
import { DEFAULT_OPENING_TITLE, OPENING_TITLE_MAX, RECIPIENT_NAME_MAX } from '../constants.js';
import { MSG } from '../messages.js';
import { requiredText } from './common.js';

// The title is at most 10 characters (docs/product.md §5), except the default 'This is For', so a giver can
// keep the default heading while changing the name (decision 009).
const openingTitle = z
  .string({ error: MSG.openingTitleRequired })
  .trim()
  .min(1, { error: MSG.openingTitleRequired, abort: true })
  .refine((title) => title.length <= OPENING_TITLE_MAX || title === DEFAULT_OPENING_TITLE, {
    error: MSG.openingTitleMax,
  })
  // The refine above as the API description states it: the limit, or the default as it is.
  .meta({ anyOf: [{ type: 'string', maxLength: OPENING_TITLE_MAX }, { const: DEFAULT_OPENING_TITLE }] });

export const openingBody = z.object({
  title: openingTitle,
  recipient_name: requiredText(MSG.recipientRequired, RECIPIENT_NAME_MAX, MSG.recipientMax),
});
export type OpeningInput = z.infer<typeof openingBody>;

export const opening = z.object({
  id: z.number(),
  title: z.string(),
  recipient_name: z.string(),
});
export type Opening = z.infer<typeof opening>;

/**
 * The opening as GET /api/opening gives it, with the timed reveal's moment: ISO 8601 with the
 * gift's offset, or null. Where it is set, the page asks GET /api/reveal whether it has come; here, so a gift
 * without one costs its first load nothing.
 */
export const openingListItem = opening.extend({ reveal_at: z.string().nullable() });
export type OpeningListItem = z.infer<typeof openingListItem>;

export const openingListReply = z.object({
  success: z.literal(true),
  data: z.array(openingListItem),
});

export const openingSaveReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: opening,
});
