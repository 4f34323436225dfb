import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../context.js';
import { projectRoot } from '../../lib/project-root.js';
import { DEFAULT_TRACK_KIND, type TrackTags } from '../../repositories/music-repository.js';
import { MEDIA_KINDS } from '../../storage/media-kinds.js';
import { persistUpload, removeStored } from '../uploads/persist-upload.js';
import { readTrackTags } from '../../storage/track-tags.js';

/** The seeded track, composed by scripts/make-default-track.ts. */
const DEFAULT_TRACK_FILE = path.join(projectRoot(), 'assets', 'default-track.mp3');
/**
 * Its tags, written by the same script: seeding records them without loading the tag parser and sharp,
 * which would then stay resident in a server that may never read another song (decision 021).
 */
export const DEFAULT_TRACK_TAGS_FILE = path.join(projectRoot(), 'assets', 'default-track.tags.json');

/**
 * Puts the default track in place when the gift has none (a fresh data folder, or a deleted file).
 * Recorded with kind 'music-default' so the hub can say which track plays. Then makes sure the
 * current track's tags are read: a gift from before migration 009 gets them at start.
 */
export async function ensureDefaultTrack(ctx: AppContext): Promise<void> {
  const current = await ctx.repos.music.current();
  if (!current.path || !(await ctx.media.has(current.path))) {
    const track = await ctx.media.receive('music', createReadStream(DEFAULT_TRACK_FILE), MEDIA_KINDS.music);
    await persistUpload(ctx, [track], async (trx, paths) => {
      await ctx.repos.media.setKind(paths.music!, DEFAULT_TRACK_KIND, trx);
      await ctx.repos.music.setPath(paths.music!, trx);
      await ctx.repos.music.setTags(paths.music!, JSON.parse(readFileSync(DEFAULT_TRACK_TAGS_FILE, 'utf8')) as TrackTags, trx);
    });
    await removeStored(ctx, [current.path]);
  }
  await ensureTrackTags(ctx);
}

/** Reads and records the current track's tags once (on upload, and at start for a track without them). */
export async function ensureTrackTags(ctx: AppContext): Promise<void> {
  const current = await ctx.repos.music.current();
  if (!current.path || current.tags) return;
  const file = await ctx.media.open(current.path);
  if (!file) return;
  await ctx.repos.music.setTags(current.path, await readTrackTags(file, current.path));
}
