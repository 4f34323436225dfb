import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { MSG } from '../../shared/messages.js';
import { HttpError, notFound } from '../errors.js';
import { parseRange } from '../storage/range.js';
import { allowAnyone } from '../auth/guards.js';
import { assertMainGiftMediaOpen } from '../main-gift/lock.js';

/** Media files: viewers and editors only (public kinds excepted), with Range for seeking. */
export const storageRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  // Guarded inside: public kinds (the PIN page's photo) are for anyone, the rest for viewers.
  app.get<{ Params: { '*': string } }>('/storage/*', { onRequest: allowAnyone }, async (request, reply) => {
    const relative = request.params['*'];
    const absolute = ctx.media.resolve(relative);
    const row = absolute ? await ctx.repos.media.findByPath(relative) : undefined;
    if (!row?.is_public && request.auth.role === 'anonymous') throw new HttpError(401, MSG.viewerRequired);
    if (!absolute || !row) throw notFound(MSG.notFound);
    const stat = await fs.promises.stat(absolute).catch(() => undefined);
    if (!stat?.isFile()) throw notFound(MSG.notFound);
    // The video gift, the letter's music and the coupon image wait for the quiz like their pages (decision 017).
    await assertMainGiftMediaOpen(ctx, request.auth, relative, row.kind);

    void reply.headers({
      'content-type': row.mime,
      'x-content-type-options': 'nosniff',
      'cache-control': row.is_public ? 'public, max-age=3600' : 'private, max-age=3600',
      'accept-ranges': 'bytes',
      'last-modified': stat.mtime.toUTCString(),
      'content-disposition': 'inline',
    });

    const range = parseRange(request.headers.range, stat.size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${stat.size}`).send();
    }
    if (range) {
      void reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
        .header('content-length', String(range.end - range.start + 1));
      return reply.send(fs.createReadStream(absolute, { start: range.start, end: range.end }));
    }
    void reply.header('content-length', String(stat.size));
    return reply.send(fs.createReadStream(absolute));
  });
};
