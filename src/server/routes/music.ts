import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../shared/schemas/common.js';
import { musicReply } from '../../shared/schemas/music.js';
import { MSG } from '../../shared/messages.js';
import { requireEditor, requireViewer } from '../services/auth/guards.js';
import { ensureDefaultTrack, ensureTrackTags } from '../services/music/default-track.js';
import { fieldError } from '../lib/errors.js';
import { MEDIA_KINDS } from '../storage/media-kinds.js';
import { readMultipart } from '../services/uploads/multipart.js';
import { persistUpload, removeStored, withUpload } from '../services/uploads/persist-upload.js';

export const musicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const reply = async (message: string) => {
    const current = await ctx.repos.music.current();
    const tags = current.tags ?? { title: null, artist: null, cover: null };
    return { success: true as const, message, data: { url: current.path, is_default: current.isDefault, name: current.name, ...tags } };
  };

  app.get('/api/music', { onRequest: requireViewer, schema: { response: { 200: musicReply, '4xx': errorReply } } }, async () =>
    reply(MSG.ok),
  );

  /** Replaces the background track (audio checked by magic bytes); the old file is deleted. */
  app.post(
    '/api/music',
    {
      onRequest: requireEditor,
      schema: {
        multipart: { files: { music: MEDIA_KINDS.music }, requiredFiles: ['music'] },
        response: { 200: musicReply, '4xx': errorReply },
      },
    },
    async (request) => {
      const form = await readMultipart(request, ctx.media, { music: MEDIA_KINDS.music });
      const old = await withUpload(ctx, form, async () => {
        const file = form.files.find((f) => f.field === 'music');
        if (!file) throw fieldError('music', MSG.fileRequired);
        const current = await ctx.repos.music.current();
        await persistUpload(ctx, [file], (trx, paths) => ctx.repos.music.setPath(paths.music!, trx));
        return current;
      });
      await removeStored(ctx, [old.path]);
      // The new track's 'Now Playing' details, read once here.
      await ensureTrackTags(ctx);
      return reply(MSG.musicSaved);
    },
  );

  /** Back to the seeded track. */
  app.delete('/api/music', { onRequest: requireEditor, schema: { response: { 200: musicReply, '4xx': errorReply } } }, async () => {
    const old = await ctx.repos.music.current();
    if (!old.isDefault) {
      await ctx.repos.music.setPath(null);
      await removeStored(ctx, [old.path]);
      await ensureDefaultTrack(ctx);
    }
    return reply(MSG.musicReset);
  });
};
