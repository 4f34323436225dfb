// Crash test, longer (decision 016): kill -9 the server at random moments during uploads and
// writes, restart, and check integrity, acknowledged writes and orphans. `npm test` runs 3 iterations
// (src/server/crash.test.ts); this runs more and prints a summary.
//   npm run chaos [-- --iterations 15] [--seed 1234] [--built]
// --built runs dist/node/server/main.js as it ships (after `npm run build`) instead of the tests' server
// (scripts/test-server.mjs: the build when it matches the sources, else the sources through tsx).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runCrashTest } from '../src/server/test-support/crash-run.js';
import { makeTestVideo } from './make-test-media.js';

const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '15' },
    seed: { type: 'string' },
    built: { type: 'boolean', default: false },
  },
});

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
  process.exitCode = failed ? 1 : 0;
} finally {
  fs.rmSync(mediaDir, { recursive: true, force: true });
}
