import { z } from 'zod';

/** Every failure reply: SPEC.md asks for a message; field errors keyed by field. */
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

export const idParams = z.object({
  id: z.coerce.number().int().positive(),
});

/** Trimmed required string with the spec's messages. */
export function requiredText(required: string, max: number, maxMessage: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: maxMessage });
}
