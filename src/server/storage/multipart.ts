import type { FastifyRequest } from 'fastify';
import { MSG } from '../../shared/messages.js';
import { HttpError } from '../errors.js';
import type { MediaKind } from './media-kinds.js';
import type { MediaStore, ReceivedFile } from './media-store.js';

export interface MultipartForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

/**
 * Reads a multipart request: text fields as strings, and each file field listed in `fileKinds`
 * streamed through the media store. Unknown file fields are refused. On failure every temp file goes.
 */
export async function readMultipart(
  request: FastifyRequest,
  store: MediaStore,
  fileKinds: Record<string, MediaKind>,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, MSG.multipartRequired);
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const largest = Math.max(1, ...Object.values(fileKinds).map((k) => k.maxBytes));
  try {
    for await (const part of request.parts({ limits: { fileSize: largest + 1, files: Object.keys(fileKinds).length, fields: 50 } })) {
      if (part.type === 'file') {
        const kind = fileKinds[part.fieldname];
        if (!kind || files.some((f) => f.field === part.fieldname)) {
          part.file.resume();
          throw new HttpError(400, MSG.invalidInput, { [part.fieldname]: [MSG.invalidInput] });
        }
        files.push(await store.receive(part.fieldname, part.file, kind));
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    await store.discard(files);
    throw error;
  }
  return { fields, files };
}
