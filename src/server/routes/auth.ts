import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../shared/messages.js';
import { errorReply, messageReply } from '../../shared/schemas/common.js';
import { loginBody, loginReply, sessionReply } from '../../shared/schemas/auth.js';
import { accountKey, attemptWithinLimits, clientKey, LIMITS } from '../services/auth/attempt-limiter.js';
import { endSession, offlineKey, startSession, tokenForReply } from '../services/auth/sessions.js';
import { allowAnyone, requireCsrfHeader } from '../services/auth/guards.js';
import { HttpError } from '../lib/errors.js';
import { retryLaterReply } from '../lib/retry-later.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/login',
    {
      onRequest: allowAnyone,
      schema: { body: loginBody, response: { 200: loginReply, '4xx': errorReply, 429: retryLaterReply, 503: retryLaterReply } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      // Counted before the (queued) password hash: a burst evaluates at most the limits (decision 014).
      const limits = [
        [LIMITS.loginClient, clientKey(request.ip)],
        [LIMITS.loginAccount, accountKey(email)],
      ] as const;
      const user = await attemptWithinLimits(ctx.repos.authLimits, limits, async () => {
        const found = await ctx.repos.users.findByEmail(email);
        return (await ctx.passwords.verifyOrDecoy(password, found?.password_hash)) ? found : undefined;
      });
      if (!user) throw new HttpError(401, MSG.loginWrong);
      const token = await startSession(ctx, reply, 'editor', user.id);
      return {
        success: true as const,
        message: MSG.loggedIn,
        ...tokenForReply(request, token),
        data: { id: user.id, name: user.name, email: user.email },
      };
    },
  );

  app.post(
    '/api/logout',
    { onRequest: requireCsrfHeader, schema: { response: { 200: messageReply, '4xx': errorReply } } },
    async (request, reply) => {
      await endSession(ctx, request, reply);
      return { success: true, message: MSG.loggedOut };
    },
  );

  /** Who the browser is to the server: lets the web app show the login modal or the PIN page. */
  app.get('/api/session', { onRequest: allowAnyone, schema: { response: { 200: sessionReply } } }, async (request) => {
    const { role, userId, tokenHash } = request.auth;
    const user = role === 'editor' && userId ? await ctx.repos.users.findById(userId) : undefined;
    const offline = role === 'viewer' && tokenHash ? { offline_key: offlineKey(request.site?.id ?? 0, tokenHash) } : {};
    return {
      success: true as const,
      role,
      user: user ? { id: user.id, name: user.name, email: user.email } : null,
      ...offline,
    };
  });
};
