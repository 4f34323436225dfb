import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../shared/schemas/common.js';
import { daysOfLoveBody, daysOfLoveReply, type DaysOfLove } from '../../shared/schemas/days-of-love.js';
import { formatDateTime } from '../../shared/dates.js';
import { MSG } from '../../shared/messages.js';
import { requireEditor, requireViewer } from '../services/auth/guards.js';
import { notFound } from '../lib/errors.js';
import type { DaysOfLoveRow } from '../repositories/days-of-love-repository.js';

function present(row: DaysOfLoveRow): DaysOfLove {
  const [year, month, day] = row.date_at.split('-');
  return {
    title: row.title,
    date_at: row.date_at,
    date_at_formatted: `${day}-${month}-${year}`,
    created_at_formatted: formatDateTime(new Date(row.created_at)),
  };
}

export const daysOfLoveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/days-of-love',
    { onRequest: requireViewer, config: { readCache: true }, schema: { response: { 200: daysOfLoveReply, '4xx': errorReply } } },
    async () => {
      const row = await ctx.repos.daysOfLove.get();
      if (!row) throw notFound(MSG.notFound);
      return { success: true as const, message: MSG.ok, data: present(row) };
    },
  );

  app.post(
    '/api/days-of-love',
    { onRequest: requireEditor, schema: { body: daysOfLoveBody, response: { 200: daysOfLoveReply, '4xx': errorReply } } },
    async (request) => ({
      success: true as const,
      message: MSG.dataSaved,
      data: present(await ctx.repos.daysOfLove.save(request.body)),
    }),
  );
};
