import { pipeline, Transform, type Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MSG } from '../../../shared/messages.js';
import { HttpError } from '../../lib/errors.js';
import { assertCleanField } from '../../lib/bad-text.js';
import type { MediaKind } from '../../storage/media-kinds.js';
import type { MediaStore, ReceivedFile } from '../../storage/media-store.js';
import { QuotaHold, quotaFull, uploadRoom, type UploadRoom } from './quota.js';
import { parseFields } from './form-fields.js';

export interface MultipartForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Gives back the room the upload holds in the gift's quota; withUpload calls it when done. */
  releaseRoom(): Promise<void>;
}

/**
 * A name that climbs folders or hides control characters ('../x.jpg', 'a\\b.jpg'). The name is never used
 * for storage; a browser never sends such a name, so it marks a crafted request and is refused.
 */
const isUnsafeName = (name: string) =>
  // eslint-disable-next-line no-control-regex
  /[/\\\u0000-\u001f\u007f]/.test(name) || name === '.' || name === '..';

/** The uploaded name as the giver will see it again: trimmed and cut to a sane length; none if blank. */
const originalName = (name: string) => name.trim().slice(0, 200) || undefined;

/** Busboy's parse errors (a cut or garbled body) are plain Errors without a code; system errors have one. */
const isMalformed = (error: unknown) => error instanceof Error && error.constructor === Error && !('code' in error);

/**
 * Reads a multipart request: text fields as strings, and each file field listed in `fileKinds`
 * streamed through the media store. Unknown file fields and unsafe file names are refused, a garbled
 * body is a 400, and an upload that would pass the gift's storage quota a 413: by its
 * declared length at once, by the bytes received while it streams, and by the files as they would be
 * stored (image variants included) once received. The room it needs is held in the database while it is
 * read, so parallel uploads share the quota; withUpload gives it back.
 *
 * Images are decoded only once every part is in and, when `fields` is given, the text fields have passed it
 * (decision 051): a form refused for its fields costs no decoding. On failure every temp file goes; nothing is
 * placed.
 */
export async function readMultipart(
  request: FastifyRequest,
  store: MediaStore,
  fileKinds: Record<string, MediaKind>,
  fields?: z.ZodType,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, MSG.multipartRequired);
  refuseOversizeUpload(request, fileKinds);
  const { ctx } = request.server;
  const room = await uploadRoom(ctx, request.site);
  refuseOverQuota(request, room, fileKinds);
  const hold = new QuotaHold(ctx, room.quotaMb);
  const form: MultipartForm = { fields: {}, files: [], releaseRoom: () => hold.release() };
  const firstField = Object.keys(fileKinds)[0];
  try {
    // The room the form declares, up to what is left of the quota; a form without a length, the most its files
    // may be (it holds more as it streams only past that, which the files' own limits refuse first).
    const declared = Number(request.headers['content-length'] ?? 0);
    const wanted = declared > 0 ? declared : mostBytes(fileKinds);
    if (Object.keys(fileKinds).length > 0 && !(await hold.grow(Math.min(wanted, room.bytesLeft)))) {
      throw quotaFull(room.quotaMb, firstField);
    }
    await readParts(request, store, fileKinds, hold, form);
    if (fields) parseFields(fields, form.fields);
    for (const [index, file] of form.files.entries()) form.files[index] = await store.processImage(file);
    // What would be stored: normalised images and their variants, which may differ from the bytes sent.
    const stored = form.files.flatMap((file) => [file, ...(file.derived ?? [])]).reduce((sum, file) => sum + file.size, 0);
    if (form.files.length > 0 && !(await hold.settle(stored))) throw quotaFull(room.quotaMb, form.files[0]?.field);
  } catch (error) {
    await store.discard(form.files);
    await hold.release();
    throw isMalformed(error) ? new HttpError(400, MSG.formInvalid) : error;
  }
  return form;
}

