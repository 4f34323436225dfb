import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../shared/schemas/common.js';
import { demoContent } from '../../shared/demo-content.js';
import { loveTypingFields, loveTypingReply } from '../../shared/schemas/love-typing.js';
import { LOVE_TYPING_MSG } from '../../shared/messages/love-typing.js';
import { requireEditor, requireViewer } from '../services/auth/guards.js';
import { requireMainGiftOpen } from '../services/main-gift/lock.js';
import { requestLanguage } from '../services/site/request-language.js';
import { parseFields } from '../services/uploads/form-fields.js';
import { MEDIA_KINDS } from '../storage/media-kinds.js';
import { readMultipart } from '../services/uploads/multipart.js';
import { persistUpload, removeStored, withUpload } from '../services/uploads/persist-upload.js';

// The typed love letter (docs/product.md §7): paragraphs and its own background music.

const MUSIC_FIELD = 'background_music';
const MUSIC_FILES = { [MUSIC_FIELD]: MEDIA_KINDS.music };

export const loveTypingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const letter = ctx.repos.loveTyping;
  const reply = async (message: string, language: string | undefined) => {
    const saved = await letter.get();
    // Until the giver saves a letter, the demo gift shows the default paragraphs (no music), in the gift's language.
    const data = saved
      ? { paragraphs: saved.paragraphs, background_music: saved.music_path }
      : { paragraphs: [...demoContent(language).letter], background_music: null };
    return { status: 'success' as const, success: true as const, message, data };
  };

  app.get(
    '/api/love-typing',
    { onRequest: [requireViewer, requireMainGiftOpen], schema: { response: { 200: loveTypingReply, '4xx': errorReply } } },
    async (request) => reply(LOVE_TYPING_MSG.loaded, requestLanguage(request)),
  );

  /**
   * Multipart paragraphs (a JSON array of strings) and an optional background_music file (audio, checked
   * by magic bytes). A new track replaces the old one, whose file is deleted; without one the track stays.
   */
  app.post(
    '/api/love-typing',
    {
      onRequest: requireEditor,
      schema: { multipart: { fields: loveTypingFields, files: MUSIC_FILES }, response: { 200: loveTypingReply, '4xx': errorReply } },
    },
    async (request) => {
      const form = await readMultipart(request, ctx.media, MUSIC_FILES);
      const { replacedMusic } = await withUpload(ctx, form, async () => {
        const { paragraphs } = parseFields(loveTypingFields, form.fields);
        const music = form.files.find((f) => f.field === MUSIC_FIELD);
        return persistUpload(ctx, music ? [music] : [], (trx, paths) => letter.save(paragraphs, paths[MUSIC_FIELD], trx));
      });
      await removeStored(ctx, [replacedMusic]);
      return reply(LOVE_TYPING_MSG.saved, requestLanguage(request));
    },
  );
};
