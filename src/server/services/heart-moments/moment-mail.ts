import type { FastifyBaseLogger } from 'fastify';
import { MOMENT_MAIL_CHANGES_PER_CLIENT, type HeartMomentAuthor } from '../../../shared/heart-moments.js';
import { HEART_MOMENT_MSG } from '../../../shared/messages/heart-moments.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../lib/errors.js';
import type { LimitBucket } from '../../repositories/auth-limit-repository.js';
import { attemptWithinLimits, clientKey } from '../auth/attempt-limiter.js';
import { notifyGiver, RECIPIENT_MOMENTS } from '../notify/notifier.js';

// Word of a shared moment to the other partner (docs/product.md §26, §29): the recipient's shares go to the giver (its
// switch 'moments', on by default), the giver's to the address the recipient left with its consent. Folded as the
// other mails are (one per kind per gift per window), never with a moment's words.

export { MOMENT_MAIL_CHANGES_PER_CLIENT };
const MAIL_CHANGES: LimitBucket = { name: 'moment-mail-client', limit: MOMENT_MAIL_CHANGES_PER_CLIENT, windowMs: 60 * 60 * 1000 };

/** Tells the other partner that `author` shared a moment (made shared, or turned shared). */
export function tellPartner(ctx: AppContext, log: FastifyBaseLogger, author: HeartMomentAuthor): Promise<void> {
  return notifyGiver(ctx, log, author === 'recipient' ? 'moments' : RECIPIENT_MOMENTS);
}

/** Runs `save` within the client's limit of address changes; 429 with Retry-After and its own words past it. */
export async function withinMailChanges<T>(ctx: Pick<AppContext, 'repos'>, ip: string, save: () => Promise<T>): Promise<T> {
  let saved: { value: T } | undefined;
  try {
    // `undefined` to the limiter: every change stays counted.
    await attemptWithinLimits(ctx.repos.authLimits, [[MAIL_CHANGES, clientKey(ip)]], async () => {
      saved = { value: await save() };
      return undefined;
    });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429) {
      const seconds = Number(error.headers?.['retry-after'] ?? 60);
      throw new HttpError(429, HEART_MOMENT_MSG.mailTooMany(Math.max(1, Math.ceil(seconds / 60))), undefined, error.headers);
    }
    throw error;
  }
  if (!saved) throw new Error('unreachable: an address neither saved nor refused');
  return saved.value;
}
