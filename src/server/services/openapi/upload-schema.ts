import type { z } from 'zod';
import type { MediaKind } from '../../storage/media-kinds.js';
import type { JsonSchema } from './openapi-document.js';

/**
 * What an upload route declares as `schema.multipart` (decision 025): the same text-field schema and file
 * kinds its handler passes to parseFields and readMultipart, so the description cannot drift from them.
 */
export interface UploadSchema {
  /** The text fields, as parseFields checks them (multipart sends every value as text). */
  fields?: z.ZodType;
  /** Each file field and the media kind it accepts (types, size limit). */
  files: Record<string, MediaKind>;
  /** File fields the route refuses to go without. */
  requiredFiles?: readonly string[];
  /** The route also takes this JSON body instead of the form (the gallery's rename-only photo update). */
  json?: z.ZodType;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The form as a multipart/form-data schema: its text fields (already JSON Schema) and each file field. */
export function uploadForm(upload: UploadSchema, fields: JsonSchema): JsonSchema {
  const properties: Record<string, JsonSchema> = { ...((fields.properties ?? {}) as Record<string, JsonSchema>) };
  for (const [field, kind] of Object.entries(upload.files)) {
    properties[field] = {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: `A file: ${kind.accept.join(', ')}, at most ${megabytes(kind.maxBytes)}; its type is read from its bytes, not its name.`,
    };
  }
  const required = [...((fields.required ?? []) as string[]), ...(upload.requiredFiles ?? [])];
  return { type: 'object', properties, required };
}

/** The multipart `encoding`: each file field's accepted types. */
export const uploadEncoding = (upload: UploadSchema): Record<string, { contentType: string }> =>
  Object.fromEntries(Object.entries(upload.files).map(([field, kind]) => [field, { contentType: kind.accept.join(', ') }]));
