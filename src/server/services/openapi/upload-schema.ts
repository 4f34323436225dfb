import type { z } from 'zod';
import type { MediaKind } from '../../storage/media-kinds.js';

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
