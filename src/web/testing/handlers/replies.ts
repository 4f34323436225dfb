import { http } from 'msw';
import { messageReply } from '@shared/schemas/common';
import { heartCountsReply, replyFormFields, replyListReply, replySaveReply } from '@shared/schemas/replies';
import { REPLY_MSG } from '@shared/messages/replies';
import { groupIssues, firstMessage } from '@shared/field-errors';
import { gift } from '../db';
import { refuse, reply } from './reply';

// The recipient answers: the replies (multipart message; a voice note is the server's to read,
// src/server/routes/replies.test.ts) and the hearts, as the giver's hub and the reply page read them.

export const replyHandlers = [
  http.get('/api/replies', () => reply(replyListReply, { success: true, data: gift.replies })),
  http.post('/api/replies', async ({ request }) => {
    if (gift.role !== 'viewer') return refuse(403, REPLY_MSG.recipientOnly);
    const form = await request.formData();
    const parsed = replyFormFields.safeParse({ message: form.get('message') ?? '' });
    if (!parsed.success) {
      const errors = groupIssues(parsed.error.issues);
      return refuse(422, firstMessage(errors) ?? REPLY_MSG.max, errors);
    }
    if (!parsed.data.message && !form.get('voiceNote')) return refuse(422, REPLY_MSG.empty, { message: [REPLY_MSG.empty] });
    const saved = {
      id: gift.replies.length + 1,
      message: parsed.data.message ?? '',
      voice_note: null,
      voice_note_duration_ms: null,
      created_at: new Date().toISOString(),
    };
    gift.replies = [saved, ...gift.replies];
    return reply(replySaveReply, { success: true, message: REPLY_MSG.sent, data: saved }, 201);
  }),
  http.delete('/api/replies/:id', ({ params }) => {
    const id = Number(params.id);
    if (!gift.replies.some((saved) => saved.id === id)) return refuse(404, REPLY_MSG.notFound);
    gift.replies = gift.replies.filter((saved) => saved.id !== id);
    return reply(messageReply, { success: true, message: REPLY_MSG.deleted });
  }),
  http.get('/api/reactions', () =>
    reply(heartCountsReply, {
      success: true,
      data: { photo: {}, 'love-moment': {}, mine: { photo: [], 'love-moment': [] }, items: gift.hearted },
    }),
  ),
];
