import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DAYS_OF_LOVE_DEFAULT_DATE, MILESTONE_MAX_COUNT } from '../../shared/constants.js';
import { computedMilestones, daysBetween, MILESTONE_TIME_ZONE, todayIn } from '../../shared/milestones.js';
import { errorReply, idParams } from '../../shared/schemas/common.js';
import {
  milestoneCreateBody,
  milestoneDeleteReply,
  milestoneListReply,
  milestoneSaveReply,
  type Milestone,
} from '../../shared/schemas/milestones.js';
import { MILESTONE_MSG } from '../../shared/messages/milestones.js';
import { renderMessage } from '../../shared/message-codes.js';
import { requireEditor, requireViewer } from '../services/auth/guards.js';
import { requestLanguage } from '../services/site/request-language.js';
import { HttpError, notFound } from '../lib/errors.js';
import type { MilestoneRow } from '../repositories/milestone-repository.js';

// Milestones (decision 027): the recipient reads them (computed from the days-of-love start date, plus
// the giver's own); only the giver adds or deletes. "Today" is the date in Asia/Jakarta.

const byDate = (a: Milestone, b: Milestone) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

export const milestoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app.ctx;

  /** The start date the counter page shows: the saved one, or the page's default. */
  const startDate = async () => (await repos.daysOfLove.get())?.date_at ?? DAYS_OF_LOVE_DEFAULT_DATE;
  const present = (row: MilestoneRow, start: string, today: string): Milestone => ({
    id: row.id,
    title: row.title,
    date: row.date,
    days: daysBetween(start, row.date),
    reached: row.date <= today,
  });

  app.get(
    '/api/milestones',
    { onRequest: requireViewer, schema: { response: { 200: milestoneListReply, '4xx': errorReply } } },
    async (request) => {
      const [start, own] = await Promise.all([startDate(), repos.milestones.list()]);
      const today = todayIn(MILESTONE_TIME_ZONE);
      // The computed milestones' names are the server's words: in the gift's language.
      const language = requestLanguage(request);
      const names = {
        days: (count: number) => renderMessage(MILESTONE_MSG.days(count), language),
        years: (count: number) => renderMessage(MILESTONE_MSG.years(count), language),
      };
      const computed: Milestone[] = computedMilestones(start, today, names);
      // A stable sort: on one date the computed milestone comes first, then the giver's in the order added.
      const data = [...computed, ...own.map((row) => present(row, start, today))].sort(byDate);
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/milestones',
    { onRequest: requireEditor, schema: { body: milestoneCreateBody, response: { 200: milestoneSaveReply, '4xx': errorReply } } },
    async (request) => {
      const row = await repos.milestones.create(request.body, MILESTONE_MAX_COUNT);
      if (!row) throw new HttpError(409, MILESTONE_MSG.tooMany);
      const data = present(row, await startDate(), todayIn(MILESTONE_TIME_ZONE));
      return { success: true as const, message: MILESTONE_MSG.added, data };
    },
  );

  app.delete(
    '/api/milestones/:id',
    { onRequest: requireEditor, schema: { params: idParams, response: { 200: milestoneDeleteReply, '4xx': errorReply } } },
    async (request) => {
      if (!(await repos.milestones.remove(request.params.id))) throw notFound(MILESTONE_MSG.notFound);
      return { success: true as const, message: MILESTONE_MSG.deleted };
    },
  );
};
