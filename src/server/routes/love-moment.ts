import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply, idParams } from '../../shared/schemas/common.js';
import {
  loveMomentDeleteReply,
  loveMomentFormFields,
  loveMomentListReply,
  loveMomentSaveReply,
  type LoveMoment,
} from '../../shared/schemas/love-moment.js';
import { LOVE_MOMENT_MSG } from '../../shared/messages/love-moment.js';
import { requireEditor, requireViewer } from '../services/auth/guards.js';
import { MILESTONE_TIME_ZONE, todayIn } from '../../shared/milestones.js';
import { notFound } from '../lib/errors.js';
import { coverFiles, type LoveMomentCover, type LoveMomentMedia, type LoveMomentRow } from '../repositories/love-moment-repository.js';
import { parseFields } from '../services/uploads/form-fields.js';
import { processGalleryPhoto } from '../storage/image-variants.js';
import { MEDIA_KINDS, type MediaKind } from '../storage/media-kinds.js';
import type { MultipartForm } from '../services/uploads/multipart.js';
import { removeStored } from '../services/uploads/persist-upload.js';
import { saveUpload, saveUploadOver, storedImage, type StoredForm } from '../services/uploads/save-upload.js';

// Love moments (docs/product.md §7): viewers read the story, the editor writes it. A cover is any image
// (checked by magic bytes), stored without metadata next to WebP card sizes made in the same decode.
// A voice note (decision 029) is sound only (checked by content), its metadata emptied in place.

const COVER_FIELD = 'coverImage';
const VOICE_FIELD = 'voiceNote';
/** The cover kind with the gallery's processing: a clean full image, 1600 px and 480 px WebP, a placeholder. */
const COVER_KIND: MediaKind = { ...MEDIA_KINDS.cover, processImage: processGalleryPhoto };
const MOMENT_FILES = { [COVER_FIELD]: COVER_KIND, [VOICE_FIELD]: MEDIA_KINDS.voiceNote };

/**
 * A moment as the one asking may see it. `today` (the viewer's, in the gift's calendar) seals a time
 * capsule whose day has not come: its letter is left out of the reply. The giver's
 * replies pass no `today` and are never sealed.
 */
function present(row: LoveMomentRow, today?: string): LoveMoment {
  const sealed = today !== undefined && row.opens_at !== null && row.opens_at > today;
  return {
    id: row.id,
    title: row.title,
    date: row.date,
    letter: sealed ? null : row.letter,
    opens_at: row.opens_at,
    sealed,
    cover_image: row.cover_path,
    cover_thumb: row.cover_thumb_path,
    cover_display: row.cover_display_path,
    cover_placeholder: row.cover_placeholder,
    // A sealed capsule's voice note is in no reply, like its letter; /storage refuses its file too.
    voice_note: sealed ? null : row.voice_path,
    voice_note_duration_ms: sealed || row.voice_path === null ? null : row.voice_note_duration_ms,
  };
}

/**
 * The received form's files as the repository stores them: a new cover, a new voice note with the length the
 * server read from its file (never the client's word), or its removal.
 */
function storedMedia(stored: StoredForm, removeVoice: boolean): LoveMomentMedia {
  const image = storedImage(stored, COVER_FIELD, 'Love moment cover');
  const cover: LoveMomentCover | undefined = image && {
    cover_path: image.full,
    cover_thumb_path: image.thumb,
    cover_display_path: image.display,
    cover_placeholder: image.placeholder,
  };
  const voice = stored.form.files.find((f) => f.field === VOICE_FIELD);
  const media: LoveMomentMedia = { cover };
  const voicePath = stored.paths[VOICE_FIELD];
  if (voice && voicePath) media.voice = { path: voicePath, durationMs: voice.durationMs ?? null };
  else if (removeVoice) media.voice = null;
  return media;
}

/** The texts of the form, and whether it asks to drop the voice note. */
function readForm(form: MultipartForm) {
  const { remove_voice_note: remove, ...input } = parseFields(loveMomentFormFields, form.fields);
  return { input, removeVoice: remove === '1' };
}

export const loveMomentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const moments = ctx.repos.loveMoment;

  app.get(
    '/api/love-moment',
    { onRequest: requireViewer, schema: { response: { 200: loveMomentListReply, '4xx': errorReply } } },
    async (request) => {
      const today = request.auth.role === 'editor' ? undefined : todayIn(MILESTONE_TIME_ZONE);
      return { success: true as const, status: 'success' as const, data: (await moments.list()).map((row) => present(row, today)) };
    },
  );

  /** Multipart title, date (YYYY-MM-DD), letter, opens_at, an optional coverImage and an optional voiceNote. */
  app.post(
    '/api/love-moment',
    {
      onRequest: requireEditor,
      schema: {
        multipart: { fields: loveMomentFormFields, files: MOMENT_FILES },
        response: { 200: loveMomentSaveReply, '4xx': errorReply },
      },
    },
    async (request) => {
      const row = await saveUpload(ctx, request, {
        files: MOMENT_FILES,
        read: readForm,
        write: ({ input }, stored, trx) => moments.create(input, storedMedia(stored, false), trx),
      });
      return { success: true as const, status: 'success' as const, message: LOVE_MOMENT_MSG.created, data: present(row) };
    },
  );

  /**
   * The same multipart, plus remove_voice_note ('1'). A new cover or voice note replaces the old one, whose
   * files are deleted; without one it stays, and remove_voice_note drops the voice note and its file.
   */
  app.post(
    '/api/love-moment/:id',
    {
      onRequest: requireEditor,
      schema: {
        params: idParams,
        multipart: { fields: loveMomentFormFields, files: MOMENT_FILES },
        response: { 200: loveMomentSaveReply, '4xx': errorReply },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Before the body is read: an unknown moment is refused without receiving its cover.
      if (!(await moments.find(id))) throw notFound(LOVE_MOMENT_MSG.notFound);
      const { before, after } = await saveUploadOver(ctx, request, {
        files: MOMENT_FILES,
        read: readForm,
        write: ({ input, removeVoice }, stored, trx) => moments.update(id, input, storedMedia(stored, removeVoice), trx),
        missing: LOVE_MOMENT_MSG.notFound,
      });
      if (after.cover_path !== before.cover_path) await removeStored(ctx, coverFiles(before));
      if (after.voice_path !== before.voice_path) await removeStored(ctx, [before.voice_path]);
      return { success: true as const, status: 'success' as const, message: LOVE_MOMENT_MSG.updated, data: present(after) };
    },
  );

  /** The moment and its files (cover, voice note) go. */
  app.delete(
    '/api/love-moment/delete/:id',
    { onRequest: requireEditor, schema: { params: idParams, response: { 200: loveMomentDeleteReply, '4xx': errorReply } } },
    async (request) => {
      const files = await moments.remove(request.params.id);
      if (!files) throw notFound(LOVE_MOMENT_MSG.notFound);
      await removeStored(ctx, files);
      return { success: true as const, status: 'success' as const, message: LOVE_MOMENT_MSG.deleted };
    },
  );
};
