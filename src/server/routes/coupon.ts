import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../shared/schemas/common.js';
import { COUPON_MSG, couponFields, couponReply, couponSaveReply } from '../../shared/schemas/coupon.js';
import { requireEditor, requireViewer } from '../auth/guards.js';
import { couponRepository } from '../repositories/coupon-repository.js';
import { parseFields, withUpload } from '../storage/form-fields.js';
import { MEDIA_KINDS } from '../storage/media-kinds.js';
import { readMultipart } from '../storage/multipart.js';

// The coupon page's settings (SPEC.md §3 Coupon; issue 6): read by the recipient, written by the giver.
// Stored in the site row; the image goes through the media pipeline like any cover.

const IMAGE_FIELD = 'couponImage';
const IMAGE_FILES = { [IMAGE_FIELD]: MEDIA_KINDS.cover };
const UPLOAD_OPTIONS = { refuseUnsafeNames: true };

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const settings = couponRepository(ctx.db, ctx.siteId);

  app.get(
    '/api/coupon',
    { onRequest: requireViewer, schema: { response: { 200: couponReply, '4xx': errorReply } } },
    async () => ({ success: true as const, data: await settings.get() }),
  );

  /**
   * Multipart whatsappNumber, couponCode, couponName, couponDescription, messages (JSON {title, intro,
   * additional}), buttonText and an optional couponImage (any image, checked by magic bytes). A new image
   * replaces the old one, whose file is deleted; without one the image stays.
   */
  app.post(
    '/api/coupon',
    { onRequest: requireEditor, schema: { response: { 200: couponSaveReply, '4xx': errorReply } } },
    async (request) => {
      const form = await readMultipart(request, ctx.media, IMAGE_FILES, UPLOAD_OPTIONS);
      const { saved, replaced } = await withUpload(ctx.media, form, async () => {
        const input = parseFields(couponFields, form.fields);
        const image = form.files.find((f) => f.field === IMAGE_FIELD);
        return ctx.media.persist(ctx.db, ctx.siteId, image ? [image] : [], async (trx, paths) => {
          const repo = couponRepository(trx, ctx.siteId);
          const before = await repo.get();
          const next = { ...input, couponImage: paths[IMAGE_FIELD] ?? before.couponImage };
          await repo.save(next);
          return { saved: next, replaced: next.couponImage !== before.couponImage ? before.couponImage : null };
        });
      });
      await ctx.media.remove(ctx.db, [replaced]);
      return { success: true as const, message: COUPON_MSG.saved, data: saved };
    },
  );
};
