import { http } from 'msw';
import { dateInputCreateBody, dateInputListReply, dateInputSaveReply, dateInputUpdateBody } from '@shared/schemas/date-input';
import { daysOfLoveBody, daysOfLoveReply } from '@shared/schemas/days-of-love';
import { featuresBody, featuresReply } from '@shared/schemas/features';
import { milestoneListReply } from '@shared/schemas/milestones';
import { openingBody, openingListReply, openingSaveReply } from '@shared/schemas/opening';
import { MSG } from '@shared/messages';
import { gift } from '../db';
import { parseBody, reply } from './reply';

// The entry pages' records (docs/product.md §4, §5): opening, date input (the PIN), days of love, features.

const isoToDdMmYyyy = (iso: string) => iso.split('-').reverse().join('-');

export const entryHandlers = [
  http.get('/api/opening', () => reply(openingListReply, { success: true, data: [{ ...gift.opening, reveal_at: null }] })),
  http.post('/api/opening', async ({ request }) => {
    const body = await parseBody(request, openingBody);
    if (!body.ok) return body.response;
    gift.opening = { ...gift.opening, ...body.data };
    return reply(openingSaveReply, { success: true, message: MSG.dataSaved, data: gift.opening });
  }),

  http.get('/api/date-input', () => {
    const { selected_date: _pin, ...shown } = gift.dateInput;
    return reply(dateInputListReply, { success: true, data: [gift.role === 'editor' ? gift.dateInput : shown] });
  }),
  http.post('/api/date-input', async ({ request }) => {
    const body = await parseBody(request, dateInputCreateBody);
    if (!body.ok) return body.response;
    gift.dateInput = { ...gift.dateInput, ...body.data };
    return reply(dateInputSaveReply, { success: true, message: MSG.dataSaved, data: gift.dateInput });
  }),
  http.put('/api/date-input', async ({ request }) => {
    const body = await parseBody(request, dateInputUpdateBody);
    if (!body.ok) return body.response;
    gift.dateInput = { ...gift.dateInput, title: body.data.title, selected_date: body.data.selected_date };
    return reply(dateInputSaveReply, { success: true, message: MSG.dataSaved, data: gift.dateInput });
  }),

  http.get('/api/days-of-love', () => reply(daysOfLoveReply, { success: true, message: MSG.ok, data: gift.daysOfLove })),
  http.post('/api/days-of-love', async ({ request }) => {
    const body = await parseBody(request, daysOfLoveBody);
    if (!body.ok) return body.response;
    gift.daysOfLove = { ...gift.daysOfLove, ...body.data, date_at_formatted: isoToDdMmYyyy(body.data.date_at) };
    return reply(daysOfLoveReply, { success: true, message: MSG.dataSaved, data: gift.daysOfLove });
  }),
  http.get('/api/milestones', () => reply(milestoneListReply, { success: true, data: [] })),

  http.get('/api/features', () => reply(featuresReply, { success: true, message: MSG.ok, data: gift.features })),
  http.post('/api/features', async ({ request }) => {
    const body = await parseBody(request, featuresBody);
    if (!body.ok) return body.response;
    gift.features = body.data;
    return reply(featuresReply, { success: true, message: MSG.dataSaved, data: gift.features });
  }),
];
