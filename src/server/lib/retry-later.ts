import { errorReply } from '../../shared/schemas/common.js';
import { HttpError } from './errors.js';

/**
 * The reply of a refusal that says when to try again: the error shape, sent with a `Retry-After` header in
 * whole seconds. 429: too many PIN or sign-in attempts; 503: the password hash queue is full (decision 014).
 * A route that can send one declares it by status (`429: retryLaterReply`), so the API description shows
 * the header (decision 025); the description's drift test sends every route into both refusals and holds
 * the declarations to what they answer.
 */
export const retryLaterReply = errorReply.extend({});

/** The statuses that carry Retry-After. */
export type RetryLaterStatus = 429 | 503;

export function retryLater(status: RetryLaterStatus, message: string, seconds: number): HttpError {
  return new HttpError(status, message, undefined, { 'retry-after': String(seconds) });
}
