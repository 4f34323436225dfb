import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply, idParams } from '../../shared/schemas/common.js';
import {
  heartBody,
  heartCountsReply,
  heartToggleReply,
  replyFormFields,
  replyListReply,
  replySaveReply,
  type HeartCounts,
  type Reply,
} from '../../shared/schemas/replies.js';
import { REPLY_MSG } from '../../shared/messages/replies.js';
import { messageReply } from '../../shared/schemas/common.js';
import { requireEditor, requireRecipient, requireViewer } from '../services/auth/guards.js';
import { recordFootstep } from '../services/activity/record.js';
import { notifyGiver } from '../services/notify/notifier.js';
import { fieldError, notFound } from '../lib/errors.js';
import type { ReplyRow } from '../repositories/reply-repository.js';
import { parseFields } from '../services/uploads/form-fields.js';
import { readMultipart } from '../services/uploads/multipart.js';
import { persistUpload, removeStored, withUpload } from '../services/uploads/persist-upload.js';
import { MEDIA_KINDS } from '../storage/media-kinds.js';

// The recipient answers (decision 043): a reply letter with an optional voice note (checked and stripped as a
// love moment's is), and hearts on photos and love moments. Both wait for the timed reveal
// (requireViewer); sending is the recipient's alone (requireRecipient).

const VOICE_FIELD = 'voiceNote';
const REPLY_FILES = { [VOICE_FIELD]: MEDIA_KINDS.replyVoiceNote };

const present = (row: ReplyRow): Reply => ({
  id: row.id,
  message: row.message,
  voice_note: row.voice_path,
  voice_note_duration_ms: row.voice_path === null ? null : row.voice_note_duration_ms,
  created_at: row.created_at,
});

export const replyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const replies = ctx.repos.replies;
  const hearts = ctx.repos.hearts;

  app.get('/api/replies', { onRequest: requireViewer, schema: { response: { 200: replyListReply, '4xx': errorReply } } }, async () => ({
    success: true as const,
    data: (await replies.list()).map(present),
  }));

  /** Multipart `message` (at most 2,000 characters; may be empty with a voice note) and an optional `voiceNote`. */
  app.post(
    '/api/replies',
    {
      onRequest: [requireViewer, requireRecipient],
      schema: { multipart: { fields: replyFormFields, files: REPLY_FILES }, response: { 201: replySaveReply, '4xx': errorReply } },
    },
    async (request, reply) => {
      const form = await readMultipart(request, ctx.media, REPLY_FILES, replyFormFields);
      const row = await withUpload(ctx, form, async () => {
        const { message } = parseFields(replyFormFields, form.fields);
        const voice = form.files.find((file) => file.field === VOICE_FIELD);
        if (!message && !voice) throw fieldError('message', REPLY_MSG.empty);
        return persistUpload(ctx, voice ? [voice] : [], (trx, paths) =>
          // The length is the server's reading of the file (audio-duration.ts), never the client's word.
          replies.create({ message, voice_path: paths[VOICE_FIELD] ?? null, voice_note_duration_ms: voice?.durationMs ?? null }, trx),
        );
      });
      await recordFootstep(ctx, request, 'replied');
      // The recipient's reply tells the giver; the giver's preview cannot send one (requireRecipient).
      await notifyGiver(ctx, request.log, 'replies');
      void reply.code(201);
      return { success: true as const, message: REPLY_MSG.sent, data: present(row) };
    },
  );

  /** The reply and its voice note's file go. */
  app.delete(
    '/api/replies/:id',
    { onRequest: requireEditor, schema: { params: idParams, response: { 200: messageReply, '4xx': errorReply } } },
    async (request) => {
      const removed = await replies.remove(request.params.id);
      if (!removed) throw notFound(REPLY_MSG.notFound);
      await removeStored(ctx, [removed.voice_path]);
      return { success: true, message: REPLY_MSG.deleted };
    },
  );

  /** Counts per photo and per love moment, the ones this viewer session hearted, and the hearted items for the hub. */
  app.get(
    '/api/reactions',
    { onRequest: requireViewer, schema: { response: { 200: heartCountsReply, '4xx': errorReply } } },
    async (request) => {
      const mineHash = request.auth.role === 'viewer' ? request.auth.tokenHash : null;
      const counts: HeartCounts = { photo: {}, 'love-moment': {}, mine: { photo: [], 'love-moment': [] } };
      for (const heart of await hearts.all()) {
        const [target, id] =
          heart.photo_id !== null ? (['photo', heart.photo_id] as const) : (['love-moment', heart.love_moment_id] as const);
        if (id === null) continue;
        counts[target][id] = (counts[target][id] ?? 0) + 1;
        if (mineHash && heart.session_hash === mineHash) counts.mine[target].push(Number(id));
      }
      return { success: true as const, data: { ...counts, items: await hearts.items() } };
    },
  );

  /** Gives or takes back this session's heart on one photo or love moment of this gift. */
  app.post(
    '/api/reactions',
    {
      onRequest: [requireViewer, requireRecipient],
      schema: { body: heartBody, response: { 200: heartToggleReply, '4xx': errorReply } },
    },
    async (request) => {
      const { target, id } = request.body;
      const tokenHash = request.auth.tokenHash;
      if (!tokenHash) throw notFound(REPLY_MSG.heartItemNotFound);
      const state = await hearts.toggle(target, id, tokenHash);
      if (!state) throw notFound(REPLY_MSG.heartItemNotFound);
      return { success: true as const, message: state.hearted ? REPLY_MSG.heartOn : REPLY_MSG.heartOff, data: { target, id, ...state } };
    },
  );
};
