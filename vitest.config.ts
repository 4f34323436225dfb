import { configDefaults, defineConfig } from 'vitest/config';
import path from 'node:path';
import { postgresUnavailable } from './src/server/test-support/postgres.js';
import { postgresAndBucketPass, s3Pass } from './src/server/test-support/test-passes.js';

// The server's tests run in the `unit` project with everything else, on SQLite and the local disk. The files that
// open a database (decision 022) and those that reach the media store (decision 023) run again, once, in the
// `postgres-s3` project: a throwaway PostgreSQL database and an s3rver bucket per test app, the way Kado runs as
// several processes (decision 071). Which files: one rule each, read from the files
// (src/server/test-support/test-passes.ts, decision 053). A machine where PostgreSQL does not answer (or
// KADO_TEST_POSTGRES=off) runs the `s3` project instead, the media store's files with a bucket, and says that the
// PostgreSQL pass is skipped. `npx vitest run --project unit <file>` runs a file on SQLite only.

/** The web's component tests (decision 053): .tsx tests under src/web, in a DOM. */
const WEB_TESTS = ['src/web/**/*.test.tsx'];

// Vitest loads this file more than once per run: ask the server and print the notice once, then remember
// the answer ('' when PostgreSQL answers) in the environment for the later loads.
let postgresAbsent = process.env.KADO_TEST_POSTGRES_ABSENT;
if (postgresAbsent === undefined) {
  postgresAbsent = (await postgresUnavailable()) ?? '';
  process.env.KADO_TEST_POSTGRES_ABSENT = postgresAbsent;
  // Where CI is set, every pass must run: a missing PostgreSQL is a failure, not a skip.
  if (postgresAbsent && process.env.CI) throw new Error(`[vitest] CI is set and PostgreSQL does not answer: ${postgresAbsent}`);
  if (postgresAbsent) console.warn(`[vitest] the PostgreSQL pass of the server tests is skipped: ${postgresAbsent}`);
}

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src/web'),
      '@shared': path.resolve(import.meta.dirname, 'src/shared'),
    },
  },
  test: {
    // A committed .only would silently skip the rest of the suite: refuse it everywhere, not just when CI is set.
    allowOnly: false,
    environment: 'node',
    pool: 'forks',
    // Two test files at once on two cores (Vitest's default is one fewer than the cores): every server test
    // file has its own data folder and database, so files never share state (decision 036).
    maxWorkers: 2,
    // A worker keeps its modules from one test file to the next (decision 046): each server test file builds the
    // whole app, and importing it afresh per file cost about 1 s of a core each, over a minute a pass. No test
    // file leaves state in a module: each makes its own app, data folder and database, and restores what it stubs.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          // The budgets read dist: `npm run test:budget` runs them after the build (scripts/vitest.budget.config.ts).
          exclude: [
            ...configDefaults.exclude,
            'scripts/bundle-budget.test.ts',
            'scripts/page-work-budget.test.ts',
            'scripts/tap-work-budget.test.ts',
            ...WEB_TESTS,
          ],
        },
      },
      {
        // The web's components and pages in a DOM without a browser (decision 053): happy-dom, the API answered by
        // MSW (src/web/testing/setup.ts). Journeys stay in Playwright only where a real engine is the point.
        extends: true as const,
        test: {
          name: 'web',
          include: WEB_TESTS,
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost/' } },
          // Modules kept from file to file like the server's (half the time: 6 s against 13 s for 11 files, decision 053):
          // setup.ts resets the test gift, the handlers, the toasts, storage and the address after every test. A test
          // that switches the catalogs to English (decision 032) must put them back, or run in a project of its own.
          setupFiles: ['src/web/testing/setup.ts'],
        },
      },
      postgresAbsent
        ? {
            extends: true as const,
            test: { name: 's3', include: s3Pass(import.meta.dirname), env: { KADO_TEST_MEDIA_STORE: 's3' } },
          }
        : {
            extends: true as const,
            test: {
              name: 'postgres-s3',
              include: postgresAndBucketPass(import.meta.dirname),
              env: { KADO_TEST_DB: 'postgres', KADO_TEST_MEDIA_STORE: 's3' },
              globalSetup: ['src/server/test-support/postgres-run.ts'],
            },
          },
    ],
  },
});
