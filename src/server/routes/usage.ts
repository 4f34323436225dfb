import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../shared/schemas/common.js';
import { usageReply } from '../../shared/schemas/usage.js';
import { requireEditor } from '../services/auth/guards.js';
import { giftUsage } from '../services/uploads/quota.js';

/** The gift's storage use against its quota, for the giver's hub (decision 037). */
export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/api/usage', { onRequest: requireEditor, schema: { response: { 200: usageReply, '4xx': errorReply } } }, async (request) => ({
    success: true as const,
    data: await giftUsage(ctx, request.site),
  }));
};
