import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../shared/messages.js';
import { errorReply } from '../../shared/schemas/common.js';
import { openingBody, openingListReply, openingSaveReply } from '../../shared/schemas/opening.js';
import { allowAnyone, requireEditor } from '../services/auth/guards.js';
import { revealAtInZone } from '../services/site/reveal.js';

export const openingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/opening',
    { onRequest: allowAnyone, config: { readCache: true }, schema: { response: { 200: openingListReply } } },
    // The moment changes only by a write, which empties the read cache; whether it has come is GET /api/reveal's.
    async (request) => {
      const revealAt = revealAtInZone(request.site?.reveal_at ?? null);
      return { success: true as const, data: (await ctx.repos.opening.list()).map((row) => ({ ...row, reveal_at: revealAt })) };
    },
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
