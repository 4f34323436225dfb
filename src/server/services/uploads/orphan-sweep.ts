import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';

// A crash between placing files and committing their row, or between deleting a row and its files,
// leaves stored files nothing points to (decision 016). The sweep removes them once they are old
// enough that no upload can still be about to record them: a placed file's mtime is the moment its
// upload finished writing, and its row is committed right after.

const HOUR_MS = 60 * 60 * 1000;
/** Files younger than this are left alone: an upload may be between placing and committing them. */
export const ORPHAN_MIN_AGE_MS = HOUR_MS;
export const ORPHAN_SWEEP_EVERY_MS = HOUR_MS;

type SweepContext = Pick<AppContext, 'media'> & { repos: Pick<AppContext['repos'], 'media'> };

export interface SweepReport {
  /** Stored files looked at. */
  checked: number;
  /** Paths removed because no media_files row names them. */
  removed: string[];
}

/** Removes stored files older than `minAgeMs` that no media_files row records. */
export async function sweepOrphans(ctx: SweepContext, minAgeMs = ORPHAN_MIN_AGE_MS, now = Date.now()): Promise<SweepReport> {
  // Listed before the rows are read: a file placed meanwhile is young, a row committed meanwhile is seen.
  const candidates: string[] = [];
  let checked = 0;
  for await (const file of ctx.media.list()) {
    checked += 1;
    // No threshold takes every file: a file's time can be a moment past this clock's (the store's own clock).
    if (minAgeMs <= 0 || now - file.modified.getTime() >= minAgeMs) candidates.push(file.path);
  }
  if (candidates.length === 0) return { checked, removed: [] };
  const known = await ctx.repos.media.allPaths();
  const removed = candidates.filter((p) => !known.has(p));
  await ctx.media.delete(removed);
  return { checked, removed };
}

export interface OrphanSweeper {
  /** Stops the timer and waits for a sweep under way. */
  stop(): Promise<void>;
}

/** Sweeps now and then every `everyMs` (the timer never keeps the process alive); logs what it removed. */
export function startOrphanSweep(
  ctx: SweepContext,
  log: FastifyBaseLogger,
  { everyMs = ORPHAN_SWEEP_EVERY_MS, minAgeMs = ORPHAN_MIN_AGE_MS } = {},
): OrphanSweeper {
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= sweepOrphans(ctx, minAgeMs)
      .then((report) => {
        if (report.removed.length > 0) {
          log.info(
            { removed: report.removed.length, paths: report.removed },
            `orphan sweep: removed ${report.removed.length} unrecorded file(s)`,
          );
        } else {
          log.debug({ checked: report.checked }, 'orphan sweep: nothing to remove');
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'orphan sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
