import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../shared/schemas/common.js';
import { readinessReply } from '../../shared/schemas/activity.js';
import { requireEditor } from '../services/auth/guards.js';
import { giftReadiness } from '../services/readiness/readiness.js';

/** Ready to give (decision 040): the giver's checklist of what still shows the demo gift. Advice: nothing is blocked. */
export const readinessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/readiness',
    { onRequest: requireEditor, schema: { response: { 200: readinessReply, '4xx': errorReply } } },
    async (request) => ({ success: true as const, data: await giftReadiness(app.ctx, request) }),
  );
};
