import { http } from 'msw';
import { MILESTONE_TIME_ZONE } from '@shared/constants';
import { HEART_MOMENT_FEELINGS } from '@shared/heart-moments';
import { todayIn } from '@shared/milestones';
import { messageReply } from '@shared/schemas/common';
import {
  heartMomentFormFields,
  heartMomentHeartReply,
  heartMomentListReply,
  heartMomentMailBody,
  heartMomentMailReply,
  heartMomentOnThisDayReply,
  heartMomentSaveReply,
  type HeartMoment,
} from '@shared/schemas/heart-moments';
import { HEART_MOMENT_MSG } from '@shared/messages/heart-moments';
import { groupIssues, firstMessage } from '@shared/field-errors';
import { gift } from '../db';
import { refuse, reply } from './reply';

// Momen Hati as the server answers it (src/server/routes/heart-moments.ts): the author is the
// session's role, a reader sees the shared moments and its own, and only an author changes its moment.

const authorOf = () => (gift.role === 'editor' ? 'giver' : 'recipient');
/** The moments the session may see, `mine` as the server sets it. */
const seen = () =>
  gift.heartMoments
    .filter((moment) => moment.visibility === 'shared' || moment.author === authorOf())
    .map((moment) => ({ ...moment, mine: moment.author === authorOf() }));

async function readForm(request: Request) {
  const form = await request.formData();
  const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
  const parsed = heartMomentFormFields.safeParse(fields);
  if (!parsed.success) {
    const errors = groupIssues(parsed.error.issues);
    return { refused: refuse(422, firstMessage(errors) ?? HEART_MOMENT_MSG.wordsRequired, errors) };
  }
  const today = todayIn(MILESTONE_TIME_ZONE);
  if (parsed.data.date && parsed.data.date > today) {
    return { refused: refuse(422, HEART_MOMENT_MSG.dateFuture, { date: [HEART_MOMENT_MSG.dateFuture] }) };
  }
  const photo = form.get('photo');
  return { data: { ...parsed.data, date: parsed.data.date ?? today }, photo: photo instanceof File ? photo : null };
}

const own = (id: number) => gift.heartMoments.find((moment) => moment.id === id && moment.author === authorOf());
const notOwn = (id: number) =>
  seen().some((moment) => moment.id === id) ? refuse(403, HEART_MOMENT_MSG.authorOnly) : refuse(404, HEART_MOMENT_MSG.notFound);

