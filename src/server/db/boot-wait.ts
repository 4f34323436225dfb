import { ConfigError } from '../lib/config.js';
import type { Say } from './postgres-pool.js';
import { databaseName, databaseRefused, databaseUnavailable, failureLine } from './unavailable.js';

// A start while PostgreSQL does not answer (decision 073): one line names the database and why, and the start is
// tried again until it answers, as the several processes of one service come back together after a database
// restart, with or without a supervisor. A database that refuses (a role, a password, a database name) is a setting
// to mend: one line, exit 1. SQLite has nothing to wait for.

/** How long a start waits before asking a database that does not answer again. */
export const BOOT_RETRY_MS = 2_000;

/** Runs `boot` (the start's database work) until the database answers it; says once that it waits, and when it answered. */
export async function bootWhenDatabaseAnswers<T>(
  url: string | undefined,
  say: Say,
  boot: () => Promise<T>,
  retryMs = BOOT_RETRY_MS,
): Promise<T> {
  if (!url) return boot();
  const name = databaseName(url);
  let waited = false;
  for (;;) {
    try {
      const done = await boot();
      if (waited) say(`Kado: the database answers (${name}); starting`);
      return done;
    } catch (error) {
      if (databaseRefused(error)) {
        throw new ConfigError(`Kado: the database refused the connection (${failureLine(error)}): check DATABASE_URL (${name})`);
      }
      if (!databaseUnavailable(error)) throw error;
      if (!waited) say(`Kado: the database does not answer (${failureLine(error)}); trying again every ${retryMs / 1000} s (${name})`);
      waited = true;
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }
}
