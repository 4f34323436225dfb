import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../shared/messages.js';
import { parseRevealAt } from '../../shared/reveal.js';
import { errorReply } from '../../shared/schemas/common.js';
import { revealBody, revealReply, revealSaveReply } from '../../shared/schemas/reveal.js';
import { allowAnyone, requireEditor } from '../services/auth/guards.js';
import { revealState } from '../services/site/reveal.js';

/**
 * The timed reveal (docs/product.md §4, decision 039). Anyone who may reach the gift reads the moment and
 * the server's time (the countdown counts from it, never from the phone's clock); only the giver sets it,
 * null removes it. Never cached: `now` and `open` change by themselves.
 */
export const revealRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { reveal } = ctx.repos;

  app.get('/api/reveal', { onRequest: allowAnyone, schema: { response: { 200: revealReply, '4xx': errorReply } } }, async () => ({
    success: true as const,
    data: revealState(await reveal.get()),
  }));

  app.put(
    '/api/reveal',
    { onRequest: requireEditor, schema: { body: revealBody, response: { 200: revealSaveReply, '4xx': errorReply } } },
    async (request) => {
      const given = request.body.reveal_at;
      const at = given === null ? undefined : parseRevealAt(given);
      // Kept in UTC: the zone is how the moment is shown, not what it is.
      const stored = at === undefined ? null : new Date(at).toISOString();
      await reveal.set(stored);
      if (request.site) request.site.reveal_at = stored;
      return { success: true as const, message: stored === null ? MSG.revealRemoved : MSG.revealSaved, data: revealState(stored) };
    },
  );
};
