import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../shared/messages.js';
import { errorReply, messageReply } from '../../shared/schemas/common.js';
import { mailStatusReply } from '../../shared/schemas/password.js';
import {
  giftCreateBody,
  giftCreateReply,
  giftEndBody,
  giftListReply,
  giftParams,
  giftPasswordBody,
  giftQuotaBody,
  operatorLoginBody,
  operatorLoginReply,
  operatorSessionReply,
} from '../../shared/schemas/operator.js';
import { allowAnyone } from '../services/auth/guards.js';
import { resetEditorPassword } from '../services/auth/editor-account.js';
import { tokenForReply } from '../services/auth/sessions.js';
import { ensureDefaultTrack } from '../services/music/default-track.js';
import { HttpError, notFound } from '../lib/errors.js';
import { endOperatorSession, isOperator, requireOperator, startOperatorSession } from '../services/operator/operator-auth.js';
import { giftOrigin } from '../services/site/gift-url.js';
import { operatorLoginWithinLimit } from '../services/operator/operator-login-limit.js';
import { retryLaterReply } from '../lib/retry-later.js';
import { quotaMb } from '../services/uploads/quota.js';
import { MB } from '../../shared/constants.js';

/**
 * The operator's console API, on BASE_DOMAIN itself (decision 018): sign in, list, create,
 * disable/enable, delete gifts, reset a giver's password, set a gift's quota and end date. Registered only with BASE_DOMAIN.
 */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const sites = ctx.sites;

  const findGift = async (slug: string) => {
    const site = await sites.findBySlug(slug);
    if (!site) throw notFound(MSG.giftNotFound);
    return site;
  };

  app.get('/api/operator/session', { onRequest: allowAnyone, schema: { response: { 200: operatorSessionReply } } }, async (request) => ({
    success: true as const,
    console: true as const,
    signed_in: request.operator.signedIn,
    signup: ctx.config.signupOpen,
  }));

  app.post(
    '/api/operator/login',
    {
      onRequest: allowAnyone,
      schema: { body: operatorLoginBody, response: { 200: operatorLoginReply, '4xx': errorReply, 429: retryLaterReply } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const ok = await operatorLoginWithinLimit(ctx.consoleAttempts, request.ip, () => isOperator(ctx, email, password));
      if (!ok) throw new HttpError(401, MSG.loginWrong);
      // The console's page lives on the httpOnly cookie alone; only an API client gets a bearer token (decision 014).
      const token = await startOperatorSession(ctx, reply);
      return { success: true as const, message: MSG.loggedIn, ...tokenForReply(request, token) };
    },
  );

  app.post(
    '/api/operator/logout',
    { onRequest: requireOperator, schema: { response: { 200: messageReply, '4xx': errorReply } } },
    async (request, reply) => {
      await endOperatorSession(ctx, request, reply);
      return { success: true, message: MSG.loggedOut };
    },
  );

  app.get(
    '/api/operator/gifts',
    { onRequest: requireOperator, schema: { response: { 200: giftListReply, '4xx': errorReply } } },
    async (request) => {
      const gifts = await sites.list();
      return {
        success: true as const,
        data: gifts.map((gift) => ({
          slug: gift.slug,
          url: `${giftOrigin(ctx.config, request, gift.slug)}/`,
          editor_email: gift.editor_email,
          created_at: gift.created_at,
          media_bytes: gift.media_bytes,
          last_visit_at: gift.last_visit_at,
          disabled: gift.disabled_at !== null,
          disabled_at: gift.disabled_at,
          private: gift.is_private,
          used_bytes: gift.media_bytes,
          quota_bytes: quotaMb(ctx.config, gift) * MB,
          quota_mb: gift.quota_mb,
          ends_at: gift.ends_at,
          self_made: gift.signed_up_at !== null,
        })),
        signups_waiting: (await ctx.signups.waiting(Date.now())).map((signup) => ({
          email: signup.email,
          slug: signup.slug,
          created_at: new Date(signup.created_at).toISOString(),
          expires_at: new Date(signup.expires_at).toISOString(),
        })),
      };
    },
  );

  /**
   * A new gift seeded like the demo in its language (Indonesian unless told), private by default, with its
   * giver's account and the default music.
   */
  app.post(
    '/api/operator/gifts',
    {
      onRequest: requireOperator,
      schema: { body: giftCreateBody, response: { 201: giftCreateReply, '4xx': errorReply, 503: retryLaterReply } },
    },
    async (request, reply) => {
      const { slug, editor_email: email, editor_password: password, language } = request.body;
      if (await sites.findBySlug(slug)) throw new HttpError(409, MSG.slugTaken, { slug: [MSG.slugTaken] });
      if (await sites.emailInUse(email)) throw new HttpError(409, MSG.editorEmailTaken, { editor_email: [MSG.editorEmailTaken] });
      // Through the process's bounded hash queue, as every password hash.
      const passwordHash = await ctx.passwords.hash(password);
      const siteId = await ctx.db.transaction().execute(async (trx) => {
        const id = await sites.create({ slug, isPrivate: true, language }, trx);
        await ctx.scope.run(id, () => ctx.repos.users.create({ name: 'Editor', email, password_hash: passwordHash }, trx));
        return id;
      });
      await ctx.scope.run(siteId, () => ensureDefaultTrack(ctx));
      return reply.code(201).send({
        success: true as const,
        message: MSG.giftCreated,
        data: { slug, url: `${giftOrigin(ctx.config, request, slug)}/` },
      });
    },
  );

  app.post(
    '/api/operator/gifts/:slug/disable',
    { onRequest: requireOperator, schema: { params: giftParams, response: { 200: messageReply, '4xx': errorReply } } },
    async (request) => {
      const site = await findGift(request.params.slug);
      await sites.setDisabled(site.id, true);
      return { success: true, message: MSG.giftDeactivated };
    },
  );

  app.post(
    '/api/operator/gifts/:slug/enable',
    { onRequest: requireOperator, schema: { params: giftParams, response: { 200: messageReply, '4xx': errorReply } } },
    async (request) => {
      const site = await findGift(request.params.slug);
      await sites.setDisabled(site.id, false);
      return { success: true, message: MSG.giftReactivated };
    },
  );

  /** The gift's own storage quota in MB, or null for the service's GIFT_QUOTA_MB. */
  app.post(
    '/api/operator/gifts/:slug/quota',
    { onRequest: requireOperator, schema: { params: giftParams, body: giftQuotaBody, response: { 200: messageReply, '4xx': errorReply } } },
    async (request) => {
      const site = await findGift(request.params.slug);
      await sites.setQuota(site.id, request.body.quota_mb);
      return { success: true, message: MSG.giftQuotaSaved };
    },
  );

  /** When the gift closes (its data stays until it is deleted), or null for never. */
  app.post(
    '/api/operator/gifts/:slug/end',
    { onRequest: requireOperator, schema: { params: giftParams, body: giftEndBody, response: { 200: messageReply, '4xx': errorReply } } },
    async (request) => {
      const site = await findGift(request.params.slug);
      const endsAt = request.body.ends_at;
      await sites.setEnd(site.id, endsAt === null ? null : new Date(endsAt).toISOString());
      return { success: true, message: MSG.giftEndSaved };
    },
  );

  /** A new password for the gift's giver; their sessions end. */
  app.post(
    '/api/operator/gifts/:slug/password',
    {
      onRequest: requireOperator,
      schema: { params: giftParams, body: giftPasswordBody, response: { 200: messageReply, '4xx': errorReply, 503: retryLaterReply } },
    },
    async (request) => {
      const site = await findGift(request.params.slug);
      await ctx.scope.run(site.id, () => resetEditorPassword(ctx, request.body.password));
      return { success: true, message: MSG.giverPasswordChanged };
    },
  );

  /** The mail of every gift: how many wait, were sent and failed, and the last error. */
  app.get(
    '/api/operator/mail',
    { onRequest: requireOperator, schema: { response: { 200: mailStatusReply, '4xx': errorReply } } },
    async () => ({ success: true as const, data: await ctx.mail.status() }),
  );

  /** Deletes the gift: its rows (foreign keys cascade), then its media files. */
  app.delete(
    '/api/operator/gifts/:slug',
    { onRequest: requireOperator, schema: { params: giftParams, response: { 200: messageReply, '4xx': errorReply } } },
    async (request) => {
      const site = await findGift(request.params.slug);
      const paths = await sites.remove(site.id);
      await ctx.media.delete(paths);
      await ctx.media.deleteFolder(`g${site.id}`);
      return { success: true, message: MSG.giftDeleted };
    },
  );
};
