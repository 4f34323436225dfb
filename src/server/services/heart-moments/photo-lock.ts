import type { AppContext } from '../../context.js';
import type { RequestAuth } from '../auth/sessions.js';
import { notFound } from '../../lib/errors.js';
import { MSG } from '../../../shared/messages.js';
import type { HeartMomentAuthor } from '../../../shared/heart-moments.js';
import { MEDIA_KINDS } from '../../storage/media-kinds.js';

// Momen Hati (decision 086): a private moment's photo is its author's alone. Its paths are in no reply to the other
// partner, and should they know one anyway, /storage answers as if there were no such file.

/** Who a session writes and reads moments as: the giver's session is the giver, the recipient's the recipient. */
export function momentAuthorOf(auth: RequestAuth): HeartMomentAuthor {
  return auth.role === 'editor' ? 'giver' : 'recipient';
}

/** For /storage: 404 to a partner asking for a file of the other's private moment. */
export async function assertHeartMomentPhotoShown(ctx: AppContext, auth: RequestAuth, path: string, kind: string): Promise<void> {
  if (kind !== MEDIA_KINDS.heartMomentPhoto.folder) return;
  if (await ctx.repos.heartMoments.photoHiddenFrom(path, momentAuthorOf(auth))) throw notFound(MSG.notFound);
}
