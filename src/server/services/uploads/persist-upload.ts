import type { AppContext } from '../../context.js';
import type { Trx } from '../../db/database.js';
import type { ReceivedFile } from '../../storage/media-store.js';
import type { MultipartForm } from './multipart.js';

// The one way an upload is kept and a stored file removed (decisions 005, 013 and 016): the
// media store moves the files, ctx.repos.media writes their rows in the caller's transaction.

type UploadContext = Pick<AppContext, 'db' | 'media' | 'repos'>;

/**
 * Runs `work` on a received form (checks, then persistUpload); the form's temp files go if anything
 * fails before they are placed. Either way the room the upload held in the quota is given back at the end,
 * once its files are recorded in media_files or refused.
 */
export async function withUpload<T>(ctx: UploadContext, form: MultipartForm, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await ctx.media.discard(form.files);
    throw error;
  } finally {
    await form.releaseRoom();
  }
}

/**
 * Places the received files, then in one transaction records them in media_files and runs `write` with
 * their storage paths (by field; derived files as `${field}.${name}`). On any failure no file and no
 * row remain.
 */
export async function persistUpload<T>(
  ctx: UploadContext,
  received: ReceivedFile[],
  write: (trx: Trx, paths: Record<string, string>) => Promise<T>,
): Promise<T> {
  const placed = await ctx.media.place(received);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await ctx.repos.media.record(placed, trx);
      return write(trx, Object.fromEntries(placed.map((file) => [file.field, file.path])));
    });
  } catch (error) {
    await ctx.media.delete(placed.map((file) => file.path));
    throw error;
  }
}

/** Removes stored files whose owning record is gone or changed: their rows, then the files. */
export async function removeStored(ctx: UploadContext, paths: (string | null | undefined)[]): Promise<void> {
  const targets = paths.filter((p): p is string => typeof p === 'string' && p.length > 0);
  if (targets.length === 0) return;
  await ctx.repos.media.forget(targets);
  await ctx.media.delete(targets);
}
