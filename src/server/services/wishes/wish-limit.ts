import { WISH_MSG } from '../../../shared/messages/wishes.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../lib/errors.js';
import { attemptWithinLimits, clientKey, LIMITS } from '../auth/attempt-limiter.js';

// At most WISHES_PER_CLIENT wishes per address (an IPv6 /64 as one) per hour and gift, counted as
// the PIN's attempts are (decision 014): in the database, reserved before the wish is read, so a burst keeps at
// most the limit. Every wish the guest sends keeps its reservation, kept or refused (a bad field, a wrong file, a
// photo too large to decode): a refused wish costs the server its reading and checking too (decision 051). Only a
// failure of the server's own (a 5xx) gives it back.

/** Runs `send` (read, check and keep one wish) within the address's limit; 429 with Retry-After past it. */
export async function withinWishLimit<T>(ctx: Pick<AppContext, 'repos'>, ip: string, send: () => Promise<T>): Promise<T> {
  let sent: { value: T } | undefined;
  let refused: HttpError | undefined;
  try {
    // `undefined` to the limiter: the attempt stays counted.
    await attemptWithinLimits(ctx.repos.authLimits, [[LIMITS.wishClient, clientKey(ip)]], async () => {
      try {
        sent = { value: await send() };
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        refused = error;
      }
      return undefined;
    });
  } catch (error) {
    // The PIN's 429 with this limit's words; Retry-After as it came.
    if (error instanceof HttpError && error.statusCode === 429) {
      const seconds = Number(error.headers?.['retry-after'] ?? 60);
      throw new HttpError(429, WISH_MSG.tooMany(Math.max(1, Math.ceil(seconds / 60))), undefined, error.headers);
    }
    throw error;
  }
  if (refused) throw refused;
  if (!sent) throw new Error('unreachable: a wish neither sent nor refused');
  return sent.value;
}
