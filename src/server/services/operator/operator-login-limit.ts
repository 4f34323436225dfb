import { attemptWithinLimits, clientKey, LIMITS } from '../auth/attempt-limiter.js';
import type { ConsoleAttemptRepository } from '../../repositories/console-attempt-repository.js';

// The operator's sign-in is limited like a giver's login (decision 014): at most LIMITS.loginClient.limit
// failures per client per window, reserved before the password is compared. The counters live in the
// database (console_attempts, decision 024), so every app process on one database shares them.

const bucket = LIMITS.loginClient;

/**
 * Runs `check` (true: the right email and password) within the client's limit: throws 429 (Retry-After)
 * when the client has used it up ("wait N minutes"), or when its attempts still in flight fill it (a few
 * seconds); returns whether the sign-in succeeded. A success clears the client's failures, as before.
 */
export async function operatorLoginWithinLimit(
  attempts: ConsoleAttemptRepository,
  ip: string,
  check: () => boolean,
  now: number = Date.now(),
): Promise<boolean> {
  const key = `operator|${clientKey(ip)}`;
  const ok = await attemptWithinLimits(attempts, [[bucket, key]], async () => (check() ? true : undefined), now);
  if (ok) await attempts.clear(bucket, key);
  return ok === true;
}
