import type { Db } from '../db/database.js';
import { attemptCounter, type AttemptCounter } from './attempt-counter.js';

/**
 * The operator console's attempt counters (decision 024): the same fixed windows and atomic upsert as a gift's,
 * in `console_attempts` because the console belongs to no gift. Shared by every app process on the database.
 */
export function consoleAttemptRepository(db: Db): AttemptCounter {
  return attemptCounter(db, 'console_attempts');
}

export type ConsoleAttemptRepository = AttemptCounter;
