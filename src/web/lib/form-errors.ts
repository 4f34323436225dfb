import type { ZodType } from 'zod';
import { ApiError } from '@/api/client';

// The entry editors validate with the server's own zod schemas (src/shared/schemas), so the browser
// and the server refuse the same input with the same words; the first failing rule per field shows.

export type FieldErrors = Partial<Record<string, string>>;

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export function checkForm<T>(schema: ZodType<T>, values: unknown): Checked<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The server's field errors (`errors: {field: [messages]}`), first message per field. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    if (messages[0]) errors[field] = messages[0];
  }
  return errors;
}
