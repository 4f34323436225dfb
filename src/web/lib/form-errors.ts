import type { FieldErrors } from '@shared/field-errors';

// The one shape of a form's errors, from the browser's check and from the server's refusal alike: the
// server's own `{ "field": [messages] }` (src/shared/field-errors.ts), renamed to the form's fields where
// they differ; a field shows its first message (decision 006: the first failing rule per field). The entry
// editors check with the server's own zod schemas (src/shared/schemas, check-form.ts), so both refuse the same
// input with the same words; both go through the one zod→field-errors function. This module
// imports nothing at run time, so the recipient's pages take the adapter without zod or the message catalogs.

export type { FieldErrors };

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** The form's name for a field the schema or the server names otherwise (`coverImage` → `cover`); undefined leaves it out. */
export type FieldNames = (name: string) => string | undefined;

/** A FieldNames from a table: the names it lists are renamed, the others kept. */
export const renameFields =
  (table: Readonly<Record<string, string>>): FieldNames =>
  (name) =>
    table[name] ?? name;

/** A FieldNames that keeps only the fields a form shows, so a refusal about another one is not taken for theirs. */
export const onlyFields =
  (fields: readonly string[]): FieldNames =>
  (name) =>
    fields.includes(name) ? name : undefined;

export function named(errors: FieldErrors, names: FieldNames | undefined): FieldErrors {
  if (!names) return errors;
  const result: FieldErrors = {};
  for (const [name, messages] of Object.entries(errors)) {
    const field = names(name);
    if (field) result[field] = [...(result[field] ?? []), ...messages];
  }
  return result;
}

/**
 * The one adapter from a failed save to the form's errors: the field errors of the server's reply (which
 * WriteError, like the ApiError it reads, holds as `errors`), by the form's field names. None for a failure
 * without a reply's field errors (no reply, a 5xx).
 */
export function serverFieldErrors(error: { readonly errors: FieldErrors }, names?: FieldNames): FieldErrors {
  return named(error.errors, names);
}

/** What shows under a field: its first message. */
export const firstError = (errors: FieldErrors, field: string): string | undefined => errors[field]?.[0];

/** Errors with one field's message set, or gone (no message). */
export function withFieldError(errors: FieldErrors, field: string, message: string | undefined): FieldErrors {
  const { [field]: _gone, ...rest } = errors;
  return message ? { ...rest, [field]: [message] } : rest;
}

/** The errors once `field` has changed: its own messages go, the others stay. */
export const withoutFieldError = (errors: FieldErrors, field: string): FieldErrors => withFieldError(errors, field, undefined);
