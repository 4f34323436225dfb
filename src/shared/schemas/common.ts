import { z } from 'zod';
import { MSG } from '../messages.js';

/** Every failure reply (docs/product.md §7, decision 006): a message, and field errors keyed by field. */
export const errorReply = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;

export const messageReply = z.object({
  success: z.boolean(),
  message: z.string(),
});

/**
 * A record id: a whole positive JSON number, or (paths, form fields) strict decimal digits. '0x1', '1e0',
 * '+1', '01' and ' 1' are refused, never read as 1.
 */
export const recordId = z.union(
  [
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    z
      .string()
      .regex(/^[1-9]\d{0,14}$/)
      .transform(Number),
  ],
  { error: MSG.invalidInput },
);

export const idParams = z.object({ id: recordId });

/** Trimmed required string with its messages (docs/product.md §5). */
export function requiredText(required: string, max: number, maxMessage: string) {
  return z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, { error: maxMessage });
}
