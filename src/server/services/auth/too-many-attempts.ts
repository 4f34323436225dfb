import { MSG } from '../../../shared/messages.js';
import type { HttpError } from '../../lib/errors.js';
import { retryLater } from '../../lib/retry-later.js';

/** 429 with Retry-After in seconds and the wait in the message. */
export function tooManyAttempts(waitMs: number): HttpError {
  const seconds = Math.ceil(waitMs / 1000);
  return retryLater(429, MSG.tooManyAttempts(Math.ceil(seconds / 60)), seconds);
}

/** How long a client refused while other attempts are still being checked is asked to wait, in seconds. */
const IN_FLIGHT_RETRY_AFTER_S = 5;

/**
 * 429 for an attempt refused, unevaluated, because attempts still being checked fill its limit: they may
 * yet be given back (a success, a full hash queue), so it is asked to retry in seconds, not told it is locked.
 */
export function attemptsInFlight(): HttpError {
  return retryLater(429, MSG.attemptsInFlight, IN_FLIGHT_RETRY_AFTER_S);
}
