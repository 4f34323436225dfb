import fs from 'node:fs';
import path from 'node:path';

// Which server test files run again after the SQLite pass (decision 053, following 022 and 023). One rule each,
// read from the files themselves, so a new test file is placed by what it does and cannot drop out by being
// forgotten in a list; scripts/test-passes.test.ts checks the rule against the tree.
//
// - PostgreSQL pass: the files that make a test app or a database (useTestApp, createTestApp, createTestDatabase):
//   with KADO_TEST_DB=postgres each test app gets a throwaway PostgreSQL database, and nothing else in the tests ever
//   opens one, so any other file (an app built on testConfig alone is SQLite) would run the same code a second time.
//   Minus SQLITE_ONLY, OWN_ENGINES and ENGINE_INDIFFERENT.
// - S3 pass: the files that read what the media store holds (`stored-media.ts`: isStored, readStored, storedPaths,
//   putStored, or the app's store `ctx.media` itself), plus REACHES_STORE_BY_HTTP: files whose subject is the store
//   but which only see it through replies or processes of their own.
// - Where PostgreSQL answers, the two run as one pass: the files of either rule, each on PostgreSQL with its media in a
//   bucket, the way Kado runs as several processes (decision 071). Where it does not, the S3 pass runs alone.

/** Server tests that stay SQLite-only, each for its reason. */
export const SQLITE_ONLY = [
  // kill -9 of a server child on its SQLite file, then PRAGMA integrity_check on that file.
  'src/server/crash.test.ts',
  // The modes of kado.sqlite and its -wal/-shm files (PostgreSQL keeps its data in its own server).
  'src/server/storage/private-data.test.ts',
  // better-sqlite3's prepared statement cache.
  'src/server/db/statement-cache.test.ts',
];

/**
 * Server tests that make a test app for what the HTTP layer does in front of the routes (headers, limits, sockets, the
 * API's description): no query of theirs depends on the engine, so a second pass on PostgreSQL would repeat the same
 * work (decision 091). A new file is in both passes until it is named here with its reason.
 */
export const ENGINE_INDIFFERENT = [
  // Slow and oversize request bodies and headers over a socket.
  'src/server/http/slow-clients.test.ts',
  // Every spelling of every route's path gets the plain spelling's verdict: the router's and the guards' work.
  'src/server/http/request-target.test.ts',
  // Strict-Transport-Security and the security headers on every reply, failures included.
  'src/server/http/hsts.test.ts',
  'src/server/http/security-headers.test.ts',
  // Whose X-Forwarded-For is believed.
  'src/server/http/trusted-fronts.test.ts',
  // 405 with Allow for every route of the route table.
  'src/server/http/method-not-allowed.test.ts',
  // Which request lines reach the log.
  'src/server/http/error-log.test.ts',
  // The API's description against the routes' schemas, and Redocly's rules on it.
  'src/server/services/openapi/openapi-drift.test.ts',
  'src/server/services/openapi/openapi-lint.test.ts',
];

/** Server tests that pick their engines themselves (child processes on a database they make). */
export const OWN_ENGINES = [
  'src/server/backup-restore.test.ts',
  'src/server/two-processes.test.ts',
  'src/server/graceful-stop.test.ts',
  'src/server/start-messages.test.ts',
  'src/server/database-outage.test.ts',
  'src/server/rolling-restart.test.ts',
];

/** Files that reach the media store through the API's replies only (Range, quotas, uploads), or from processes they start. */
export const REACHES_STORE_BY_HTTP = [
  // Range replies of every media kind.
  'src/server/routes/storage.test.ts',
  // A video's privacy: what the stored file keeps of its metadata.
  'src/server/routes/video-privacy.test.ts',
  // The PIN page's photo upload.
  'src/server/routes/date-input.test.ts',
  // Storage quotas count what the store holds.
  'src/server/routes/usage.test.ts',
  // Media written by one process, read by another; backup and restore of a bucket.
  'src/server/two-processes.test.ts',
  'src/server/backup-restore.test.ts',
];

/** Files the S3 rule picks that do not pass with a bucket yet, each with why: to be fixed, not forgotten. */
export const S3_NOT_YET: string[] = [];

const SERVER = 'src/server';

/** Every server test file, relative to `root`, sorted. */
export function serverTestFiles(root: string): string[] {
  return fs
    .readdirSync(path.join(root, SERVER), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.posix.join(SERVER, file.split(path.sep).join('/')))
    .sort();
}

const mentions = (root: string, file: string, pattern: RegExp) => pattern.test(fs.readFileSync(path.join(root, file), 'utf8'));

/** The calls that give a test a PostgreSQL database in the `postgres` project (test-support/test-app.ts, postgres.ts). */
export const OPENS_A_DATABASE = /\b(useTestApp|createTestApp|createTestDatabase)\(/;

/** The PostgreSQL pass's files: they make a test app or a database, and what they test may depend on the engine. */
export function postgresPass(root: string): string[] {
  return serverTestFiles(root).filter(
    (file) =>
      !SQLITE_ONLY.includes(file) &&
      !OWN_ENGINES.includes(file) &&
      !ENGINE_INDIFFERENT.includes(file) &&
      mentions(root, file, OPENS_A_DATABASE),
  );
}

/** The S3 pass's files: they read the media store (test-support/stored-media.ts or `ctx.media`), or reach it over HTTP. */
export function s3Pass(root: string): string[] {
  return serverTestFiles(root).filter(
    (file) =>
      !S3_NOT_YET.includes(file) &&
      (REACHES_STORE_BY_HTTP.includes(file) || mentions(root, file, /from '(\.\.?\/)+test-support\/stored-media\.js'|\bctx\.media\b/)),
  );
}

/**
 * The second pass where PostgreSQL answers: the files of both rules, each with PostgreSQL and a bucket.
 * A file of S3_NOT_YET stays out of it, PostgreSQL included, until it passes with a bucket.
 */
export function postgresAndBucketPass(root: string): string[] {
  const files = new Set([...postgresPass(root), ...s3Pass(root)]);
  return [...files].filter((file) => !S3_NOT_YET.includes(file)).sort();
}
