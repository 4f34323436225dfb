import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROUTES } from '../../shared/routes.js';
import { errorReply, idParams, messageReply } from '../../shared/schemas/common.js';
import {
  wishApproveBody,
  wishFormFields,
  wishGuestReply,
  wishLinkOpenBody,
  wishLinkReply,
  wishLinkSaveReply,
  wishListReply,
  wishSaveReply,
  wishSentReply,
  type Wish,
  type WishLink,
  type WishUsage,
} from '../../shared/schemas/wishes.js';
import { WISH_MSG } from '../../shared/messages/wishes.js';
import { allowAnyone, requireEditor, requireViewer, requireWishGuest } from '../services/auth/guards.js';
import { fieldError, HttpError, notFound } from '../lib/errors.js';
import { MB, WISH_PHOTOS_QUOTA_SHARE, WISHES_PER_GIFT } from '../../shared/constants.js';
import type { ReceivedFile } from '../storage/media-store.js';
import type { Trx } from '../db/database.js';
import { quotaMb } from '../services/uploads/quota.js';
import { sameShareKey } from '../lib/share-key.js';
import type { WishRow } from '../repositories/wish-repository.js';
import { giftOrigin } from '../services/site/gift-url.js';
import { notifyGiver } from '../services/notify/notifier.js';
import { WISH_KEY_COOKIE, WISH_PATH, wishLinkOpen } from '../services/site/wish-link.js';
import { parseFields } from '../services/uploads/form-fields.js';
import { readMultipart } from '../services/uploads/multipart.js';
import { persistUpload, removeStored, withUpload } from '../services/uploads/persist-upload.js';
import { withinWishLimit } from '../services/wishes/wish-limit.js';
import { MEDIA_KINDS } from '../storage/media-kinds.js';

// Wishes from friends (decision 045). The giver opens the wishes link (its own key, closed until opened); a guest
// holding it (the cookie /w/{key} sets, checked by requireWishGuest) leaves a name, a message and an optional
// photo, checked and stripped as a gallery photo is, at most WISHES_PER_CLIENT per address an hour. The giver
// approves or hides each wish; the recipient reads the approved ones.

const PHOTO_FIELD = 'photo';
const WISH_FILES = { [PHOTO_FIELD]: MEDIA_KINDS.wishPhoto };
/** The guest's cookie lives as long as a recipient's session; rotating the key ends it sooner. */
const WISH_COOKIE_MS = 30 * 24 * 60 * 60 * 1000;
/** The cookie goes only to the calls it opens (the guest page's data and the wish), never to the rest of the API. */
const WISH_COOKIE_PATH = '/api/wishes';

const present = (row: WishRow): Wish => ({
  id: row.id,
  name: row.name,
  message: row.message,
  photo: row.photo_path
    ? { url: row.photo_path, thumb_url: row.thumb_path ?? row.photo_path, display_url: row.display_path ?? row.photo_path }
    : null,
  approved: row.approved === 1,
  created_at: row.created_at,
});

/** The stored paths of a wish's photo, once persistUpload has placed it with its two sizes. */
function storedPhoto(paths: Record<string, string>) {
  const photo_path = paths[PHOTO_FIELD];
  const thumb_path = paths[`${PHOTO_FIELD}.thumb`];
  const display_path = paths[`${PHOTO_FIELD}.display`];
  if (!photo_path || !thumb_path || !display_path) throw new Error('Wish photo stored without its sizes');
  return { photo_path, thumb_path, display_path };
}

