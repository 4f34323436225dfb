import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../shared/schemas/common.js';
import { keptTextBody, keptTextReply, readinessReply } from '../../shared/schemas/activity.js';
import { ACTIVITY_MSG } from '../../shared/messages/activity.js';
import { fieldError } from '../lib/errors.js';
import { requireEditor } from '../services/auth/guards.js';
import { giftReadiness, isDemoTextNow } from '../services/readiness/readiness.js';

/** Ready to give (decision 040): the giver's checklist of what still shows the demo gift. Advice: nothing is blocked. */
export const readinessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/readiness',
    { onRequest: requireEditor, schema: { response: { 200: readinessReply, '4xx': errorReply } } },
    async (request) => ({ success: true as const, data: await giftReadiness(app.ctx, request) }),
  );

  /**
   * 'Tetap pakai' (docs/product.md §19): the giver keeps a demo text of the quiz or the letter on purpose,
   * and the item counts it as done; `kept: false` takes that back. Only a text the gift holds now as a demo's may be kept.
   */
  app.put(
    '/api/readiness/kept',
    { onRequest: requireEditor, schema: { body: keptTextBody, response: { 200: keptTextReply, '4xx': errorReply } } },
    async (request) => {
      const { key, text, kept } = request.body;
      const { keptTexts } = app.ctx.repos;
      if (kept) {
        if (!(await isDemoTextNow(app.ctx, request, key, text))) throw fieldError('text', ACTIVITY_MSG.notDemo);
        await keptTexts.keep({ key, text });
      } else {
        await keptTexts.release({ key, text });
      }
      return {
        success: true as const,
        message: kept ? ACTIVITY_MSG.kept : ACTIVITY_MSG.released,
        data: await giftReadiness(app.ctx, request),
      };
    },
  );
};
