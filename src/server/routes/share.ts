import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../shared/messages.js';
import { errorReply } from '../../shared/schemas/common.js';
import { sharePrivateBody, shareReply, shareSaveReply, type Share } from '../../shared/schemas/share.js';
import { allowAnyone, requireEditor } from '../services/auth/guards.js';
import { SHARE_KEY_COOKIE } from '../services/site/share-link.js';
import { giftOrigin, shareLink } from '../services/site/gift-url.js';
import { sameShareKey } from '../lib/share-key.js';

/** Browsers keep a cookie at most 400 days; the key is as long-lived as the gift. */
const KEY_COOKIE_MS = 400 * 24 * 60 * 60 * 1000;

/** The giver's share link and the secret link that opens a private gift (docs/product.md §10). */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const share = ctx.repos.share;

  const current = async (request: Parameters<typeof giftOrigin>[1]): Promise<Share> => {
    const { key, isPrivate } = await share.get();
    return { url: shareLink(giftOrigin(ctx.config, request, request.site?.slug ?? null), key), private: isPrivate };
  };

  app.get('/api/share', { onRequest: requireEditor, schema: { response: { 200: shareReply, '4xx': errorReply } } }, async (request) => ({
    success: true as const,
    data: await current(request),
  }));

  app.put(
    '/api/share',
    { onRequest: requireEditor, schema: { body: sharePrivateBody, response: { 200: shareSaveReply, '4xx': errorReply } } },
    async (request) => {
      await share.setPrivate(request.body.private);
      const message = request.body.private ? MSG.shareLinkOnly : MSG.shareAnyone;
      return { success: true as const, message, data: await current(request) };
    },
  );

  /** A new key: old links stop working and every viewer must open the new link and enter the PIN again. */
  app.post(
    '/api/share/rotate',
    { onRequest: requireEditor, schema: { response: { 200: shareSaveReply, '4xx': errorReply } } },
    async (request) => {
      await ctx.db.transaction().execute(async (trx) => {
        await share.rotate(trx);
        await ctx.repos.sessions.deleteViewers(trx);
      });
      return { success: true as const, message: MSG.shareLinkRenewed, data: await current(request) };
    },
  );

  // The link itself: remembers the key in this browser (httpOnly), then opens the gift without the key in
  // the address bar. A stale key is forgotten, and the gift answers as it would without one.
  app.get('/s/:key', { onRequest: allowAnyone, schema: { params: z.object({ key: z.string().max(200) }) } }, async (request, reply) => {
    const { key } = await share.get();
    void reply.header('cache-control', 'no-store');
    if (sameShareKey(request.params.key, key)) {
      void reply.setCookie(SHARE_KEY_COOKIE, request.params.key, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.config.secureCookies,
        expires: new Date(Date.now() + KEY_COOKIE_MS),
      });
    } else {
      void reply.clearCookie(SHARE_KEY_COOKIE, { path: '/' });
    }
    return reply.redirect('/', 303);
  });
};
