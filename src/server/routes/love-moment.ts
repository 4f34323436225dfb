import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply, idParams } from '../../shared/schemas/common.js';
import {
  LOVE_MOMENT_MSG,
  loveMomentDeleteReply,
  loveMomentFields,
  loveMomentListReply,
  loveMomentSaveReply,
  type LoveMoment,
} from '../../shared/schemas/love-moment.js';
import { requireEditor, requireViewer } from '../auth/guards.js';
import { MILESTONE_TIME_ZONE, todayIn } from '../../shared/milestones.js';
import { notFound } from '../errors.js';
import { coverFiles, type LoveMomentCover, type LoveMomentRow } from '../repositories/love-moment-repository.js';
import { parseFields } from '../storage/form-fields.js';
import { processGalleryPhoto } from '../storage/image-variants.js';
import { MEDIA_KINDS, type MediaKind } from '../storage/media-kinds.js';
import type { ReceivedFile } from '../storage/media-store.js';
import { readMultipart } from '../storage/multipart.js';
import { persistUpload, removeStored, withUpload } from '../storage/persist-upload.js';

// Love moments (SPEC.md §7): viewers read the story, the editor writes it. A cover is any image
// (checked by magic bytes), stored without metadata next to WebP card sizes made in the same decode.

const COVER_FIELD = 'coverImage';
/** The cover kind with the gallery's processing: a clean full image, 1600 px and 480 px WebP, a placeholder. */
const COVER_KIND: MediaKind = { ...MEDIA_KINDS.cover, processImage: processGalleryPhoto };
const COVER_FILES = { [COVER_FIELD]: COVER_KIND };

/**
 * A moment as the one asking may see it. `today` (the viewer's, in the gift's calendar) seals a time
 * capsule whose day has not come: its letter is left out of the reply (decision 028). The giver's
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
  };
}

/** The stored paths of an uploaded cover, once persistUpload has placed its files. */
function storedCover(upload: ReceivedFile | undefined, paths: Record<string, string>): LoveMomentCover | undefined {
  if (!upload) return undefined;
  const cover = paths[upload.field];
  const thumb = paths[`${upload.field}.thumb`];
  const display = paths[`${upload.field}.display`];
  if (!cover || !thumb || !display) throw new Error('Love moment cover stored without its sizes');
  return { cover_path: cover, cover_thumb_path: thumb, cover_display_path: display, cover_placeholder: upload.image?.placeholder ?? null };
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

  /** Multipart title, date (YYYY-MM-DD), letter and an optional coverImage. */
  app.post(
    '/api/love-moment',
    {
      onRequest: requireEditor,
      schema: { multipart: { fields: loveMomentFields, files: COVER_FILES }, response: { 200: loveMomentSaveReply, '4xx': errorReply } },
    },
    async (request) => {
      const form = await readMultipart(request, ctx.media, COVER_FILES);
      const row = await withUpload(ctx, form, async () => {
        const input = parseFields(loveMomentFields, form.fields);
        const upload = form.files.find((f) => f.field === COVER_FIELD);
        return persistUpload(ctx, upload ? [upload] : [], (trx, paths) => moments.create(input, storedCover(upload, paths), trx));
      });
      return { success: true as const, status: 'success' as const, message: LOVE_MOMENT_MSG.created, data: present(row) };
    },
  );

  /** The same multipart; a new cover replaces the old one, whose files are deleted. Without one the cover stays. */
  app.post(
    '/api/love-moment/:id',
    {
      onRequest: requireEditor,
      schema: {
        params: idParams,
        multipart: { fields: loveMomentFields, files: COVER_FILES },
        response: { 200: loveMomentSaveReply, '4xx': errorReply },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Before the body is read: an unknown moment is refused without receiving its cover.
      if (!(await moments.find(id))) throw notFound(LOVE_MOMENT_MSG.notFound);
      const form = await readMultipart(request, ctx.media, COVER_FILES);
      const { before, after } = await withUpload(ctx, form, async () => {
        const input = parseFields(loveMomentFields, form.fields);
        const upload = form.files.find((f) => f.field === COVER_FIELD);
        return persistUpload(ctx, upload ? [upload] : [], async (trx, paths) => {
          // Checked again inside the transaction: the moment may have been deleted meanwhile.
          const result = await moments.update(id, input, storedCover(upload, paths), trx);
          if (!result) throw notFound(LOVE_MOMENT_MSG.notFound);
          return result;
        });
      });
      if (after.cover_path !== before.cover_path) await removeStored(ctx, coverFiles(before));
      return { success: true as const, status: 'success' as const, message: LOVE_MOMENT_MSG.updated, data: present(after) };
    },
  );

  /** The moment and its cover files go. */
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
