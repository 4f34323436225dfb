import { LIMITS } from '../auth/attempt-limiter.js';

// The operator's console has no gift, so its sign-in cannot use the gifts' counters (rows belong to a
// site). Its password is compared in constant time without a slow hash, so a per-process fixed window
// suffices: at most LIMITS.loginClient.limit failures per client per window (decision 018).

export function operatorLoginLimit(now: () => number = Date.now) {
  const failures = new Map<string, { start: number; count: number }>();
  const current = (key: string) => {
    const entry = failures.get(key);
    if (!entry || now() - entry.start >= LIMITS.loginClient.windowMs) return undefined;
    return entry;
  };
  return {
    /** Milliseconds until the client may try again; 0 now. */
    retryAfterMs(key: string): number {
      const entry = current(key);
      return entry && entry.count >= LIMITS.loginClient.limit ? entry.start + LIMITS.loginClient.windowMs - now() : 0;
    },
    fail(key: string): void {
      const entry = current(key) ?? { start: now(), count: 0 };
      entry.count += 1;
      failures.set(key, entry);
    },
    reset(key: string): void {
      failures.delete(key);
    },
  };
}
