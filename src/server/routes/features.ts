import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../shared/schemas/common.js';
import { featuresBody, featuresReply } from '../../shared/schemas/features.js';
import { MSG } from '../../shared/messages.js';
import { requireEditor, requireViewer } from '../services/auth/guards.js';
import { notFound } from '../lib/errors.js';

export const featuresRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/features',
    { onRequest: requireViewer, config: { readCache: true }, schema: { response: { 200: featuresReply, '4xx': errorReply } } },
    async () => {
      const data = await ctx.repos.features.get();
      if (!data) throw notFound(MSG.notFound);
      return { success: true as const, message: MSG.ok, data };
    },
  );

  app.post(
    '/api/features',
    { onRequest: requireEditor, schema: { body: featuresBody, response: { 200: featuresReply, '4xx': errorReply } } },
    async (request) => ({
      success: true as const,
      message: MSG.dataSaved,
      data: await ctx.repos.features.save(request.body),
    }),
  );
};