export const heartMomentHandlers = [
  // The recipient's address (before '/api/heart-moments/:id'): the giver is refused, the consent and the address checked.
  http.get('/api/heart-moments/mail', () =>
    authorOf() === 'recipient'
      ? reply(heartMomentMailReply, { success: true, data: { email: gift.momentMail } })
      : refuse(403, HEART_MOMENT_MSG.mailRecipientOnly),
  ),
  http.put('/api/heart-moments/mail', async ({ request }) => {
    if (authorOf() !== 'recipient') return refuse(403, HEART_MOMENT_MSG.mailRecipientOnly);
    const parsed = heartMomentMailBody.safeParse(await request.json());
    if (!parsed.success) {
      const errors = groupIssues(parsed.error.issues);
      return refuse(422, firstMessage(errors) ?? HEART_MOMENT_MSG.mailConsent, errors);
    }
    gift.momentMail = parsed.data.email;
    return reply(heartMomentMailReply, { success: true, message: HEART_MOMENT_MSG.mailSaved, data: { email: parsed.data.email } });
  }),
  http.delete('/api/heart-moments/mail', () => {
    if (authorOf() !== 'recipient') return refuse(403, HEART_MOMENT_MSG.mailRecipientOnly);
    gift.momentMail = null;
    return reply(heartMomentMailReply, { success: true, message: HEART_MOMENT_MSG.mailRemoved, data: { email: null } });
  }),
  // 'Hari ini, setahun lalu': the nearest past year's shared moment of today's month and day (never a private one).
  http.get('/api/heart-moments/on-this-day', () => {
    const today = todayIn(MILESTONE_TIME_ZONE);
    const found = seen()
      .filter((m) => m.visibility === 'shared' && m.date.slice(5) === today.slice(5) && m.date < today)
      .sort((a, b) => (a.date < b.date ? 1 : -1))[0];
    const data = found
      ? { years: Number(today.slice(0, 4)) - Number(found.date.slice(0, 4)), date: found.date, moment: found, photo: null }
      : null;
    return reply(heartMomentOnThisDayReply, { success: true, data });
  }),
  http.get('/api/heart-moments', () => {
    const moments = seen();
    const counts = Object.fromEntries(HEART_MOMENT_FEELINGS.map((f) => [f, moments.filter((m) => m.feeling === f).length]));
    return reply(heartMomentListReply, {
      success: true,
      data: { moments, counts: counts as Record<(typeof HEART_MOMENT_FEELINGS)[number], number> },
    });
  }),
  http.post('/api/heart-moments', async ({ request }) => {
    const form = await readForm(request);
    if (form.refused) return form.refused;
    const now = new Date().toISOString();
    const id = Math.max(0, ...gift.heartMoments.map((m) => m.id)) + 1;
    const photo = form.photo && {
      url: `heart-moments/${id}.jpg`,
      display_url: `heart-moments/${id}-d.webp`,
      thumb_url: `heart-moments/${id}-t.webp`,
      placeholder: null,
    };
    const { date, words, feeling, visibility } = form.data;
    const saved: HeartMoment = {
      id,
      author: authorOf(),
      mine: true,
      date,
      words,
      feeling,
      visibility,
      photo,
      hearted: false,
      created_at: now,
      updated_at: now,
    };
    gift.heartMoments = [saved, ...gift.heartMoments].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
    return reply(heartMomentSaveReply, { success: true, message: HEART_MOMENT_MSG.created, data: saved }, 201);
  }),
  http.post('/api/heart-moments/:id', async ({ request, params }) => {
    const moment = own(Number(params.id));
    if (!moment) return notOwn(Number(params.id));
    const form = await readForm(request);
    if (form.refused) return form.refused;
    const { date, words, feeling, visibility } = form.data;
    Object.assign(moment, { date, words, feeling, visibility, updated_at: new Date().toISOString() });
    if (form.data.remove_photo === '1') moment.photo = null;
    return reply(heartMomentSaveReply, { success: true, message: HEART_MOMENT_MSG.updated, data: moment });
  }),
  http.put('/api/heart-moments/:id/visibility', async ({ request, params }) => {
    const moment = own(Number(params.id));
    if (!moment) return notOwn(Number(params.id));
    const { visibility } = (await request.json()) as { visibility: HeartMoment['visibility'] };
    moment.visibility = visibility;
    const message = visibility === 'shared' ? HEART_MOMENT_MSG.nowShared : HEART_MOMENT_MSG.nowPrivate;
    return reply(heartMomentSaveReply, { success: true, message, data: moment });
  }),
  http.delete('/api/heart-moments/:id', ({ params }) => {
    const id = Number(params.id);
    if (!own(id)) return notOwn(id);
    gift.heartMoments = gift.heartMoments.filter((moment) => moment.id !== id);
    return reply(messageReply, { success: true, message: HEART_MOMENT_MSG.deleted });
  }),
  http.post('/api/heart-moments/:id/heart', ({ params }) => {
    const id = Number(params.id);
    const moment = gift.heartMoments.find((m) => m.id === id && m.visibility === 'shared' && m.author !== authorOf());
    if (!moment) return own(id) ? refuse(403, HEART_MOMENT_MSG.heartOwn) : refuse(404, HEART_MOMENT_MSG.notFound);
    moment.hearted = !moment.hearted;
    return reply(heartMomentHeartReply, {
      success: true,
      message: moment.hearted ? HEART_MOMENT_MSG.heartOn : HEART_MOMENT_MSG.heartOff,
      data: { id, hearted: moment.hearted },
    });
  }),
];
