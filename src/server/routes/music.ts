import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../shared/schemas/common.js';
import { musicReply } from '../../shared/schemas/music.js';
import { MSG } from '../../shared/messages.js';
import { requireEditor, requireViewer } from '../auth/guards.js';
import type { AppContext } from '../context.js';
import { fieldError } from '../errors.js';
import { projectRoot } from '../project-root.js';
import { DEFAULT_TRACK_KIND, musicRepository } from '../repositories/music-repository.js';
import { MEDIA_KINDS, type MediaKind } from '../storage/media-kinds.js';
import { readMultipart } from '../storage/multipart.js';

/** The seeded track, composed by scripts/make-default-track.ts. */
const DEFAULT_TRACK: MediaKind = { ...MEDIA_KINDS.music, folder: 'music' };

/**
 * Puts the default track in place when the gift has none (a fresh data folder, or a deleted file).
 * Recorded with kind 'music-default' so the hub can say which track plays.
 */
export async function ensureDefaultTrack(ctx: AppContext): Promise<void> {
  const repo = musicRepository(ctx.db, ctx.siteId);
  const current = await repo.current();
  if (current.path && ctx.media.resolve(current.path) && (await exists(ctx.media.resolve(current.path)!))) return;
  const temp = path.join(ctx.media.tmp, `default-${Date.now()}.mp3`);
  await fs.copyFile(path.join(projectRoot(), 'assets', 'default-track.mp3'), temp);
  const { size } = await fs.stat(temp);
  const stale = current.path;
  await ctx.media.persist(
    ctx.db,
    ctx.siteId,
    [{ field: 'music', tempPath: temp, size, mime: 'audio/mpeg', kind: DEFAULT_TRACK }],
    async (trx, paths) => {
      await trx.updateTable('media_files').set({ kind: DEFAULT_TRACK_KIND }).where('path', '=', paths.music!).execute();
      await trx.updateTable('sites').set({ music_path: paths.music! }).where('id', '=', ctx.siteId).execute();
    },
  );
  await ctx.media.remove(ctx.db, [stale]);
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

export const musicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const repo = musicRepository(ctx.db, ctx.siteId);
  const reply = async (message: string) => {
    const current = await repo.current();
    return { success: true as const, message, data: { url: current.path, is_default: current.isDefault } };
  };

  app.get(
    '/api/music',
    { onRequest: requireViewer, schema: { response: { 200: musicReply, '4xx': errorReply } } },
    async () => reply('OK'),
  );

  /** Replaces the background track (audio checked by magic bytes); the old file is deleted. */
  app.post(
    '/api/music',
    { onRequest: requireEditor, schema: { response: { 200: musicReply, '4xx': errorReply } } },
    async (request) => {
      const form = await readMultipart(request, ctx.media, { music: MEDIA_KINDS.music });
      const file = form.files.find((f) => f.field === 'music');
      if (!file) throw fieldError('music', MSG.fileRequired);
      const old = await repo.current();
      await ctx.media.persist(ctx.db, ctx.siteId, [file], async (trx, paths) => {
        await trx.updateTable('sites').set({ music_path: paths.music! }).where('id', '=', ctx.siteId).execute();
      });
      await ctx.media.remove(ctx.db, [old.path]);
      return reply('Musik berhasil disimpan!');
    },
  );

  /** Back to the seeded track. */
  app.delete(
    '/api/music',
    { onRequest: requireEditor, schema: { response: { 200: musicReply, '4xx': errorReply } } },
    async () => {
      const old = await repo.current();
      if (!old.isDefault) {
        await ctx.db.updateTable('sites').set({ music_path: null }).where('id', '=', ctx.siteId).execute();
        await ctx.media.remove(ctx.db, [old.path]);
        await ensureDefaultTrack(ctx);
      }
      return reply('Musik kembali ke lagu bawaan.');
    },
  );
};
