import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../shared/schemas/common.js';
import {
  dateInputCreateBody,
  dateInputListReply,
  dateInputSaveReply,
  dateInputUpdateBody,
  pinVerifyBody,
  pinVerifyReply,
  type DateInput,
} from '../../shared/schemas/date-input.js';
import { MSG } from '../../shared/messages.js';
import { allowAnyone, requireEditor } from '../services/auth/guards.js';
import { startSession, tokenForReply } from '../services/auth/sessions.js';
import { attemptWithinLimits, clientKey, GIFT_KEY, LIMITS } from '../services/auth/attempt-limiter.js';
import { retryLaterReply } from '../lib/retry-later.js';
import { savingPin } from '../services/auth/pin-change.js';
import { assertRevealOpen } from '../services/site/reveal.js';
import { recordFootstep } from '../services/activity/record.js';
import { notifyGiver } from '../services/notify/notifier.js';
import { fieldError, HttpError, notFound } from '../lib/errors.js';
import type { DateInputRow } from '../repositories/date-input-repository.js';
import { MEDIA_KINDS } from '../storage/media-kinds.js';
import { readMultipart } from '../services/uploads/multipart.js';
import { persistUpload, removeStored, withUpload } from '../services/uploads/persist-upload.js';

/** Only the editor ever sees the stored date: it is the PIN. */
function present(row: DateInputRow, isEditor: boolean): DateInput {
  const base = { id: row.id, title: row.title, photo_url: row.photo_path };
  return isEditor ? { ...base, selected_date: row.selected_date } : base;
}

function samePin(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored.replace(/-/g, ''));
  return a.length === b.length && timingSafeEqual(a, b);
}

const PHOTO_FILES = { photo: MEDIA_KINDS.pinPhoto };

export const dateInputRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/api/date-input', { onRequest: allowAnyone, schema: { response: { 200: dateInputListReply } } }, async (request) => {
    const isEditor = request.auth.role === 'editor';
    const rows = await ctx.repos.dateInput.list();
    return { success: true as const, data: rows.map((row) => present(row, isEditor)) };
  });

  app.post(
    '/api/date-input',
    { onRequest: requireEditor, schema: { body: dateInputCreateBody, response: { 200: dateInputSaveReply, '4xx': errorReply } } },
    async (request) => {
      const row = await savingPin(ctx, (trx) => ctx.repos.dateInput.create(request.body, trx));
      return { success: true as const, message: MSG.dataSaved, data: present(row, true) };
    },
  );

  app.put(
    '/api/date-input',
    { onRequest: requireEditor, schema: { body: dateInputUpdateBody, response: { 200: dateInputSaveReply, '4xx': errorReply } } },
    async (request) => {
      const { id, ...input } = request.body;
      const row = await savingPin(ctx, async (trx) => {
        const updated = await ctx.repos.dateInput.update(id, input, trx);
        if (!updated) throw notFound(MSG.notFound);
        return updated;
      });
      return { success: true as const, message: MSG.dataSaved, data: present(row, true) };
    },
  );

  /** The PIN page's photo (JPEG, WebP or HEIC), shown before the PIN is entered. */
  app.post(
    '/api/date-input/photo',
    {
      onRequest: requireEditor,
      schema: { multipart: { files: PHOTO_FILES, requiredFiles: ['photo'] }, response: { 200: dateInputSaveReply, '4xx': errorReply } },
    },
    async (request) => {
      const form = await readMultipart(request, ctx.media, PHOTO_FILES);
      const { updated, replaced } = await withUpload(ctx, form, async () => {
        const photo = form.files.find((f) => f.field === 'photo');
        if (!photo) throw fieldError('photo', MSG.fileRequired);
        const current = await ctx.repos.dateInput.first();
        if (!current) throw notFound(MSG.notFound);
        const row = await persistUpload(ctx, [photo], async (trx, paths) => {
          const saved = await ctx.repos.dateInput.setPhoto(current.id, paths.photo!, trx);
          if (!saved) throw notFound(MSG.notFound);
          return saved;
        });
        return { updated: row, replaced: current.photo_path };
      });
      await removeStored(ctx, [replaced]);
      return { success: true as const, message: MSG.photoSaved, data: present(updated, true) };
    },
  );

  app.post(
    '/api/date-input/verify',
    {
      onRequest: allowAnyone,
      schema: { body: pinVerifyBody, response: { 200: pinVerifyReply, '4xx': errorReply, 429: retryLaterReply } },
    },
    async (request, reply) => {
      // Before the timed reveal the PIN cannot be tried, and no attempt is counted.
      assertRevealOpen(request);
      // Counted before the PIN is compared: a burst evaluates at most the limits (decision 014).
      const limits = [
        [LIMITS.pinClient, clientKey(request.ip)],
        [LIMITS.pinGift, GIFT_KEY],
      ] as const;
      const unlocked = await attemptWithinLimits(ctx.repos.authLimits, limits, async () => {
        const stored = await ctx.repos.dateInput.first();
        return stored && samePin(request.body.pin, stored.selected_date) ? true : undefined;
      });
      if (!unlocked) throw new HttpError(401, MSG.pinWrong);
      const token = await startSession(ctx, reply, 'viewer', null);
      // A right PIN starts a viewer session: the recipient's first footstep, unless the giver asks.
      const recorded = await recordFootstep(ctx, request, 'unlocked', { asViewer: true });
      // The gift's first opening tells the giver, only when it is recorded: never the giver's preview, never with
      // footsteps off (decision 061).
      if (recorded) await notifyGiver(ctx, request.log, 'opened');
      return { success: true as const, ...tokenForReply(request, token) };
    },
  );
};
