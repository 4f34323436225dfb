import { isIPv6 } from 'node:net';
import {
  LOGIN_FAILURE_WINDOW_ACCOUNT_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_CLIENT,
  PIN_FAILURE_WINDOW_CLIENT_MS,
  PIN_FAILURE_WINDOW_GIFT_MS,
  PIN_FAILURES_PER_CLIENT,
  PIN_FAILURES_PER_GIFT,
} from '../../shared/constants.js';
import type { AuthLimitRepository, LimitBucket, Reservation } from '../repositories/auth-limit-repository.js';
import { tooManyAttempts } from './too-many-attempts.js';

// Attempts are reserved before the secret is checked (decision 014): N concurrent guesses from one client
// evaluate at most the limit. A failure keeps its reservation; a success, or an attempt never evaluated,
// gives it back.

export const LIMITS = {
  pinClient: { name: 'pin-client', limit: PIN_FAILURES_PER_CLIENT, windowMs: PIN_FAILURE_WINDOW_CLIENT_MS },
  pinGift: { name: 'pin-gift', limit: PIN_FAILURES_PER_GIFT, windowMs: PIN_FAILURE_WINDOW_GIFT_MS },
  loginClient: { name: 'login-client', limit: LOGIN_FAILURES_PER_CLIENT, windowMs: LOGIN_FAILURE_WINDOW_MS },
  loginAccount: { name: 'login-account', limit: LOGIN_FAILURES_PER_ACCOUNT, windowMs: LOGIN_FAILURE_WINDOW_ACCOUNT_MS },
} as const satisfies Record<string, LimitBucket>;

/** The longest window of any bucket: rows older than this are of no use (the purge keeps one more). */
export const LONGEST_LIMIT_WINDOW_MS = Math.max(...Object.values(LIMITS).map((b) => b.windowMs));

/** Where attempts are counted: a gift's auth_attempts, or the console's console_attempts (decision 024). */
export type AttemptCounter = Pick<AuthLimitRepository, 'reserve' | 'release'>;

/** The key of the only gift-wide bucket. */
export const GIFT_KEY = 'gift';

/**
 * The client a limit counts against: an IPv4 address as is (also when IPv6-mapped), an IPv6 address by
 * its /64 prefix, since one home or server is routinely given a whole /64.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = ip.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The account a login counts against: the email as typed, lower-cased (unknown emails count the same). */
export const accountKey = (email: string): string => email.trim().toLowerCase();

/**
 * Reserves one attempt in every bucket, then runs `evaluate`. Throws 429 (Retry-After, the spec's
 * wording) when a bucket is full, before `evaluate` runs. `evaluate` returns undefined for a failure
 * (the reservations stay counted) or a value for a success (they are given back); if it throws, the
 * attempt was not evaluated and the reservations are given back.
 */
export async function attemptWithinLimits<T>(
  repo: AttemptCounter,
  claims: readonly (readonly [LimitBucket, string])[],
  evaluate: () => Promise<T | undefined>,
  now: number = Date.now(),
): Promise<T | undefined> {
  const held: Reservation[] = [];
  const releaseAll = () => Promise.all(held.map((r) => repo.release(r)));
  for (const [bucket, key] of claims) {
    const reservation = await repo.reserve(bucket, key, now);
    held.push(reservation);
    if (reservation.count > bucket.limit) {
      await releaseAll();
      throw tooManyAttempts(Math.max(1000, reservation.windowStart + bucket.windowMs - now));
    }
  }
  let result: T | undefined;
  try {
    result = await evaluate();
  } catch (error) {
    await releaseAll();
    throw error;
  }
  if (result !== undefined) await releaseAll();
  return result;
}
