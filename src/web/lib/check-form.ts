import type { ZodType } from 'zod';
import { fieldErrorsFromIssues } from '@shared/field-errors';
import { named, type Checked, type FieldNames } from './form-errors';

// The browser's check with the server's own zod schema (decision 013): the same rules, the same messages (codes,
// rendered in the page's language), in the one shape of a form's errors (form-errors.ts).

/** The browser's check: the schema's value, or its messages by field. */
export function checkForm<T>(schema: ZodType<T>, values: unknown, names?: FieldNames): Checked<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: named(fieldErrorsFromIssues(result.error.issues), names) };
}
