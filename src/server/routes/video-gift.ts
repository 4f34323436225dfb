import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorReply, idParams } from '../../shared/schemas/common.js';
import { videoGiftFields, videoGiftReply, videoGiftSaveReply } from '../../shared/schemas/video-gift.js';
import { VIDEO_GIFT_MSG } from '../../shared/messages/video-gift.js';
import { requireEditor, requireViewer } from '../services/auth/guards.js';
import { requireMainGiftOpen } from '../services/main-gift/lock.js';
import { fieldError, notFound } from '../lib/errors.js';
import { presentVideoGift } from '../repositories/video-gift-repository.js';
import { parseFields } from '../services/uploads/form-fields.js';
import { MEDIA_KINDS } from '../storage/media-kinds.js';
import { readMultipart } from '../services/uploads/multipart.js';
import { persistUpload, removeStored, withUpload } from '../services/uploads/persist-upload.js';
import { VideoConverter } from '../services/video/video-converter.js';
import { needsConversion } from '../storage/video-codec.js';
import { requestLanguage } from '../services/site/request-language.js';
import { renderMessage } from '../../shared/message-codes.js';
import type { VideoConversionRow } from '../repositories/video-gift-repository.js';

// The video gift (docs/product.md §7): one per gift. The upload streams through the media store to a
// temp file on the data disk (memory stays bounded whatever the size, up to the video kind's 1 GB), is
// checked by magic bytes, then renamed into place with the row. /storage serves it with Range. A video a
// browser may not play (HEVC, any .mov) is converted first, in the background (decision 042): the gift keeps
// its video until the converted one is in place, and the giver reads the progress from GET /api/video-gift.

const VIDEO_FIELD = 'video';
const VIDEO_FILES = { [VIDEO_FIELD]: MEDIA_KINDS.video };
/** The form, for the API description: the file or video_url is needed only while the gift has no video yet. */
const VIDEO_FORM = { fields: videoGiftFields, files: VIDEO_FILES };

export const videoGiftRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const gifts = ctx.repos.videoGift;
  const converter = new VideoConverter(ctx, app.log);
  await converter.failAbandoned();
  app.addHook('onClose', () => converter.stop());

  /** The conversion as the giver reads it, its message in the gift's language. */
  const presentConversion = (request: FastifyRequest, row: VideoConversionRow | undefined) => {
    if (!row) return undefined;
    const message = row.message && renderMessage(row.message, requestLanguage(request));
    return { state: row.state, percent: row.percent, message };
  };

  /**
   * Multipart title, description, and the video as a file (`video`) or as `video_url`, the storage path of
   * a video this gift stored. Without either an existing video stays. A replaced video file is deleted.
   */
  async function save(request: FastifyRequest, id: number | undefined) {
    const form = await readMultipart(request, ctx.media, VIDEO_FILES);
    let convert = false;
    const { before, after } = await withUpload(ctx, form, async () => {
      const upload = form.files.find((f) => f.field === VIDEO_FIELD);
      if (upload) convert = await needsConversion(upload.tempPath, upload.mime);
      if (upload && convert && !(await converter.hasFfmpeg())) throw fieldError(VIDEO_FIELD, VIDEO_GIFT_MSG.converterMissing, 415);
      if (upload && (await gifts.conversion())?.state === 'converting') throw fieldError(VIDEO_FIELD, VIDEO_GIFT_MSG.conversionBusy, 409);
      const current = await gifts.get();
      const missing = !upload && !form.fields.video_url?.trim() && !current?.video_path;
      const input = parseFields(videoGiftFields, form.fields, missing ? { [VIDEO_FIELD]: [VIDEO_GIFT_MSG.videoRequired] } : {});
      if (!upload && input.video_url && !(await gifts.isStoredVideo(input.video_url))) {
        throw fieldError('video_url', VIDEO_GIFT_MSG.videoUrlUnknown);
      }
      const texts = { title: input.title, description: input.description };
      // A video to convert is not placed now: the texts are saved, the gift keeps its video, the converter takes the file.
      const placed = upload && !convert ? [upload] : [];
      const saved = await persistUpload(ctx, placed, async (trx, paths) => {
        const result = await gifts.save(id, texts, upload && !convert ? paths[VIDEO_FIELD] : upload ? undefined : input.video_url, trx);
        if (!result) throw notFound(VIDEO_GIFT_MSG.notFound);
        if (upload && convert) await gifts.startConversion(converter.owner, trx);
        return result;
      });
      if (upload && convert) void converter.start(ctx.scope.siteId(), upload);
      return saved;
    });
    if (before?.video_path && before.video_path !== after.video_path) await removeStored(ctx, [before.video_path, before.poster_path]);
    const videoName = await ctx.repos.media.originalName(after.video_path);
    const conversion = presentConversion(request, await gifts.conversion());
    const message = convert ? VIDEO_GIFT_MSG.converting : VIDEO_GIFT_MSG.saved;
    return { success: true as const, message, data: presentVideoGift(after, videoName), ...(conversion && { conversion }) };
  }

  app.get(
    '/api/video-gift',
    { onRequest: [requireViewer, requireMainGiftOpen], schema: { response: { 200: videoGiftReply, '4xx': errorReply } } },
    async (request) => {
      const row = await gifts.get();
      const data = row ? presentVideoGift(row, await ctx.repos.media.originalName(row.video_path)) : null;
      // The conversion is the giver's business: the recipient sees the video once it is in place.
      const conversion = request.auth.role === 'editor' ? presentConversion(request, await gifts.conversion()) : undefined;
      return { success: true as const, data, ...(conversion && { conversion }) };
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
