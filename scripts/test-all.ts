// `npm test`: every check, in the order a failure is cheapest to find, then a table of where the minutes
// went. Typecheck and lint run side by side; the app is built only when dist/ does not match the sources
// (scripts/build-state.mjs), so a build made by `npm start` a moment before is not made twice; each Vitest
// project runs on its own (so its time is its own); then the bundle budget and the browser journeys.
// .ci/run passes the install's seconds in KADO_INSTALL_SECONDS, so the table covers the whole run.
// `npm run check` (`--check`, decision 085) is the minutes before a commit: typecheck and lint, the component tests and
// the server tests on SQLite, nothing that needs a build, PostgreSQL or a browser.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { staleReason } from './build-state.mjs';
import { postgresUnavailable } from '../src/server/test-support/postgres.js';
import { missingForEngines } from '../e2e/engines/prerequisites.js';
import { journeyWorkers } from '../e2e/workers.js';
import { HEADLESS_SHELL } from '../e2e/chromium.js';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** [step, seconds, how it ended] */
const rows: [string, number, string][] = [];
const checkOnly = process.argv.includes('--check');

/** Runs a command; its output goes straight through unless `quiet`, when it is kept and returned. */
function run(
  command: string,
  args: string[],
  { quiet = false, env = {} }: { quiet?: boolean; env?: Record<string, string> } = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    let output = '';
    if (quiet) {
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

async function timed(name: string, work: () => Promise<boolean>): Promise<boolean> {
  const started = performance.now();
  const ok = await work();
  rows.push([name, (performance.now() - started) / 1000, ok ? 'ok' : 'FAILED']);
  return ok;
}

function table() {
  const total = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
  // Whole seconds first, so that 1259.6 s reads 21:00, not 20:60.
  const format = (seconds: number) => {
    const whole = Math.round(seconds);
    return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  };
  const width = Math.max(...rows.map(([name]) => name.length), 5);
  const lines = rows.map(([name, seconds, result]) => `  ${name.padEnd(width)}  ${format(seconds).padStart(6)}  ${result}`);
  console.log(`\nWhere the minutes went (m:ss):\n${lines.join('\n')}\n  ${'total'.padEnd(width)}  ${format(total).padStart(6)}\n`);
}

function finish(ok: boolean): never {
  table();
  process.exit(ok ? 0 : 1);
}

const install = Number(process.env.KADO_INSTALL_SECONDS);
if (Number.isFinite(install) && install > 0) rows.push(['install (.ci/run)', install, 'ok']);

// Typecheck and lint side by side: two processes for two cores; their output is printed when they end.
const sideBySide = await timed('typecheck + lint', async () => {
  const results = await Promise.all([
    run(npm, ['run', '--silent', 'typecheck'], { quiet: true }),
    run(npm, ['run', '--silent', 'lint'], { quiet: true }),
  ]);
  for (const [name, result] of [
    ['typecheck', results[0]],
    ['lint', results[1]],
  ] as const) {
    if (result.output.trim()) console.log(`== ${name}\n${result.output}`);
    if (result.code !== 0) console.error(`== ${name} failed`);
  }
  return results.every((result) => result.code === 0);
});
if (!sideBySide) finish(false);

if (checkOnly) {
  for (const project of ['web', 'unit']) {
    const ok = await timed(`vitest ${project}`, async () => (await run(npx, ['vitest', 'run', '--project', project])).code === 0);
    if (!ok) finish(false);
  }
  finish(true);
}

// What the suite needs beyond npm. Where CI is set, a missing one is a failure: the tests that need it
// would otherwise skip quietly. Elsewhere they skip, each with a notice.
const postgres = await postgresUnavailable();
const missing = [
  ...(fs.existsSync('/usr/bin/chromium') ? [] : ['Chromium (/usr/bin/chromium: apt-get install -y chromium)']),
  // The journeys' Chromium (decision 091); without it they run in the full browser, at about half as much CPU again.
  ...(fs.existsSync(HEADLESS_SHELL) ? [] : [`Chromium's headless shell (${HEADLESS_SHELL}: apt-get install -y chromium-headless-shell)`]),
  ...(fs.existsSync('/usr/bin/ffmpeg') ? [] : ['ffmpeg (/usr/bin/ffmpeg: apt-get install -y ffmpeg)']),
  ...(fs.existsSync('/usr/bin/heif-enc') ? [] : ['heif-enc (/usr/bin/heif-enc: apt-get install -y libheif-examples)']),
  ...(fs.existsSync('/usr/bin/caddy') ? [] : ['Caddy (/usr/bin/caddy: apt-get install -y caddy)']),
  // The three-engine journey's browsers and what they need.
  ...missingForEngines((file) => fs.existsSync(file)),
  ...(postgres ? [`PostgreSQL (${postgres})`] : []),
];
if (missing.length > 0) {
  console.warn(`Missing: ${missing.join('; ')}.`);
  if (process.env.CI) {
    console.error('CI is set: every part of the suite must run.');
    process.exit(1);
  }
}

// The build before the server tests: those that start Kado as a process of its own run it from dist/ when it matches
// the sources, sparing each start a transform of the sources (src/server/test-support/server-entry.ts).
const reason = staleReason();
const built = await timed(reason ? 'build' : 'build (up to date, skipped)', async () => {
  if (!reason) return true;
  console.log(`== building (${reason})`);
  return (await run(npm, ['run', 'build'])).code === 0;
});
if (!built) finish(false);

// Each Vitest project on its own, so each has its own line in the table: where PostgreSQL answers, the second server
// pass is PostgreSQL with a bucket; elsewhere the bucket alone (decision 071).
for (const project of postgres ? ['web', 'unit', 's3'] : ['web', 'unit', 'postgres-s3']) {
  const ok = await timed(
    `vitest ${project}`,
    async () => (await run(npx, ['vitest', 'run', '--project', project, '--passWithNoTests'])).code === 0,
  );
  if (!ok) finish(false);
}

if (!(await timed('bundle budget', async () => (await run(npm, ['run', 'test:budget'])).code === 0))) finish(false);

// The journeys in one Playwright run against one server, KADO_E2E_WORKERS browsers at once: each journey has a
// gift of its own, so files may run side by side; how many two cores carry is measured there.
const workers = journeyWorkers();
const journeys = await timed(`browser journeys (${workers} side by side)`, async () => {
  return (await run(npm, ['run', 'test:e2e'], { env: { KADO_E2E_WORKERS: String(workers) } })).code === 0;
});

// The recipient's journey in Firefox ESR and WebKitGTK, after Chromium's journeys and whatever
// they said: a failure here fails the run too.
const engines = await timed('three engines', async () => (await run(npm, ['run', 'test:engines'])).code === 0);
finish(journeys && engines);
