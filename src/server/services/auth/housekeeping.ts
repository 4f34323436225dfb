import { SESSION_PURGE_INTERVAL_MS } from '../../../shared/constants.js';
import type { AppContext } from '../../context.js';
import { processGone } from '../../lib/process-identity.js';
import { LONGEST_LIMIT_WINDOW_MS } from './attempt-limiter.js';

/**
 * Deletes expired sessions, attempt counters whose window is long over, and upload reservations whose process died
 * mid-upload: at once when it was of this machine (decision 078), once lapsed otherwise (decision 052); returns the
 * sessions and attempts it removed.
 */
export async function purgeExpired(ctx: AppContext, now: number = Date.now()): Promise<{ sessions: number; attempts: number }> {
  const sessions = await ctx.repos.sessions.deleteExpired(new Date(now));
  // Sessions ended here stay ended in the read cache too (decision 021).
  if (sessions > 0) ctx.readCache.clear();
  const attempts =
    (await ctx.repos.authLimits.deleteStale(now - LONGEST_LIMIT_WINDOW_MS)) +
    (await ctx.consoleAttempts.deleteStale(now - LONGEST_LIMIT_WINDOW_MS));
  await ctx.repos.uploadReservations.releaseAbandoned(processGone);
  await ctx.repos.uploadReservations.purgeLapsed(now);
  // A forgotten password's link is of no use once expired; a day more keeps 'expired' distinct from 'unknown'.
  await ctx.repos.passwordResets.deleteExpired(now - 24 * 60 * 60 * 1000);
  // An unconfirmed sign-up is kept a day, then forgotten.
  await ctx.signups.deleteExpired(now);
  return { sessions, attempts };
}

/**
 * Purges at start and then every SESSION_PURGE_INTERVAL_MS. The timer is unref'd, so it never keeps
 * the process alive; `stop` is called when the app closes.
 */
export async function startHousekeeping(ctx: AppContext, onError: (error: unknown) => void): Promise<{ stop(): void }> {
  await purgeExpired(ctx);
  const timer = setInterval(() => {
    purgeExpired(ctx).catch(onError);
  }, SESSION_PURGE_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
