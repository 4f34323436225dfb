import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEART_MOMENT_FEELINGS, type HeartMomentAuthor } from '../../shared/heart-moments.js';
import { errorReply, idParams, messageReply } from '../../shared/schemas/common.js';
import {
  heartMomentFormFields,
  heartMomentHeartReply,
  heartMomentListReply,
  heartMomentMailBody,
  heartMomentMailReply,
  heartMomentOnThisDayReply,
  heartMomentSaveReply,
  heartMomentVisibilityBody,
  type HeartMoment,
  type HeartMomentCounts,
} from '../../shared/schemas/heart-moments.js';
import { HEART_MOMENT_MSG } from '../../shared/messages/heart-moments.js';
import { MILESTONE_TIME_ZONE, todayIn } from '../../shared/milestones.js';
import { requireViewer } from '../services/auth/guards.js';
import { momentAuthorOf } from '../services/heart-moments/photo-lock.js';
import { findOnThisDay } from '../services/heart-moments/on-this-day.js';
import { tellPartner, withinMailChanges } from '../services/heart-moments/moment-mail.js';
import { RECIPIENT_MOMENTS } from '../services/notify/notifier.js';
import { fieldError, HttpError, notFound } from '../lib/errors.js';
import { photoFiles, type HeartMomentPhoto, type HeartMomentRow } from '../repositories/heart-moment-repository.js';
import { parseFields } from '../services/uploads/form-fields.js';
import type { MultipartForm } from '../services/uploads/multipart.js';
import { removeStored } from '../services/uploads/persist-upload.js';
import { saveUpload, saveUploadOver, storedImage, type StoredForm } from '../services/uploads/save-upload.js';
import { MEDIA_KINDS } from '../storage/media-kinds.js';
import type { AppContext } from '../context.js';
import { retryLaterReply } from '../lib/retry-later.js';
import { presentPhoto } from './gallery.js';

// Momen Hati (docs/product.md §29, decision 086): both partners write the moments they felt loved. The giver's
// session writes as 'giver', the recipient's as 'recipient' (never a field of the form). Each reads the shared
// moments and its own private ones; only a moment's author edits, deletes or shares it; the other hearts it.

const PHOTO_FIELD = 'photo';
const MOMENT_FILES = { [PHOTO_FIELD]: MEDIA_KINDS.heartMomentPhoto };

