import type { RequestAuth } from '../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../lib/errors.js';
import { MILESTONE_TIME_ZONE, todayIn } from '../../../shared/milestones.js';
import { LOVE_MOMENT_MSG } from '../../../shared/messages/love-moment.js';
import { MEDIA_KINDS } from '../../storage/media-kinds.js';

// A sealed time capsule keeps its voice note (decisions 028, 029): its path is in no viewer reply, and
// should the viewer know it anyway, /storage refuses the file until the capsule's day, in the gift's
// calendar. The giver is never refused.

/** For /storage: 403 to a viewer asking for the voice note of a capsule that has not opened. */
export async function assertVoiceNoteOpen(ctx: AppContext, auth: RequestAuth, path: string, kind: string): Promise<void> {
  if (auth.role === 'editor' || kind !== MEDIA_KINDS.voiceNote.folder) return;
  const moment = await ctx.repos.loveMoment.findByVoicePath(path);
  if (moment?.opens_at && moment.opens_at > todayIn(MILESTONE_TIME_ZONE)) throw new HttpError(403, LOVE_MOMENT_MSG.voiceNoteSealed);
}