/** Streams the form's parts: text fields into `form.fields`, files (unprocessed) into `form.files`. */
async function readParts(
  request: FastifyRequest,
  store: MediaStore,
  fileKinds: Record<string, MediaKind>,
  hold: QuotaHold,
  form: MultipartForm,
): Promise<void> {
  /** File bytes received so far, across the form's files. */
  const streamed = { bytes: 0 };
  const largest = Math.max(1, ...Object.values(fileKinds).map((k) => k.maxBytes));
  const limits = { fileSize: largest + 1, files: Object.keys(fileKinds).length, fields: 50 };
  // Busboy cuts names to their last segment unless asked to keep them: keep them so they can be checked.
  for await (const part of request.parts({ limits, preservePath: true })) {
    if (part.type === 'file') {
      const kind = fileKinds[part.fieldname];
      if (!kind || form.files.some((f) => f.field === part.fieldname)) {
        part.file.resume();
        throw new HttpError(400, MSG.invalidInput, { [part.fieldname]: [MSG.invalidInput] });
      }
      if (isUnsafeName(part.filename)) {
        part.file.resume();
        throw new HttpError(422, MSG.fileNameInvalid, { [part.fieldname]: [MSG.fileNameInvalid] });
      }
      const field = part.fieldname;
      const received = await store.receiveUnprocessed(field, meterAgainstHold(part.file, hold, streamed, field), kind);
      form.files.push({ ...received, originalName: originalName(part.filename) });
    } else if (typeof part.value === 'string') {
      assertCleanField(part.fieldname, part.value);
      form.fields[part.fieldname] = part.value;
    }
  }
}

/** Room for the text fields and part headers of an upload form, beyond its files. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/** The most a form with these file fields may carry: each file at its kind's limit, and the form's overhead. */
const mostBytes = (fileKinds: Record<string, MediaKind>) =>
  Object.values(fileKinds).reduce((sum, kind) => sum + kind.maxBytes, 0) + FORM_OVERHEAD_BYTES;

/**
 * Refuses at once an upload whose declared length cannot fit the route's files (413), before a byte of
 * it is read; the reply then closes the connection (slow-clients.ts), so the browser sees it in seconds.
 */
export function refuseOversizeUpload(request: FastifyRequest, fileKinds: Record<string, MediaKind>): void {
  const declared = Number(request.headers['content-length'] ?? 0);
  const kinds = Object.entries(fileKinds);
  if (kinds.length === 0) return;
  const allowed = mostBytes(fileKinds);
  if (!(declared > allowed)) return;
  const [field, largest] = kinds.reduce((a, b) => (b[1].maxBytes > a[1].maxBytes ? b : a));
  const message = MSG.fileTooLarge(Math.round(largest.maxBytes / (1024 * 1024)));
  throw new HttpError(413, message, { [field]: [message] });
}

/**
 * Refuses at once an upload whose declared length cannot fit what is left of the gift's quota, allowing
 * for the form's text fields and part headers.
 */
function refuseOverQuota(request: FastifyRequest, room: UploadRoom, fileKinds: Record<string, MediaKind>): void {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (!(declared > room.bytesLeft + FORM_OVERHEAD_BYTES)) return;
  throw quotaFull(room.quotaMb, Object.keys(fileKinds)[0]);
}

/**
 * The file part's bytes, counted across the form's files: once they pass the room the upload holds, the hold is
 * grown; when the quota has no more room, the stream fails with the quota's 413 and the media store drops its
 * temp file.
 */
function meterAgainstHold(file: Readable, hold: QuotaHold, streamed: { bytes: number }, field: string): Readable {
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      streamed.bytes += chunk.length;
      if (streamed.bytes <= hold.bytes) return done(null, chunk);
      hold.cover(streamed.bytes).then(
        (covered) => (covered ? done(null, chunk) : done(quotaFull(hold.quotaMb, field))),
        (error: unknown) => done(error as Error),
      );
    },
  });
  // pipeline passes the part's own errors (a cut body, the size limit) on to the meter.
  pipeline(file, meter, () => undefined);
  return meter;
}
