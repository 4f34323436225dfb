import { MSG } from '../../shared/messages.js';
import { HttpError } from '../errors.js';

/** 429 with Retry-After in seconds and the wait in the message. */
export function tooManyAttempts(waitMs: number): HttpError {
  const seconds = Math.ceil(waitMs / 1000);
  return new HttpError(429, MSG.tooManyAttempts(Math.ceil(seconds / 60)), undefined, {
    'retry-after': String(seconds),
  });
}
