import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../shared/messages.js';
import { errorReply } from '../../shared/schemas/common.js';
import { openingBody, openingListReply, openingSaveReply } from '../../shared/schemas/opening.js';
import { allowAnyone, requireEditor } from '../services/auth/guards.js';

export const openingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/opening',
    { onRequest: allowAnyone, config: { readCache: true }, schema: { response: { 200: openingListReply } } },
    async () => ({ success: true as const, data: await ctx.repos.opening.list() }),
  );

  app.post(
    '/api/opening',
    { onRequest: requireEditor, schema: { body: openingBody, response: { 200: openingSaveReply, '4xx': errorReply } } },
    async (request) => ({
      success: true as const,
      message: MSG.dataSaved,
      data: await ctx.repos.opening.save(request.body),
    }),
  );
};
