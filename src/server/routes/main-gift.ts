import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../shared/schemas/common.js';
import { mainGiftStatusReply } from '../../shared/schemas/main-gift.js';
import { requireViewer } from '../services/auth/guards.js';
import { mainGiftStatus } from '../services/main-gift/lock.js';

/** The Main Gift verdict for this session, which the menu heart and the Main Gift pages follow (decision 017). */
export const mainGiftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/main-gift/status',
    { onRequest: requireViewer, schema: { response: { 200: mainGiftStatusReply, '4xx': errorReply } } },
    async (request) => ({ success: true as const, data: await mainGiftStatus(app.ctx, request.auth) }),
  );
};
