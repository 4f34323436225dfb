import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../shared/schemas/common.js';
import { couponFields, couponReply, couponSaveReply } from '../../shared/schemas/coupon.js';
import { COUPON_MSG } from '../../shared/messages/coupon.js';
import { activityNotedReply } from '../../shared/schemas/activity.js';
import { ACTIVITY_MSG } from '../../shared/messages/activity.js';
import { recordFootstep } from '../services/activity/record.js';
import { requireEditor, requireViewer } from '../services/auth/guards.js';
import { requireMainGiftOpen } from '../services/main-gift/lock.js';
import { parseFields } from '../services/uploads/form-fields.js';
import { MEDIA_KINDS } from '../storage/media-kinds.js';
import { readMultipart } from '../services/uploads/multipart.js';
import { persistUpload, removeStored, withUpload } from '../services/uploads/persist-upload.js';

// The coupon page's settings (docs/product.md §3 Coupon): read by the recipient, written by the giver.
// Stored in the site row; the image goes through the media pipeline like any cover.

const IMAGE_FIELD = 'couponImage';
const IMAGE_FILES = { [IMAGE_FIELD]: MEDIA_KINDS.cover };

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const settings = ctx.repos.coupon;

  app.get(
    '/api/coupon',
    { onRequest: [requireViewer, requireMainGiftOpen], schema: { response: { 200: couponReply, '4xx': errorReply } } },
    async () => ({ success: true as const, data: await settings.get() }),
  );

  /**
   * 'Klaim Hadiah' was pressed: the chat opens in the recipient's own app, so the page tells the server, which
   * notes it among the recipient's footsteps. The giver's preview is accepted, not recorded.
   */
  app.post(
    '/api/coupon/claim',
    { onRequest: [requireViewer, requireMainGiftOpen], schema: { response: { 200: activityNotedReply, '4xx': errorReply } } },
    async (request) => {
      await recordFootstep(ctx, request, 'coupon-claimed');
      return { success: true as const, message: ACTIVITY_MSG.noted };
    },
  );

  /**
   * Multipart whatsappNumber, couponCode, couponName, couponDescription, messages (JSON {title, intro,
   * additional}), buttonText and an optional couponImage (any image, checked by magic bytes). A new image
   * replaces the old one, whose file is deleted; without one the image stays.
   */
  app.post(
    '/api/coupon',
    {
      onRequest: requireEditor,
      schema: { multipart: { fields: couponFields, files: IMAGE_FILES }, response: { 200: couponSaveReply, '4xx': errorReply } },
    },
    async (request) => {
      const form = await readMultipart(request, ctx.media, IMAGE_FILES);
      const { saved, replaced } = await withUpload(ctx, form, async () => {
        const input = parseFields(couponFields, form.fields);
        const image = form.files.find((f) => f.field === IMAGE_FIELD);
        return persistUpload(ctx, image ? [image] : [], async (trx, paths) => {
          const before = await settings.get(trx);
          const next = { ...input, couponImage: paths[IMAGE_FIELD] ?? before.couponImage };
          await settings.save(next, trx);
          return { saved: next, replaced: next.couponImage !== before.couponImage ? before.couponImage : null };
        });
      });
      await removeStored(ctx, [replaced]);
      return { success: true as const, message: COUPON_MSG.saved, data: saved };
    },
  );
};
