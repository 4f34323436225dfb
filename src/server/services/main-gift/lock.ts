import type { FastifyRequest } from 'fastify';
import { MAIN_GIFT_MSG, isQuizLockActive } from '../../../shared/main-gift.js';
import type { MainGiftStatus } from '../../../shared/schemas/main-gift.js';
import { parseSelectedFeatures } from '../../../shared/schemas/features.js';
import type { RequestAuth } from '../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../lib/errors.js';
import { MEDIA_KINDS } from '../../storage/media-kinds.js';

// The Main Gift lock, enforced here (decision 017): while the gift has a question and Mini Games is in the
// menu, a viewer session sees the video gift, the letter, the coupon and their files only after a perfect
// quiz attempt. The editor is never locked.

/** The verdict for one request's session. */
export async function mainGiftStatus(ctx: AppContext, auth: RequestAuth): Promise<MainGiftStatus> {
  if (auth.role === 'editor') return { locked: false, reason: 'editor' };
  const [questionCount, features] = await Promise.all([ctx.repos.quiz.count(), ctx.repos.features.get()]);
  const selected = parseSelectedFeatures(features?.selected_features ?? '[]');
  if (!isQuizLockActive(questionCount, selected)) {
    return { locked: false, reason: questionCount === 0 ? 'no-quiz' : 'no-games' };
  }
  if (auth.tokenHash && (await ctx.repos.mainGift.isUnlocked(auth.tokenHash))) return { locked: false, reason: 'passed' };
  return { locked: true, reason: 'quiz' };
}

const lockedError = () => new HttpError(403, MAIN_GIFT_MSG.locked);

/** onRequest guard of the Main Gift contents, after requireViewer: 403 with the locked message (docs/product.md §8). */
export async function requireMainGiftOpen(request: FastifyRequest): Promise<void> {
  if (request.auth.role === 'editor') return;
  if ((await mainGiftStatus(request.server.ctx, request.auth)).locked) throw lockedError();
}

/** Only these kinds of file can belong to Main Gift; gallery photos and the PIN photo skip the check. */
const MAIN_GIFT_MEDIA_KINDS: ReadonlySet<string> = new Set([MEDIA_KINDS.video.folder, MEDIA_KINDS.music.folder, MEDIA_KINDS.cover.folder]);

/** The stored files Main Gift shows: the video, the letter's music, the coupon image (not the site's own track). */
async function mainGiftMediaPaths(ctx: AppContext): Promise<Set<string>> {
  const [video, letter, coupon, music] = await Promise.all([
    ctx.repos.videoGift.get(),
    ctx.repos.loveTyping.get(),
    ctx.repos.coupon.get(),
    ctx.repos.music.current(),
  ]);
  const paths = new Set([video?.video_path, letter?.music_path, coupon.couponImage].filter((p): p is string => Boolean(p)));
  if (music.path) paths.delete(music.path);
  return paths;
}

/** For /storage: refuses a locked viewer a Main Gift file with the same 403 as the content routes. */
export async function assertMainGiftMediaOpen(ctx: AppContext, auth: RequestAuth, path: string, kind: string): Promise<void> {
  if (auth.role !== 'viewer' || !MAIN_GIFT_MEDIA_KINDS.has(kind)) return;
  if (!(await mainGiftMediaPaths(ctx)).has(path)) return;
  if ((await mainGiftStatus(ctx, auth)).locked) throw lockedError();
}
