import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReply } from '../../shared/schemas/common.js';
import { importReply } from '../../shared/schemas/archive.js';
import { ARCHIVE_MSG } from '../../shared/messages/archive.js';
import { MSG } from '../../shared/messages.js';
import { requireEditor } from '../services/auth/guards.js';
import { HttpError } from '../lib/errors.js';
import { ARCHIVE_MAX_BYTES, exportGift, importGift } from '../services/archive/gift-archive.js';
import type { MediaKind } from '../storage/media-kinds.js';
import { makeWorkFolder } from '../storage/temp-uploads.js';
import { PRIVATE_FILE_MODE } from '../lib/private-files.js';

// The gift's archive (decision 030): the giver downloads the whole gift as one ZIP, and can
// replace the gift's content with such an archive (the hub asks to confirm first).

const zipReply = z.custom<Readable>((value) => value instanceof Readable).meta({ contentMediaType: 'application/zip' });

/** The archive field as the API description shows it (its type is checked by reading it, not by sniffing). */
const ARCHIVE_FILE: MediaKind = {
  folder: 'archive',
  accept: [],
  acceptLabel: 'ZIP',
  maxBytes: ARCHIVE_MAX_BYTES,
  isPublic: false,
  normalizeImage: false,
};

const tooLarge = () => new HttpError(413, ARCHIVE_MSG.tooLarge, { file: [ARCHIVE_MSG.tooLarge] });

export const archiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/export',
    { onRequest: requireEditor, schema: { response: { 200: zipReply, '4xx': errorReply } } },
    async (request, reply) => {
      const stream = await exportGift(ctx);
      const day = new Date().toISOString().slice(0, 10);
      const name = `kado-${request.site?.slug ?? 'hadiah'}-${day}.zip`;
      void reply.headers({
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
      return reply.send(stream);
    },
  );

  app.post(
    '/api/import',
    {
      onRequest: requireEditor,
      schema: { multipart: { files: { file: ARCHIVE_FILE }, requiredFiles: ['file'] }, response: { 200: importReply, '4xx': errorReply } },
    },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, MSG.multipartRequired);
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > ARCHIVE_MAX_BYTES + 64 * 1024) throw tooLarge();
      const workDir = await makeWorkFolder(ctx.config.dataDir);
      try {
        const zipPath = path.join(workDir, 'upload.zip');
        await receiveArchive(request, zipPath);
        await importGift(ctx, zipPath, workDir);
        return { success: true as const, message: ARCHIVE_MSG.imported };
      } finally {
        await fs.rm(workDir, { recursive: true, force: true });
      }
    },
  );
};

/**
 * Streams the form's one `file` part to `zipPath`. A form that cannot be read (no boundary in its
 * content type, a body cut short, a garbled part) is a 400, as on every upload route (multipart.ts).
 */
async function receiveArchive(request: FastifyRequest, zipPath: string): Promise<void> {
  let received = false;
  try {
    for await (const part of request.parts({ limits: { files: 1, fields: 5, fileSize: ARCHIVE_MAX_BYTES + 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || received) {
        part.file.resume();
        throw new HttpError(400, MSG.invalidInput, { [part.fieldname]: [MSG.invalidInput] });
      }
      received = true;
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(size > ARCHIVE_MAX_BYTES ? tooLarge() : null, chunk);
        },
      });
      await pipeline(part.file, meter, createWriteStream(zipPath, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
      if (part.file.truncated) throw tooLarge();
      if (size === 0) throw new HttpError(422, ARCHIVE_MSG.fileRequired, { file: [ARCHIVE_MSG.fileRequired] });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // A client that ends the connection mid-body gets the same 400 (if it still listens), not a failure of ours.
    if (isMalformed(error) || request.raw.readableAborted) throw new HttpError(400, MSG.formInvalid, { file: [MSG.formInvalid] });
    throw error;
  }
  if (!received) throw new HttpError(422, ARCHIVE_MSG.fileRequired, { file: [ARCHIVE_MSG.fileRequired] });
}

/** Busboy's parse errors are plain Errors without a code; system errors (a full disk) have one. */
const isMalformed = (error: unknown) => error instanceof Error && error.constructor === Error && !('code' in error);
