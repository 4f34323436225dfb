import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PASSWORD_RESET_MAILS_PER_HOUR, PASSWORD_RESET_TTL_MS } from '../../shared/constants.js';
import { PASSWORD_RESET_PARAM } from '../../shared/password-reset-link.js';
import { ROUTES } from '../../shared/routes.js';
import { errorReply } from '../../shared/schemas/common.js';
import {
  forgotPasswordBody,
  forgotPasswordReply,
  PASSWORD_MSG,
  resetPasswordBody,
  resetPasswordReply,
} from '../../shared/schemas/password.js';
import { inTransaction } from '../db/database.js';
import { HttpError } from '../lib/errors.js';
import { retryLaterReply } from '../lib/retry-later.js';
import { accountKey, attemptWithinLimits, clientKey, LIMITS } from '../services/auth/attempt-limiter.js';
import { requireCsrfHeader } from '../services/auth/guards.js';
import { startSession, tokenForReply } from '../services/auth/sessions.js';
import { hashToken, newToken } from '../services/auth/tokens.js';
import { passwordResetMail } from '../services/mail/password-reset-mail.js';
import { mailOrigin } from '../services/site/gift-url.js';
import { requestLanguage } from '../services/site/request-language.js';

// The forgotten password (decision 060, docs/product.md 'Lupa password?'): a one-use link by mail, valid an hour.

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  /** Always the same 202, known email or not: the answer never tells whether an address is a giver's. */
  app.post(
    '/api/password/forgot',
    {
      onRequest: requireCsrfHeader,
      schema: { body: forgotPasswordBody, response: { 202: forgotPasswordReply, '4xx': errorReply, 429: retryLaterReply } },
    },
    async (request, reply) => {
      // Every request of a client counts, whatever the address: a stranger cannot mail givers in bulk.
      await attemptWithinLimits(ctx.repos.authLimits, [[LIMITS.forgotClient, clientKey(request.ip)]], async () => {
        const now = Date.now();
        const user = await ctx.repos.users.findByEmail(request.body.email);
        if (!user) return undefined;
        if ((await ctx.repos.passwordResets.countSince(user.id, now - 60 * 60 * 1000)) >= PASSWORD_RESET_MAILS_PER_HOUR) return undefined;
        const { token, hash } = newToken();
        await ctx.repos.passwordResets.create({ userId: user.id, tokenHash: hash, expiresAt: now + PASSWORD_RESET_TTL_MS }, now);
        const origin = mailOrigin(ctx.config, request.site?.slug ?? null);
        const link = `${origin}${ROUTES.editPages}?${PASSWORD_RESET_PARAM}=${encodeURIComponent(token)}`;
        const mail = passwordResetMail(requestLanguage(request), user.name, link);
        await ctx.mail.enqueue({ siteId: request.site?.id ?? null, to: user.email, ...mail });
        return undefined;
      });
      return reply.code(202).send({ success: true as const, message: PASSWORD_MSG.forgotSent });
    },
  );

  /** A new password from the mail's link: every session of the giver ends, and this browser is signed in anew. */
  app.post(
    '/api/password/reset',
    {
      onRequest: requireCsrfHeader,
      schema: {
        body: resetPasswordBody,
        response: { 200: resetPasswordReply, '4xx': errorReply, 410: errorReply, 429: retryLaterReply, 503: retryLaterReply },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      let refusal: HttpError | undefined;
      // A wrong, used or expired link counts against the client like a wrong password.
      const user = await attemptWithinLimits(ctx.repos.authLimits, [[LIMITS.resetClient, clientKey(request.ip)]], async () => {
        const now = Date.now();
        const link = await ctx.repos.passwordResets.findByHash(hashToken(token));
        if (!link) refusal = new HttpError(422, PASSWORD_MSG.tokenInvalid, { token: [PASSWORD_MSG.tokenInvalid] });
        else if (link.used_at !== null) refusal = new HttpError(410, PASSWORD_MSG.tokenUsed);
        else if (link.expires_at <= now) refusal = new HttpError(410, PASSWORD_MSG.tokenExpired);
        if (!link || refusal) return undefined;
        const passwordHash = await ctx.passwords.hash(password);
        return inTransaction(ctx.db, undefined, async (trx) => {
          // Two requests with one link: only the first uses it.
          if (!(await ctx.repos.passwordResets.use(link, now, trx))) {
            refusal = new HttpError(410, PASSWORD_MSG.tokenUsed);
            return undefined;
          }
          const found = await ctx.repos.users.findById(link.user_id, trx);
          if (!found) return undefined;
          await ctx.repos.users.updateCredentials(found.id, { email: found.email, password_hash: passwordHash }, trx);
          await ctx.repos.sessions.deleteForUser(found.id, trx);
          return found;
        });
      });
      if (!user) throw refusal ?? new HttpError(410, PASSWORD_MSG.tokenUsed);
      // Strangers' failed logins no longer keep the giver out (as with npm run editor:password).
      await ctx.repos.authLimits.clear(LIMITS.loginAccount, accountKey(user.email));
      const sessionToken = await startSession(ctx, reply, 'editor', user.id);
      return {
        success: true as const,
        message: PASSWORD_MSG.passwordChanged,
        ...tokenForReply(request, sessionToken),
        data: { id: user.id, name: user.name, email: user.email },
      };
    },
  );
};
