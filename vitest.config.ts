import { configDefaults, defineConfig } from 'vitest/config';
import path from 'node:path';
import { postgresUnavailable } from './src/server/test-support/postgres.js';

// The server's tests run twice (decision 022): in the `unit` project with everything else, on SQLite, and in
// the `postgres` project on a throwaway PostgreSQL database per test app. A machine where PostgreSQL does
// not answer (or KADO_TEST_POSTGRES=off) runs `unit` only, with a notice.
// `npx vitest run --project unit <file>` runs a file on SQLite only. The media tests run once more with a
// bucket (the `s3` project, below).

/** Server tests that stay SQLite-only, each for its reason. */
const SQLITE_ONLY = [
  // kill -9 of a server child on its SQLite file, then PRAGMA integrity_check on that file.
  'src/server/crash.test.ts',
  // The modes of kado.sqlite and its -wal/-shm files (PostgreSQL keeps its data in its own server).
  'src/server/storage/private-data.test.ts',
  // better-sqlite3's prepared statement cache.
  'src/server/db/statement-cache.test.ts',
];
/** Server tests that pick their engines themselves (child processes on a database they make). */
const OWN_ENGINES = [
  'src/server/backup-restore.test.ts',
  'src/server/two-processes.test.ts',
  'src/server/graceful-stop.test.ts',
  'src/server/start-messages.test.ts',
];
/** Server tests that open no database: a second pass would run the same code again. */
const NO_DATABASE = [
  'src/server/lib/config.test.ts',
  'src/server/services/auth/attempt-limiter.test.ts',
  'src/server/lib/hash-queue.test.ts',
  'src/server/db/site-scope.test.ts',
  'src/server/storage/image-variants.test.ts',
  'src/server/storage/magic-bytes.test.ts',
  'src/server/storage/range.test.ts',
  'src/server/storage/s3-upload-memory.test.ts',
  'src/server/storage/temp-uploads.test.ts',
  'src/server/storage/video-metadata.test.ts',
];

/**
 * The server tests that read, write or serve media, run a third time with media in a bucket (the `s3`
 * project, SQLite, an s3rver per test app; decision 023). `npm run test:s3` runs every server test so.
 */
const MEDIA_TESTS = [
  'src/server/routes/storage.test.ts',
  'src/server/routes/gallery.test.ts',
  'src/server/routes/music.test.ts',
  'src/server/routes/video-gift.test.ts',
  'src/server/routes/video-privacy.test.ts',
  'src/server/routes/love-moment.test.ts',
  'src/server/routes/voice-note.test.ts',
  'src/server/routes/date-input.test.ts',
  'src/server/routes/usage.test.ts',
  'src/server/services/uploads/orphan-sweep.test.ts',
  'src/server/http/many-gifts.test.ts',
  'src/server/two-processes.test.ts',
  'src/server/backup-restore.test.ts',
  'src/server/services/archive/gift-archive.test.ts',
];

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
          // The bundle budget reads dist: `npm run test:budget` runs it after the build (scripts/vitest.budget.config.ts).
          exclude: [...configDefaults.exclude, 'scripts/bundle-budget.test.ts', ...WEB_TESTS],
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
          setupFiles: ['src/web/testing/setup.ts'],
          isolate: true,
        },
      },
      {
        extends: true as const,
        test: { name: 's3', include: MEDIA_TESTS, env: { KADO_TEST_MEDIA_STORE: 's3' } },
      },
      ...(postgresAbsent
        ? []
        : [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['src/server/**/*.test.ts'],
                exclude: [...configDefaults.exclude, ...SQLITE_ONLY, ...OWN_ENGINES, ...NO_DATABASE],
                env: { KADO_TEST_DB: 'postgres' },
                globalSetup: ['src/server/test-support/postgres-run.ts'],
              },
            },
          ]),
    ],
  },
});
