import type { ZodType } from 'zod';
import { fieldErrorsFromIssues, firstErrors } from '@shared/field-errors';
import { ApiError } from '@/api/client';

// The entry editors validate with the server's own zod schemas (src/shared/schemas), so the browser
// and the server refuse the same input with the same words; the first failing rule per field shows.
// Both sides go through the one zod→field-errors function (decision 013).

export type FieldErrors = Partial<Record<string, string>>;

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export function checkForm<T>(schema: ZodType<T>, values: unknown): Checked<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: firstErrors(fieldErrorsFromIssues(result.error.issues)) };
}

/** The server's field errors (`errors: {field: [messages]}`), first message per field. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError ? firstErrors(error.errors) : {};
}
