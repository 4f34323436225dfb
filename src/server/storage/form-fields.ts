import type { z } from 'zod';
import { MSG } from '../../shared/messages.js';
import { HttpError } from '../errors.js';
import type { MediaStore } from './media-store.js';
import type { MultipartForm } from './multipart.js';

/**
 * Checks the text fields of a multipart form with a shared schema and throws the same 422 reply the
 * error handler gives a JSON body (`errors[field]`, the first message as `message`). `extra` adds
 * errors found elsewhere (a missing file), so one reply names every bad field.
 */
export function parseFields<T extends z.ZodType>(
  schema: T,
  fields: Record<string, string>,
  extra: Record<string, string[]> = {},
): z.output<T> {
  const result = schema.safeParse(fields);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.map(String).join('.');
    if (field) (errors[field] ??= []).push(issue.message);
  }
  for (const [field, messages] of Object.entries(extra)) (errors[field] ??= []).push(...messages);
  const first = Object.values(errors)[0]?.[0];
  if (first || !result.success) {
    throw new HttpError(422, first ?? MSG.invalidInput, Object.keys(errors).length > 0 ? errors : undefined);
  }
  return result.data;
}

/** Runs `work` on a received form; its temp files go if anything fails before they are persisted. */
export async function withUpload<T>(media: MediaStore, form: MultipartForm, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await media.discard(form.files);
    throw error;
  }
}
