import type { FastifyPluginAsync } from 'fastify';
import { MSG } from '../../shared/messages.js';
import { HttpError, notFound } from '../lib/errors.js';
import { parseRange } from '../storage/range.js';
import { allowAnyone } from '../services/auth/guards.js';
import { assertMainGiftMediaOpen } from '../services/main-gift/lock.js';
import { assertVoiceNoteOpen } from '../services/love-moment/voice-note-lock.js';
import { assertRevealOpen } from '../services/site/reveal.js';
import { assertWishPhotoShown } from '../services/wishes/wish-photo-lock.js';
import { assertHeartMomentPhotoShown } from '../services/heart-moments/photo-lock.js';

/** Media files: viewers and editors only (public kinds excepted), with Range for seeking. */
export const storageRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  // Guarded inside: public kinds (the PIN page's photo) are for anyone, the rest for viewers.
  app.get<{ Params: { '*': string } }>('/storage/*', { onRequest: allowAnyone }, async (request, reply) => {
    const relative = request.params['*'];
    const row = ctx.media.isStoragePath(relative) ? await ctx.repos.media.findByPath(relative) : undefined;
    if (!row?.is_public && request.auth.role === 'anonymous') throw new HttpError(401, MSG.viewerRequired);
    // Until the timed reveal, a viewer's session opens no file but the public ones.
    if (!row?.is_public) assertRevealOpen(request);
    const file = row && (await ctx.media.open(relative));
    if (!file) throw notFound(MSG.notFound);
    // The video gift, the letter's music and the coupon image wait for the quiz like their pages.
    await assertMainGiftMediaOpen(ctx, request.auth, relative, row.kind);
    // A sealed time capsule's voice note waits for its day.
    await assertVoiceNoteOpen(ctx, request.auth, relative, row.kind);
    // A wish's photo waits for the giver's approval.
    await assertWishPhotoShown(ctx, request.auth, relative, row.kind);
    // Another's private Momen Hati photo is as if it did not exist.
    await assertHeartMomentPhotoShown(ctx, request.auth, relative, row.kind);

    void reply.headers({
      'content-type': row.mime,
      'x-content-type-options': 'nosniff',
      'cache-control': row.is_public ? 'public, max-age=3600' : 'private, max-age=3600',
      'accept-ranges': 'bytes',
      'last-modified': file.modified.toUTCString(),
      'content-disposition': 'inline',
    });

    const range = parseRange(request.headers.range, file.size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${file.size}`).send();
    }
    if (range) {
      void reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', String(range.end - range.start + 1));
      return reply.send(await file.read(range));
    }
    void reply.header('content-length', String(file.size));
    return reply.send(await file.read());
  });
};
