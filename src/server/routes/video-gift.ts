import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorReply, idParams } from '../../shared/schemas/common.js';
import { VIDEO_GIFT_MSG, videoGiftFields, videoGiftReply, videoGiftSaveReply } from '../../shared/schemas/video-gift.js';
import { requireEditor, requireViewer } from '../services/auth/guards.js';
import { requireMainGiftOpen } from '../services/main-gift/lock.js';
import { fieldError, notFound } from '../lib/errors.js';
import { presentVideoGift } from '../repositories/video-gift-repository.js';
import { parseFields } from '../services/uploads/form-fields.js';
import { MEDIA_KINDS } from '../storage/media-kinds.js';
import { readMultipart } from '../services/uploads/multipart.js';
import { persistUpload, removeStored, withUpload } from '../services/uploads/persist-upload.js';

// The video gift (docs/product.md §7): one per gift. The upload streams through the media store to a
// temp file on the data disk (memory stays bounded whatever the size, up to the video kind's 1 GB), is
// checked by magic bytes, then renamed into place with the row. /storage serves it with Range.

const VIDEO_FIELD = 'video';
const VIDEO_FILES = { [VIDEO_FIELD]: MEDIA_KINDS.video };
/** The form, for the API description: the file or video_url is needed only while the gift has no video yet. */
const VIDEO_FORM = { fields: videoGiftFields, files: VIDEO_FILES };

export const videoGiftRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const gifts = ctx.repos.videoGift;

  /**
   * Multipart title, description, and the video as a file (`video`) or as `video_url`, the storage path of
   * a video this gift stored. Without either an existing video stays. A replaced video file is deleted.
   */
  async function save(request: FastifyRequest, id: number | undefined) {
    const form = await readMultipart(request, ctx.media, VIDEO_FILES);
    const { before, after } = await withUpload(ctx, form, async () => {
      const upload = form.files.find((f) => f.field === VIDEO_FIELD);
      const current = await gifts.get();
      const missing = !upload && !form.fields.video_url?.trim() && !current?.video_path;
      const input = parseFields(videoGiftFields, form.fields, missing ? { [VIDEO_FIELD]: [VIDEO_GIFT_MSG.videoRequired] } : {});
      if (!upload && input.video_url && !(await gifts.isStoredVideo(input.video_url))) {
        throw fieldError('video_url', VIDEO_GIFT_MSG.videoUrlUnknown);
      }
      const texts = { title: input.title, description: input.description };
      return persistUpload(ctx, upload ? [upload] : [], async (trx, paths) => {
        const result = await gifts.save(id, texts, upload ? paths[VIDEO_FIELD] : input.video_url, trx);
        if (!result) throw notFound(VIDEO_GIFT_MSG.notFound);
        return result;
      });
    });
    if (before?.video_path && before.video_path !== after.video_path) await removeStored(ctx, [before.video_path]);
    const videoName = await ctx.repos.media.originalName(after.video_path);
    return { success: true as const, message: VIDEO_GIFT_MSG.saved, data: presentVideoGift(after, videoName) };
  }

  app.get(
    '/api/video-gift',
    { onRequest: [requireViewer, requireMainGiftOpen], schema: { response: { 200: videoGiftReply, '4xx': errorReply } } },
    async () => {
      const row = await gifts.get();
      return { success: true as const, data: row ? presentVideoGift(row, await ctx.repos.media.originalName(row.video_path)) : null };
    },
  );

  /** Creates the gift's video gift; if another tab already made one, that one is updated (a gift has one). */
  app.post(
    '/api/video-gift',
    { onRequest: requireEditor, schema: { multipart: VIDEO_FORM, response: { 200: videoGiftSaveReply, '4xx': errorReply } } },
    async (request) => save(request, undefined),
  );

  app.post(
    '/api/video-gift/:id',
    {
      onRequest: requireEditor,
      schema: { params: idParams, multipart: VIDEO_FORM, response: { 200: videoGiftSaveReply, '4xx': errorReply } },
    },
    async (request) => {
      // Before the body is read: an unknown id is refused without receiving a large upload.
      if ((await gifts.get())?.id !== request.params.id) throw notFound(VIDEO_GIFT_MSG.notFound);
      return save(request, request.params.id);
    },
  );
};