export const wishRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const wishes = ctx.repos.wishes;

  /** A wish's photo (its three sizes as stored) must fit what is left of the wishes' photos' share: else 413. */
  const refuseOverPhotoShare = async (photo: ReceivedFile, site: Parameters<typeof quotaMb>[1]) => {
    const bytes = [photo, ...(photo.derived ?? [])].reduce((sum, file) => sum + file.size, 0);
    const { photo_bytes, photo_bytes_max } = await usage(site);
    if (photo_bytes + bytes > photo_bytes_max) throw fieldError(PHOTO_FIELD, WISH_MSG.photosFull, 413);
  };

  /**
   * The same, counted again in the transaction that records the photo, after every other of the gift's (decision 078):
   * wishes sent at once each passed the check above against the files recorded before any of them.
   */
  const holdPhotoShare = async (trx: Trx, site: Parameters<typeof quotaMb>[1]) => {
    await ctx.repos.uploadReservations.lockQuota(trx);
    const stored = await ctx.repos.media.usedBytesOfKind(WISH_FILES[PHOTO_FIELD].folder, trx);
    if (stored > Math.floor(quotaMb(ctx.config, site) * MB * WISH_PHOTOS_QUOTA_SHARE))
      throw fieldError(PHOTO_FIELD, WISH_MSG.photosFull, 413);
  };

  /** What the gift's wishes take, against WISHES_PER_GIFT and their photos' share of the quota (decision 051). */
  const usage = async (site: Parameters<typeof quotaMb>[1]): Promise<WishUsage> => ({
    wishes: await wishes.count(),
    wishes_max: WISHES_PER_GIFT,
    photo_bytes: await ctx.repos.media.usedBytesOfKind(WISH_FILES[PHOTO_FIELD].folder),
    photo_bytes_max: Math.floor(quotaMb(ctx.config, site) * MB * WISH_PHOTOS_QUOTA_SHARE),
  });

  const currentLink = async (request: Parameters<typeof giftOrigin>[1] & { site: Parameters<typeof quotaMb>[1] }): Promise<WishLink> => {
    const { key, open } = await wishes.link();
    const url = `${giftOrigin(ctx.config, request, request.site?.slug ?? null)}${WISH_PATH}${encodeURIComponent(key)}`;
    return { url, open, usage: await usage(request.site) };
  };

  app.get(
    '/api/wishes/link',
    { onRequest: requireEditor, schema: { response: { 200: wishLinkReply, '4xx': errorReply } } },
    async (request) => ({ success: true as const, data: await currentLink(request) }),
  );

  app.put(
    '/api/wishes/link',
    { onRequest: requireEditor, schema: { body: wishLinkOpenBody, response: { 200: wishLinkSaveReply, '4xx': errorReply } } },
    async (request) => {
      await wishes.setOpen(request.body.open);
      return {
        success: true as const,
        message: request.body.open ? WISH_MSG.linkOpened : WISH_MSG.linkClosedSaved,
        data: await currentLink(request),
      };
    },
  );

  /** A new key: the old link, and every guest's cookie it set, stop working (403). */
  app.post(
    '/api/wishes/link/rotate',
    { onRequest: requireEditor, schema: { response: { 200: wishLinkSaveReply, '4xx': errorReply } } },
    async (request) => {
      await wishes.rotate();
      return { success: true as const, message: WISH_MSG.linkRenewed, data: await currentLink(request) };
    },
  );

  // The link itself: remembers the key in this browser (httpOnly, sent to /api/wishes only), then opens the guest
  // page without the key in the address bar. A stale key is forgotten, and the guest page says the link is not valid.
  app.get(
    `${WISH_PATH}:key`,
    { onRequest: allowAnyone, schema: { params: z.object({ key: z.string().max(200) }) } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (sameShareKey(request.params.key, request.site?.wishes_key ?? null)) {
        void reply.setCookie(WISH_KEY_COOKIE, request.params.key, {
          path: WISH_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: ctx.config.secureCookies,
          expires: new Date(Date.now() + WISH_COOKIE_MS),
        });
      } else {
        void reply.clearCookie(WISH_KEY_COOKIE, { path: WISH_COOKIE_PATH });
      }
      return reply.redirect(ROUTES.leaveWish, 303);
    },
  );

  /** The guest page's only data: the recipient's name (as the opening shows it) and whether the link is open. */
  app.get(
    '/api/wishes/guest',
    { onRequest: requireWishGuest, schema: { response: { 200: wishGuestReply, '4xx': errorReply } } },
    async (request) => {
      const [opening] = await ctx.repos.opening.list();
      return { success: true as const, data: { recipient: opening?.recipient_name ?? '', open: wishLinkOpen(request) } };
    },
  );

  /** Multipart `name` (≤ 60), `message` (≤ 1,000) and an optional `photo`; the guest reads nothing back. */
  app.post(
    '/api/wishes',
    {
      onRequest: requireWishGuest,
      schema: { multipart: { fields: wishFormFields, files: WISH_FILES }, response: { 201: wishSentReply, '4xx': errorReply } },
    },
    async (request, reply) => {
      await withinWishLimit(ctx, request.ip, async () => {
        // A gift takes at most WISHES_PER_GIFT wishes; checked before the form is read.
        if ((await wishes.count()) >= WISHES_PER_GIFT) throw new HttpError(409, WISH_MSG.giftFull);
        // The name and message are checked before the photo is decoded.
        const form = await readMultipart(request, ctx.media, WISH_FILES, wishFormFields);
        return withUpload(ctx, form, async () => {
          const { name, message } = parseFields(wishFormFields, form.fields);
          const photo = form.files.find((file) => file.field === PHOTO_FIELD);
          if (photo) await refuseOverPhotoShare(photo, request.site);
          return persistUpload(ctx, photo ? [photo] : [], async (trx, paths) => {
            if (photo) await holdPhotoShare(trx, request.site);
            return wishes.create({ name, message, photo: photo ? storedPhoto(paths) : null }, trx);
          });
        });
      });
      // Every wish waits for the giver's approval: it tells the giver.
      await notifyGiver(ctx, request.log, 'wishes');
      void reply.code(201);
      return { success: true as const, message: WISH_MSG.sent };
    },
  );

  /** The giver reads every wish with its `approved`; the recipient only the approved ones. Newest first. */
  app.get(
    '/api/wishes',
    { onRequest: requireViewer, schema: { response: { 200: wishListReply, '4xx': errorReply } } },
    async (request) => ({
      success: true as const,
      data: (await wishes.list(request.auth.role !== 'editor')).map(present),
    }),
  );

  app.put(
    '/api/wishes/:id',
    { onRequest: requireEditor, schema: { params: idParams, body: wishApproveBody, response: { 200: wishSaveReply, '4xx': errorReply } } },
    async (request) => {
      const row = await wishes.setApproved(request.params.id, request.body.approved);
      if (!row) throw notFound(WISH_MSG.notFound);
      return { success: true as const, message: row.approved === 1 ? WISH_MSG.shown : WISH_MSG.hidden, data: present(row) };
    },
  );

  /** The wish and its photo's files go. */
  app.delete(
    '/api/wishes/:id',
    { onRequest: requireEditor, schema: { params: idParams, response: { 200: messageReply, '4xx': errorReply } } },
    async (request) => {
      const removed = await wishes.remove(request.params.id);
      if (!removed) throw notFound(WISH_MSG.notFound);
      await removeStored(ctx, [removed.photo_path, removed.thumb_path, removed.display_path]);
      return { success: true as const, message: WISH_MSG.deleted };
    },
  );
};
