import type { z } from 'zod';
import { groupIssues, firstMessage, type FieldErrors } from '../../../shared/field-errors.js';
import { MSG } from '../../../shared/messages.js';
import { HttpError } from '../../lib/errors.js';

/**
 * Checks the text fields of a multipart form (or a body parsed by hand) with a shared schema and throws
 * the same 422 reply the error handler gives a JSON body (`errors[field]`, the first message as
 * `message`). `extra` adds errors found elsewhere (a missing file), so one reply names every bad field.
 */
export function parseFields<T extends z.ZodType>(schema: T, fields: unknown, extra: FieldErrors = {}): z.output<T> {
  const result = schema.safeParse(fields);
  const errors = groupIssues(result.error?.issues ?? []);
  for (const [field, messages] of Object.entries(extra)) (errors[field] ??= []).push(...messages);
  const first = firstMessage(errors);
  if (first || !result.success) {
    throw new HttpError(422, first ?? MSG.invalidInput, Object.keys(errors).length > 0 ? errors : undefined);
  }
  return result.data;
}
