import { z } from 'zod';
import { DATE_INPUT_DATE_LENGTH, DATE_INPUT_TITLE_MAX, PIN_CHECK_LENGTH } from '../constants.js';
import { MSG } from '../messages.js';
import { isValidDdmmyy } from '../dates.js';
import { recordId } from './common.js';

const title = z
  .string({ error: MSG.titleAndDateRequired })
  .trim()
  .min(1, { error: MSG.titleAndDateRequired, abort: true })
  .max(DATE_INPUT_TITLE_MAX, { error: MSG.dateInputTitleMax });

/** The anniversary as the editor types it: DDMMYY, six digits (docs/product.md §5). */
const selectedDate = z
  .string({ error: MSG.titleAndDateRequired })
  .trim()
  .min(1, { error: MSG.titleAndDateRequired, abort: true })
  .regex(new RegExp(`^\\d{${DATE_INPUT_DATE_LENGTH}}$`), { error: MSG.dateInputDateFormat, abort: true })
  .refine(isValidDdmmyy, { error: MSG.dateInputDateInvalid });

export const dateInputCreateBody = z.object({ title, selected_date: selectedDate });
export const dateInputUpdateBody = z.object({
  id: recordId,
  title,
  selected_date: selectedDate,
});
export type DateInputCreate = z.infer<typeof dateInputCreateBody>;
export type DateInputUpdate = z.infer<typeof dateInputUpdateBody>;

/** selected_date is present only in the editor's replies; nobody else may learn the PIN. */
export const dateInput = z.object({
  id: z.number(),
  title: z.string(),
  selected_date: z.string().optional(),
  photo_url: z.string().nullable(),
});
export type DateInput = z.infer<typeof dateInput>;

export const dateInputListReply = z.object({
  success: z.literal(true),
  data: z.array(dateInput),
});
export const dateInputSaveReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: dateInput,
});

export const pinVerifyBody = z.object({
  pin: z.string({ error: MSG.pinFormat }).regex(new RegExp(`^\\d{${PIN_CHECK_LENGTH}}$`), { error: MSG.pinFormat }),
});
export const pinVerifyReply = z.object({
  success: z.literal(true),
  /** Only for API clients; the web app's replies carry none (decision 014). */
  token: z.string().optional(),
});
