// Crash test, longer (decision 016): kill -9 the server at random moments during uploads and
// writes, restart, and check integrity, acknowledged writes and orphans. `npm test` runs 3 iterations
// (src/server/crash.test.ts); this runs more and prints a summary.
// Then rolling restarts, longer (decision 075): two processes behind a real Caddy
// (deploy/Caddyfile.many-processes) under a load of writes and reads, each restarted in turn, several rounds; `npm
// test` runs one round (src/server/rolling-restart.test.ts). Prints the requests and every one not answered 2xx.
//   npm run chaos [-- --iterations 15] [--seed 1234] [--built] [--rounds 3] [--connections 20] [--only crash|rolling]
// --built runs dist/node/server/main.js as it ships (after `npm run build`) instead of the tests' server
// (scripts/test-server.mjs: the build when it matches the sources, else the sources through tsx); the rolling
// restarts always run the tests' server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runCrashTest } from '../src/server/test-support/crash-run.js';
import { createTestDatabase, postgresAvailable } from '../src/server/test-support/postgres.js';
import { runRollingRestart } from '../src/server/test-support/rolling-restart.js';
import { makeTestVideo } from './make-test-media.js';

const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '15' },
    seed: { type: 'string' },
    built: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    only: { type: 'string' },
  },
});

/** Rolling restarts under load: prints the counts; true when every request was answered 2xx and every reply kept. */
async function rollingRestarts(): Promise<boolean> {
  // Several processes need PostgreSQL (docs/operations.md, "Several processes").
  if (!(await postgresAvailable('rolling restarts'))) return false;
  const database = await createTestDatabase();
  const report = await runRollingRestart({
    databaseUrl: database.url,
    rounds: Number(values.rounds),
    connections: Number(values.connections),
    settleMs: 3_000,
    log: (line) => console.log(line),
  }).finally(() => database.drop());
  const byStatus = new Map<string, number>();
  for (const failure of report.failures) byStatus.set(failure, (byStatus.get(failure) ?? 0) + 1);
  console.log(
    [
      '',
      `Rolling restarts: ${report.exits.length} SIGTERM stops of two processes behind Caddy, ` +
        `${values.connections} connections, ${report.seconds.toFixed(0)} s`,
      `  requests: ${report.requests} sent, ${report.requests - report.failures.length} answered 2xx, ` +
        `${report.failures.length} failed`,
      ...[...byStatus].map(([failure, count]) => `    - ${failure} × ${count}`),
      `  per kind (2xx): ${Object.entries(report.answered)
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', ')}`,
      `  replies acknowledged: ${report.repliesAcknowledged}, kept: ${report.repliesKept}`,
      `  exit codes: ${report.exits.join(', ')}`,
    ].join('\n'),
  );
  if (report.failures.length > 0) console.log(`Caddy's log:\n${report.caddyLog}`);
  return report.failures.length === 0 && report.repliesKept === report.repliesAcknowledged && report.exits.every((code) => code === 0);
}

let rollingHeld = true;
if (values.only !== 'crash') rollingHeld = await rollingRestarts();
if (values.only === 'rolling') {
  process.exitCode = rollingHeld ? 0 : 1;
  process.exit();
}

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-chaos-media-'));
try {
  const started = Date.now();
  const report = await runCrashTest({
    iterations: Number(values.iterations),
    ...(values.seed !== undefined && { seed: Number(values.seed) }),
    built: values.built,
    videoFile: makeTestVideo(mediaDir),
    log: (line) => console.log(line),
  });
  const { requests } = report;
  const integrity = report.integrity.every((r) => r === 'ok')
    ? `ok after every kill (${report.integrity.length})`
    : report.integrity.join(' | ');
  const swept = report.orphansSwept.length ? ` (${report.orphansSwept.join(', ')})` : '';
  console.log(
    [
      '',
      `Chaos: ${report.iterations} kill -9 runs in ${((Date.now() - started) / 1000).toFixed(0)} s (seed ${report.seed})`,
      `  requests:        ${requests.sent} sent, ${requests.acknowledged} acknowledged, ` +
        `${requests.unanswered} cut by a kill, ${requests.serverErrors} answered 5xx`,
      `  integrity_check: ${integrity}`,
      `  acknowledged writes checked after restarts: ${report.checked}`,
      `  orphans the sweep removed: ${report.orphansSwept.length}${swept}`,
      `  after the sweep: ${report.filesWithoutRow.length} file(s) without a row, ${report.rowsWithoutFile.length} row(s) without a file`,
      `  violations: ${report.violations.length}`,
      ...report.violations.map((v) => `    - ${v}`),
    ].join('\n'),
  );
  const failed =
    report.violations.length > 0 || requests.serverErrors > 0 || report.filesWithoutRow.length > 0 || report.rowsWithoutFile.length > 0;
  process.exitCode = failed || !rollingHeld ? 1 : 0;
} finally {
  fs.rmSync(mediaDir, { recursive: true, force: true });
}
