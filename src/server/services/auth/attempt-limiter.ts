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
  PASSWORD_FORGOT_PER_CLIENT,
  PASSWORD_RESET_FAILURES_PER_CLIENT,
  PASSWORD_WINDOW_CLIENT_MS,
  SIGNUP_WINDOW_CLIENT_MS,
  SIGNUPS_PER_CLIENT,
  SLUG_CHECK_WINDOW_CLIENT_MS,
  SLUG_CHECKS_PER_CLIENT,
  WISH_WINDOW_CLIENT_MS,
  WISHES_PER_CLIENT,
} from '../../../shared/constants.js';
import type { AuthLimitRepository, LimitBucket, Reservation } from '../../repositories/auth-limit-repository.js';
import { attemptsInFlight, tooManyAttempts } from './too-many-attempts.js';

// Attempts are reserved before the secret is checked (decision 014): N concurrent guesses from one client
// evaluate at most the limit. A failure keeps its reservation; a success, or an attempt never evaluated,
// gives it back. Only a bucket full of evaluated failures is a lock ("wait N minutes"); one filled by
// attempts still in flight refuses with a short wait, since those may yet be given back.

export const LIMITS = {
  pinClient: { name: 'pin-client', limit: PIN_FAILURES_PER_CLIENT, windowMs: PIN_FAILURE_WINDOW_CLIENT_MS },
  pinGift: { name: 'pin-gift', limit: PIN_FAILURES_PER_GIFT, windowMs: PIN_FAILURE_WINDOW_GIFT_MS },
  loginClient: { name: 'login-client', limit: LOGIN_FAILURES_PER_CLIENT, windowMs: LOGIN_FAILURE_WINDOW_MS },
  loginAccount: { name: 'login-account', limit: LOGIN_FAILURES_PER_ACCOUNT, windowMs: LOGIN_FAILURE_WINDOW_ACCOUNT_MS },
  /** Wishes a guest of the wishes link leaves: each kept wish counts, like a failed PIN. */
  wishClient: { name: 'wish-client', limit: WISHES_PER_CLIENT, windowMs: WISH_WINDOW_CLIENT_MS },
  /** 'Lupa password?' asked by one client: every request counts, known address or not. */
  forgotClient: { name: 'forgot-client', limit: PASSWORD_FORGOT_PER_CLIENT, windowMs: PASSWORD_WINDOW_CLIENT_MS },
  /** Unknown, used or expired reset links tried by one client. */
  resetClient: { name: 'reset-client', limit: PASSWORD_RESET_FAILURES_PER_CLIENT, windowMs: PASSWORD_WINDOW_CLIENT_MS },
  /** Sign-ups from one client: every request counts, counted on the console (console_attempts). */
  signupClient: { name: 'signup-client', limit: SIGNUPS_PER_CLIENT, windowMs: SIGNUP_WINDOW_CLIENT_MS },
  /** The sign-up form's address checks from one client: every check counts, on the console. */
  slugCheckClient: { name: 'slug-check-client', limit: SLUG_CHECKS_PER_CLIENT, windowMs: SLUG_CHECK_WINDOW_CLIENT_MS },
} as const satisfies Record<string, LimitBucket>;

/** The longest window of any bucket: rows older than this are of no use (the purge keeps one more). */
export const LONGEST_LIMIT_WINDOW_MS = Math.max(...Object.values(LIMITS).map((b) => b.windowMs));

/** Where attempts are counted: a gift's auth_attempts, or the console's console_attempts (decision 024). */
export type AttemptCounter = Pick<AuthLimitRepository, 'enterFlight' | 'reserve' | 'standing' | 'release' | 'leaveFlight'>;

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
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The account a login counts against: the email as typed, lower-cased (unknown emails count the same). */
export const accountKey = (email: string): string => email.trim().toLowerCase();

/**
 * Reserves one attempt in every bucket, then runs `evaluate`. A bucket over its limit refuses before
 * `evaluate` runs: 429 "wait N minutes" (Retry-After to the window's end) when its evaluated failures
 * fill it, else 429 "retry shortly" (a few seconds), because attempts still in flight fill it and may yet
 * be given back. `evaluate` returns undefined for a failure (the reservations stay counted) or a value for
 * a success (they are given back); if it throws, the attempt was not evaluated and they are given back.
 *
 * Each bucket also counts its attempts in flight (`enterFlight` before `reserve`, `release` before
 * `leaveFlight`; a failure only leaves the flight), so its count less those in flight never exceeds the
 * failures really evaluated, whatever other requests or processes are between two statements.
 */
export async function attemptWithinLimits<T>(
  repo: AttemptCounter,
  claims: readonly (readonly [LimitBucket, string])[],
  evaluate: () => Promise<T | undefined>,
  now: number = Date.now(),
): Promise<T | undefined> {
  const flying: (readonly [LimitBucket, string])[] = [];
  const held: Reservation[] = [];
  const landAll = async () => {
    for (const [bucket, key] of flying.splice(0)) await repo.leaveFlight(bucket, key);
  };
  const giveBack = async () => {
    for (const reservation of held.splice(0)) await repo.release(reservation);
    await landAll();
  };
  const lockedFor = async (bucket: LimitBucket, key: string): Promise<number | undefined> => {
    const { failures, windowStart } = await repo.standing(bucket, key, now);
    return failures >= bucket.limit ? Math.max(1000, windowStart + bucket.windowMs - now) : undefined;
  };
  // A bucket already full of failures refuses at once, with one read and nothing written.
  for (const [bucket, key] of claims) {
    const wait = await lockedFor(bucket, key);
    if (wait !== undefined) throw tooManyAttempts(wait);
  }
  let result: T | undefined;
  try {
    for (const claim of claims) {
      const [bucket, key] = claim;
      await repo.enterFlight(bucket, key, now);
      flying.push(claim);
      const reservation = await repo.reserve(bucket, key, now);
      held.push(reservation);
      if (reservation.count > bucket.limit) {
        const wait = await lockedFor(bucket, key);
        throw wait === undefined ? attemptsInFlight() : tooManyAttempts(wait);
      }
    }
    result = await evaluate();
  } catch (error) {
    await giveBack();
    throw error;
  }
  if (result !== undefined) await giveBack();
  else await landAll();
  return result;
}
