import { randomBytes } from 'node:crypto';
import { dropRunDatabases } from './postgres.js';

// Vitest's global set-up of the PostgreSQL pass (vitest.config.ts, decision 022): names the run, so every
// database its test apps create carries the run's name, and drops afterwards any a failed file left.

export function setup(): void {
  process.env.KADO_TEST_RUN = randomBytes(4).toString('hex');
}

export async function teardown(): Promise<void> {
  const dropped = await dropRunDatabases();
  if (dropped > 0) console.warn(`[postgres] dropped ${dropped} test database(s) left behind by this run`);
}
