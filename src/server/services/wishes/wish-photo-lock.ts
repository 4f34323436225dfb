import type { AppContext } from '../../context.js';
import type { RequestAuth } from '../auth/sessions.js';
import { notFound } from '../../lib/errors.js';
import { MSG } from '../../../shared/messages.js';
import { MEDIA_KINDS } from '../../storage/media-kinds.js';

// A wish's photo is the recipient's once the giver approves the wish (decision 045): its paths are in no reply to
// the recipient before, and should the recipient know one anyway, /storage answers as if there were no such file.
// The giver is never refused.

/** For /storage: 404 to a viewer asking for a file of a wish that is hidden. */
export async function assertWishPhotoShown(ctx: AppContext, auth: RequestAuth, path: string, kind: string): Promise<void> {
  if (auth.role === 'editor' || kind !== MEDIA_KINDS.wishPhoto.folder) return;
  if (await ctx.repos.wishes.photoHidden(path)) throw notFound(MSG.notFound);
}
