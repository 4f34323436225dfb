import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../shared/schemas/common.js';
import { activityNotedReply, activityPageBody, activityReply, type ActivityEntry } from '../../shared/schemas/activity.js';
import { ACTIVITY_MSG } from '../../shared/messages/activity.js';
import { isActivityPage, type ActivityEvent } from '../../shared/activity.js';
import { requireEditor, requireViewer } from '../services/auth/guards.js';
import { recordFootstep } from '../services/activity/record.js';
import type { ActivityRow } from '../repositories/activity-repository.js';

// The recipient's footsteps (decision 040): the giver reads them; the recipient's pages report their visits.

function present(row: ActivityRow): ActivityEntry {
  const entry: ActivityEntry = { event: row.event as ActivityEvent, at: row.at };
  return row.page && isActivityPage(row.page) ? { ...entry, page: row.page } : entry;
}

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/api/activity', { onRequest: requireEditor, schema: { response: { 200: activityReply, '4xx': errorReply } } }, async () => ({
    success: true as const,
    data: (await ctx.repos.activity.list()).map(present),
  }));

  /** A recipient page was opened: its first visit in this session is noted. The giver's preview is accepted, not noted. */
  app.post(
    '/api/activity/page',
    { onRequest: requireViewer, schema: { body: activityPageBody, response: { 200: activityNotedReply, '4xx': errorReply } } },
    async (request) => {
      await recordFootstep(ctx, request, 'page', { page: request.body.page });
      return { success: true as const, message: ACTIVITY_MSG.noted };
    },
  );
};
