import type { Db } from '../db/database.js';
import { attemptCounter, type AttemptCounter } from './attempt-counter.js';

export { IN_FLIGHT_FORGET_MS, inFlightBucket, standingOf, type LimitBucket, type Reservation, type Standing } from './attempt-counter.js';

/** A gift's attempt counters (its PIN, its giver's login), in `auth_attempts`, scoped by gift. */
export function authLimitRepository(db: Db, siteId: () => number): AttemptCounter {
  return attemptCounter(db, 'auth_attempts', siteId);
}

export type AuthLimitRepository = AttemptCounter;
