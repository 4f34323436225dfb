import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { layoutCrossword } from '../../shared/crossword-layout.js';
import { errorReply } from '../../shared/schemas/common.js';
import { crosswordBody, crosswordDeleteReply, crosswordReply, crosswordSaveReply } from '../../shared/schemas/crossword.js';
import { CROSSWORD_MSG } from '../../shared/messages/crossword.js';
import { requireEditor, requireViewer } from '../services/auth/guards.js';
import { notFound } from '../lib/errors.js';

/**
 * The giver's crossword. Only the entries are stored; the layout is recomputed on every
 * read by the same deterministic function, so a saved puzzle always shows the grid the giver saw.
 */
export const crosswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.ctx.repos.crossword;

  app.get('/api/crossword', { onRequest: requireViewer, schema: { response: { 200: crosswordReply, '4xx': errorReply } } }, async () => {
    const entries = await repo.get();
    if (!entries) return { success: true as const, message: CROSSWORD_MSG.notFound, data: null };
    return { success: true as const, message: CROSSWORD_MSG.loaded, data: { entries, layout: layoutCrossword(entries) } };
  });

  /** Saves even when some words cannot cross the grid; the reply names them so the giver can change them. */
  app.post(
    '/api/crossword',
    { onRequest: requireEditor, schema: { body: crosswordBody, response: { 200: crosswordSaveReply, '4xx': errorReply } } },
    async (request) => {
      const { entries } = request.body;
      await repo.save(entries);
      const layout = layoutCrossword(entries);
      const message = layout.unplaced.length ? CROSSWORD_MSG.savedWithUnplaced(layout.unplaced.length) : CROSSWORD_MSG.saved;
      return { success: true as const, message, data: { entries, layout, unplaced: layout.unplaced } };
    },
  );

  app.delete(
    '/api/crossword',
    { onRequest: requireEditor, schema: { response: { 200: crosswordDeleteReply, '4xx': errorReply } } },
    async () => {
      if (!(await repo.remove())) throw notFound(CROSSWORD_MSG.notFound);
      return { success: true as const, message: CROSSWORD_MSG.deleted };
    },
  );
};
