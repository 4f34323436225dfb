import type { AppContext } from '../../context.js';
import { HttpError } from '../../lib/errors.js';
import { MEDIA_KINDS, type MediaKind } from '../../storage/media-kinds.js';

// Voice notes saved before migration 023 have no length (decision 029's addendum): at start each gift's are
// read once from their stored files, one at a time, as an upload of their kind is received (checked, then
// measured in the temp folder; the copy is dropped). A file that does not say stays null and is tried again
// at the next start; its player waits for the browser, as it always did. A length longer than its file's bytes
// can hold (a header's claim, believed before decision 029's addendum of 2026-11-28) is measured again the same way.

interface Unmeasured {
  unmeasuredVoiceNotes(): Promise<{ id: number; voice_path: string }[]>;
  setVoiceNoteDuration(id: number, voicePath: string, durationMs: number | null): Promise<void>;
}

/** Measures the request's gift's voice notes that have no length yet; returns how many got one. */
export async function ensureVoiceNoteDurations(ctx: Pick<AppContext, 'media' | 'repos'>): Promise<number> {
  let measured = 0;
  const owners: [Unmeasured, MediaKind][] = [
    [ctx.repos.loveMoment, MEDIA_KINDS.voiceNote],
    [ctx.repos.replies, MEDIA_KINDS.replyVoiceNote],
  ];
  for (const [repository, kind] of owners) {
    for (const row of await repository.unmeasuredVoiceNotes()) {
      const durationMs = await measureStored(ctx, row.voice_path, kind);
      // A length the file cannot hold goes even when the file does not say another.
      await repository.setVoiceNoteDuration(row.id, row.voice_path, durationMs ?? null);
      if (durationMs !== undefined) measured += 1;
    }
  }
  return measured;
}

async function measureStored(ctx: Pick<AppContext, 'media'>, voicePath: string, kind: MediaKind): Promise<number | undefined> {
  const stored = await ctx.media.open(voicePath);
  if (!stored) return undefined;
  try {
    const received = await ctx.media.receive('voiceNote', await stored.read(), kind);
    await ctx.media.discard([received]);
    return received.durationMs;
  } catch (error) {
    // A stored file its kind would refuse now: it keeps no length.
    if (error instanceof HttpError) return undefined;
    throw error;
  }
}
