import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../shared/messages.js';
import { errorReply, messageReply } from '../../shared/schemas/common.js';
import { loginBody, loginReply, sessionReply } from '../../shared/schemas/auth.js';
import { decoyHash, verifyPassword } from '../auth/password.js';
import { endEditorSession, startSession } from '../auth/sessions.js';
import { allowAnyone, requireCsrfHeader } from '../auth/guards.js';
import { HttpError } from '../errors.js';
import { tooManyAttempts } from '../auth/too-many-attempts.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/login',
    {
      onRequest: allowAnyone,
      schema: { body: loginBody, response: { 200: loginReply, '4xx': errorReply } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const clientKey = `gift:${ctx.scope.siteId()}|${request.ip}|${email.toLowerCase()}`;
      const wait = ctx.limiters.loginClient.retryAfterMs(clientKey);
      if (wait > 0) throw tooManyAttempts(wait);

      const user = await ctx.repos.users.findByEmail(email);
      const ok = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
      if (!user || !ok) {
        ctx.limiters.loginClient.fail(clientKey);
        throw new HttpError(401, MSG.loginWrong);
      }
      ctx.limiters.loginClient.reset(clientKey);
      const token = await startSession(ctx, reply, 'editor', user.id);
      return {
        success: true as const,
        message: 'Login berhasil',
        token,
        data: { id: user.id, name: user.name, email: user.email },
      };
    },
  );

  app.post(
    '/api/logout',
    { onRequest: requireCsrfHeader, schema: { response: { 200: messageReply, '4xx': errorReply } } },
    async (request, reply) => {
      await endEditorSession(ctx, request, reply);
      return { success: true, message: 'Logout berhasil' };
    },
  );

  /** Who the browser is to the server: lets the web app show the login modal or the PIN page. */
  app.get(
    '/api/session',
    { onRequest: allowAnyone, schema: { response: { 200: sessionReply } } },
    async (request) => {
      const { role, userId } = request.auth;
      const user = role === 'editor' && userId ? await ctx.repos.users.findById(userId) : undefined;
      return {
        success: true as const,
        role,
        user: user ? { id: user.id, name: user.name, email: user.email } : null,
      };
    },
  );
};