const present = (row: HeartMomentRow, reader: HeartMomentAuthor): HeartMoment => ({
  id: row.id,
  author: row.author,
  mine: row.author === reader,
  date: row.date,
  words: row.words,
  feeling: row.feeling,
  visibility: row.visibility,
  photo: row.photo_path
    ? {
        url: row.photo_path,
        display_url: row.display_path ?? row.photo_path,
        thumb_url: row.thumb_path ?? row.photo_path,
        placeholder: row.placeholder,
      }
    : null,
  hearted: row.hearted_at !== null,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** The stored paths of the photo, once placed with its two sizes; undefined when the form sent none. */
function storedPhoto(stored: StoredForm): HeartMomentPhoto | undefined {
  const image = storedImage(stored, PHOTO_FIELD, 'Heart moment photo');
  return image && { photo_path: image.full, thumb_path: image.thumb, display_path: image.display, placeholder: image.placeholder };
}

/** The form's texts, with the day (today when empty) never after today in the gift's calendar. */
function readForm(form: MultipartForm) {
  const { remove_photo: remove, date, ...rest } = parseFields(heartMomentFormFields, form.fields);
  const today = todayIn(MILESTONE_TIME_ZONE);
  if (date !== null && date > today) throw fieldError('date', HEART_MOMENT_MSG.dateFuture);
  return { input: { ...rest, date: date ?? today }, removePhoto: remove === '1' };
}

/** Why `reader` may not change moment `id`: another's private one is as if it did not exist, another's shared one is not theirs. */
async function refuseNotAuthor(ctx: AppContext, id: number, reader: HeartMomentAuthor): Promise<never> {
  const seen = await ctx.repos.heartMoments.findSeen(id, reader);
  throw seen ? new HttpError(403, HEART_MOMENT_MSG.authorOnly) : notFound(HEART_MOMENT_MSG.notFound);
}

export const heartMomentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const moments = ctx.repos.heartMoments;

  /** Newest first, and how many of each feeling: all of it over what the one asking may see. */
  app.get(
    '/api/heart-moments',
    { onRequest: requireViewer, schema: { response: { 200: heartMomentListReply, '4xx': errorReply } } },
    async (request) => {
      const reader = momentAuthorOf(request.auth);
      const rows = await moments.list(reader);
      const counts = Object.fromEntries(HEART_MOMENT_FEELINGS.map((feeling) => [feeling, 0])) as HeartMomentCounts;
      for (const row of rows) counts[row.feeling] += 1;
      return { success: true as const, data: { moments: rows.map((row) => present(row, reader)), counts } };
    },
  );

  /**
   * 'Hari ini, setahun lalu' on the counter page: a shared moment or a gallery photo of this day one year or more ago
   * (the gift's calendar, as the milestones count it); null without one. Never a private moment, not even the reader's.
   */
  app.get(
    '/api/heart-moments/on-this-day',
    { onRequest: requireViewer, schema: { response: { 200: heartMomentOnThisDayReply, '4xx': errorReply } } },
    async (request) => {
      const reader = momentAuthorOf(request.auth);
      const today = todayIn(MILESTONE_TIME_ZONE);
      const found = await findOnThisDay(ctx, today, MILESTONE_TIME_ZONE);
      if (!found) return { success: true as const, data: null };
      const { years, moment, photo } = found;
      return {
        success: true as const,
        data: moment
          ? { years, date: moment.date, moment: present(moment, reader), photo: null }
          : { years, date: todayIn(MILESTONE_TIME_ZONE, new Date(photo.created_at)), moment: null, photo: presentPhoto(photo) },
      };
    },
  );

  /** The recipient's own: the giver neither reads nor sets the address the recipient left. */
  const recipientOnly = (auth: Parameters<typeof momentAuthorOf>[0]) => {
    if (momentAuthorOf(auth) !== 'recipient') throw new HttpError(403, HEART_MOMENT_MSG.mailRecipientOnly);
  };

  /** The address the recipient left for word of the giver's shared moments, or null. */
  app.get(
    '/api/heart-moments/mail',
    { onRequest: requireViewer, schema: { response: { 200: heartMomentMailReply, '4xx': errorReply } } },
    async (request) => {
      recipientOnly(request.auth);
      return { success: true as const, data: { email: await moments.mailAddress() } };
    },
  );

  /** Keeps the address, with the recipient's consent (`consent: true`); at most MOMENT_MAIL_CHANGES_PER_CLIENT an hour. */
  app.put(
    '/api/heart-moments/mail',
    {
      onRequest: requireViewer,
      schema: { body: heartMomentMailBody, response: { 200: heartMomentMailReply, 429: retryLaterReply, '4xx': errorReply } },
    },
    async (request) => {
      recipientOnly(request.auth);
      const { email } = request.body;
      await withinMailChanges(ctx, request.ip, async () => {
        await moments.setMailAddress(email);
        // What waited for the address before is not sent to a new one.
        await ctx.notifications.drop(ctx.scope.siteId(), RECIPIENT_MOMENTS);
      });
      return { success: true as const, message: HEART_MOMENT_MSG.mailSaved, data: { email } };
    },
  );

  /** Removes the address and its consent: no more of these mails, and what waited is dropped. */
  app.delete(
    '/api/heart-moments/mail',
    { onRequest: requireViewer, schema: { response: { 200: heartMomentMailReply, '4xx': errorReply } } },
    async (request) => {
      recipientOnly(request.auth);
      await moments.setMailAddress(null);
      await ctx.notifications.drop(ctx.scope.siteId(), RECIPIENT_MOMENTS);
      return { success: true as const, message: HEART_MOMENT_MSG.mailRemoved, data: { email: null } };
    },
  );

  /** Multipart date (empty: today), words, feeling, visibility and an optional photo; the author is the session's. */
  app.post(
    '/api/heart-moments',
    {
      onRequest: requireViewer,
      schema: {
        multipart: { fields: heartMomentFormFields, files: MOMENT_FILES },
        response: { 201: heartMomentSaveReply, '4xx': errorReply },
      },
    },
    async (request, reply) => {
      const author = momentAuthorOf(request.auth);
      // The texts are checked before the photo is decoded (decision 051).
      const row = await saveUpload(ctx, request, {
        files: MOMENT_FILES,
        fields: heartMomentFormFields,
        read: readForm,
        write: ({ input }, stored, trx) => moments.create(author, input, storedPhoto(stored) ?? null, trx),
      });
      // Word to the other partner of a shared moment (docs/product.md §26): advice, never failing the save.
      if (row.visibility === 'shared') await tellPartner(ctx, request.log, author);
      void reply.code(201);
      return { success: true as const, message: HEART_MOMENT_MSG.created, data: present(row, author) };
    },
  );

  /** The same multipart, plus remove_photo ('1'); a new photo replaces the old one, whose files go. Its author only. */
  app.post(
    '/api/heart-moments/:id',
    {
      onRequest: requireViewer,
      schema: {
        params: idParams,
        multipart: { fields: heartMomentFormFields, files: MOMENT_FILES },
        response: { 200: heartMomentSaveReply, '4xx': errorReply },
      },
    },
    async (request) => {
      const { id } = request.params;
      const author = momentAuthorOf(request.auth);
      // Before the body is read: a moment not the asker's own is refused without receiving its photo.
      const own = await moments.findSeen(id, author);
      if (!own || own.author !== author) await refuseNotAuthor(ctx, id, author);
      const { before, after } = await saveUploadOver(ctx, request, {
        files: MOMENT_FILES,
        fields: heartMomentFormFields,
        read: readForm,
        write: ({ input, removePhoto }, stored, trx) =>
          moments.update(id, author, input, storedPhoto(stored) ?? (removePhoto ? null : undefined), trx),
        missing: HEART_MOMENT_MSG.notFound,
      });
      if (after.photo_path !== before.photo_path) await removeStored(ctx, photoFiles(before));
      // Made shared by the edit: the other partner sees it from now on, and is told (docs/product.md §26).
      if (before.visibility === 'private' && after.visibility === 'shared') await tellPartner(ctx, request.log, author);
      return { success: true as const, message: HEART_MOMENT_MSG.updated, data: present(after, author) };
    },
  );

  /** Shared (both see it) or private (its author only); from now on. Its author only. */
  app.put(
    '/api/heart-moments/:id/visibility',
    {
      onRequest: requireViewer,
      schema: { params: idParams, body: heartMomentVisibilityBody, response: { 200: heartMomentSaveReply, '4xx': errorReply } },
    },
    async (request) => {
      const author = momentAuthorOf(request.auth);
      const before = await moments.findSeen(request.params.id, author);
      const row = await moments.setVisibility(request.params.id, author, request.body.visibility);
      if (!row) return refuseNotAuthor(ctx, request.params.id, author);
      // Turned shared from private: the other partner sees it from now on, and is told (docs/product.md §26).
      if (before?.visibility === 'private' && row.visibility === 'shared') await tellPartner(ctx, request.log, author);
      const message = row.visibility === 'shared' ? HEART_MOMENT_MSG.nowShared : HEART_MOMENT_MSG.nowPrivate;
      return { success: true as const, message, data: present(row, author) };
    },
  );

  /** The moment and its photo's files go. Its author only. */
  app.delete(
    '/api/heart-moments/:id',
    { onRequest: requireViewer, schema: { params: idParams, response: { 200: messageReply, '4xx': errorReply } } },
    async (request) => {
      const author = momentAuthorOf(request.auth);
      const files = await moments.remove(request.params.id, author);
      if (!files) return refuseNotAuthor(ctx, request.params.id, author);
      await removeStored(ctx, files);
      return { success: true, message: HEART_MOMENT_MSG.deleted };
    },
  );

  /** The other partner's heart on a shared moment, given or taken back. */
  app.post(
    '/api/heart-moments/:id/heart',
    { onRequest: requireViewer, schema: { params: idParams, response: { 200: heartMomentHeartReply, '4xx': errorReply } } },
    async (request) => {
      const { id } = request.params;
      const reader = momentAuthorOf(request.auth);
      const hearted = await moments.toggleHeart(id, reader);
      if (hearted === undefined) {
        const seen = await moments.findSeen(id, reader);
        // Its own moment's author gives no heart; anything else the reader cannot see is not found.
        throw seen?.author === reader ? new HttpError(403, HEART_MOMENT_MSG.heartOwn) : notFound(HEART_MOMENT_MSG.notFound);
      }
      return { success: true as const, message: hearted ? HEART_MOMENT_MSG.heartOn : HEART_MOMENT_MSG.heartOff, data: { id, hearted } };
    },
  );
};
