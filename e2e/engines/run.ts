import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { crashMessage, EngineCrash, type Driver, type EngineName } from './driver';
import { launchFirefox } from './firefox-driver';
import { missingForEngines } from './prerequisites';
import { Page } from './page';
import { JOURNEY, Skipped } from './recipient-journey';
import { seedGift, type Gift } from './seed';
import { builtServer, type Server } from './server';
import { launchWebKit } from './webkit-driver';

// `npm run test:engines` (decision 049): the recipient's journey in Firefox ESR and in WebKitGTK, side by side
// (decision 091), each against a built server of its own (`npm run build` first) with a fresh data folder and a gift
// the giver fills in through the API. Prints each engine's steps with their times and exits non-zero on any failure.
// A crash of the engine itself is printed as one, and that engine's journey runs once more from the start;
// a second crash fails the run. `npm run test:engines -- webkit` runs one engine.

/** The phone size of the Playwright journeys' phone project (playwright.config.ts). */
const VIEWPORT = { width: 390, height: 844 };
/** The longest one step may take before it counts as failed (a hung driver call included). */
const STEP_LIMIT_MS = 60_000;
const ARTIFACTS = path.join('test-results', 'engines');

interface StepResult {
  name: string;
  status: 'ok' | 'FAILED' | 'skipped';
  seconds: number;
  detail?: string;
}

interface EngineResult {
  engine: EngineName;
  version: string;
  steps: StepResult[];
  seconds: number;
  /** Each crash of the engine, said plainly: on which attempt, at which step, what the engine said. */
  crashes: string[];
  /** The journey could not start or finish for a reason that is not a step's (a second crash, a launch error). */
  error?: string;
}

const ENGINES: { engine: EngineName; launch: (url: string) => Promise<Driver> }[] = [
  { engine: 'firefox', launch: (url) => launchFirefox(url) },
  { engine: 'webkit', launch: (url) => launchWebKit(url, VIEWPORT) },
];

const seconds = (since: number) => (performance.now() - since) / 1000;
const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

function timeLimit<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms)),
  );
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/**
 * KADO_ENGINES_CRASH=firefox (or webkit) kills that engine's page process before the gallery step of its
 * first run, as a crash would: the way to see the retry and its report work ('webkit:always': in both runs,
 * which fails). Only processes this run started are looked at (descendants of this process).
 */
function crashOnPurpose(engine: EngineName): void {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ pid: Number(match[1]), parent: Number(match[2]), args: match[3]! }));
  const ours = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) if (ours.has(row.parent) && !ours.has(row.pid)) grew = !!ours.add(row.pid);
  }
  const page = engine === 'webkit' ? /WebKitWebProcess/ : /firefox-esr.*-contentproc.*\btab\b/;
  const victims = rows.filter((row) => ours.has(row.pid) && page.test(row.args));
  console.log(`  ${engine.padEnd(7)} (KADO_ENGINES_CRASH: killing its page process ${victims.map((row) => row.pid).join(', ')})`);
  for (const row of victims) process.kill(row.pid, 'SIGKILL');
}

/**
 * After a failed step: is the engine still there? Its first answer after losing its page process can be
 * anything (WebKitWebDriver: 'Could not parse script result'); the next one says it crashed.
 */
async function crashedSince(driver: Driver): Promise<string | null> {
  try {
    await driver.evaluate('1');
    return null;
  } catch (error) {
    return error instanceof EngineCrash ? error.message : null;
  }
}

/**
 * One run of the journey in a started engine, each step's result added to `results` as it ends. Throws
 * EngineCrash when the engine goes away.
 */
async function journey(driver: Driver, gift: Gift, server: Server, attempt: number, results: StepResult[]): Promise<void> {
  await driver.setViewport(VIEWPORT.width, VIEWPORT.height);
  const page = new Page(driver);
  for (const step of JOURNEY) {
    const [crashEngine, crashWhen] = (process.env.KADO_ENGINES_CRASH ?? '').split(':');
    if (crashEngine === driver.engine && (attempt === 1 || crashWhen === 'always') && step === JOURNEY[4]) crashOnPurpose(driver.engine);
    const started = performance.now();
    let result: StepResult;
    try {
      const outcome = await timeLimit(step.run({ page, gift, stopServer: () => server.stop() }), STEP_LIMIT_MS, `'${step.name}'`);
      // What the page itself reported meanwhile: a JavaScript error is the app failing in this engine.
      const errors = await driver.errors();
      if (errors.length > 0)
        throw new Error(`the page reported ${errors.length} error(s): ${errors.map((e) => JSON.stringify(e)).join('; ')}`);
      result =
        outcome instanceof Skipped
          ? { name: step.name, status: 'skipped', seconds: seconds(started), detail: outcome.reason }
          : { name: step.name, status: 'ok', seconds: seconds(started), ...(outcome ? { detail: outcome } : {}) };
    } catch (error) {
      const crash = error instanceof EngineCrash ? error.message : (driver.crashed() ?? (await crashedSince(driver)));
      if (crash) throw new EngineCrash(`at step '${step.name}': ${crash}`);
      result = { name: step.name, status: 'FAILED', seconds: seconds(started), detail: firstLine(error) };
      const shot = path.join(ARTIFACTS, `${driver.engine}-${JOURNEY.indexOf(step) + 1}.png`);
      const saved = await driver.screenshot().then(
        (png) => (fs.mkdirSync(ARTIFACTS, { recursive: true }), fs.writeFileSync(shot, png), true),
        () => false,
      );
      if (saved) result.detail += ` (screenshot: ${shot})`;
      // Errors left over belong to this failure, not to the next step.
      await driver.errors().catch(() => []);
    }
    results.push(result);
    const mark = result.status === 'ok' ? 'ok     ' : result.status === 'skipped' ? 'skipped' : 'FAILED ';
    console.log(
      `  ${driver.engine.padEnd(7)} ${mark} ${result.name} (${result.seconds.toFixed(1)} s)${result.detail ? `: ${result.detail}` : ''}`,
    );
  }
}

/** The journey in one engine: a crash of the engine is reported and the journey runs once more. */
async function runEngine(engine: EngineName, launch: (url: string) => Promise<Driver>, gift: Gift, server: Server): Promise<EngineResult> {
  const started = performance.now();
  const result: EngineResult = { engine, version: engine, steps: [], seconds: 0, crashes: [] };
  for (let attempt = 1; attempt <= 2; attempt++) {
    console.log(`== ${engine}: starting the engine${attempt > 1 ? ' again (once, after its crash)' : ''}`);
    let driver: Driver | null = null;
    try {
      // An engine that does not start is counted as a crash of it, too: retried once and reported.
      driver = await launch(server.url).catch((error: unknown) => {
        throw new EngineCrash(`it did not start: ${firstLine(error)}`);
      });
      result.version = driver.version;
      console.log(`== ${engine}: ${driver.version}`);
      result.steps = [];
      await journey(driver, gift, server, attempt, result.steps);
      result.error = undefined;
      break;
    } catch (error) {
      const crash = error instanceof EngineCrash ? error.message : (driver?.crashed() ?? crashMessage(error));
      if (!crash) {
        result.error = `the journey could not run: ${firstLine(error)}`;
        console.log(`  ${engine.padEnd(7)} FAILED  ${result.error}`);
        break;
      }
      const note = `attempt ${attempt}: ${crash}`;
      result.crashes.push(note);
      console.log(`  ${engine.padEnd(7)} ENGINE CRASH (${note})${attempt === 1 ? ': the journey runs once more' : ''}`);
      const said = driver?.output();
      if (said) console.log(`  ${engine.padEnd(7)} what the engine printed last:\n${said.replace(/^/gm, '    | ')}`);
      result.error = 'the engine crashed twice';
    } finally {
      await driver?.close();
      // The offline step (or a crash during it) leaves the server stopped.
      if (!server.running()) await server.start();
    }
  }
  result.seconds = seconds(started);
  return result;
}

function report(results: EngineResult[]): boolean {
  let ok = true;
  console.log("\nThe recipient's journey in three engines (Chromium: the Playwright journeys, npm run test:e2e)");
  for (const result of results) {
    console.log(`\n${result.version}: ${result.seconds.toFixed(1)} s`);
    const width = Math.max(...JOURNEY.map((step) => step.name.length));
    for (const step of JOURNEY) {
      const done = result.steps.find((s) => s.name === step.name);
      const status = done ? `${done.status}${done.detail ? `: ${done.detail}` : ''}` : 'not run';
      const time = done ? `${done.seconds.toFixed(1)} s` : '';
      console.log(`  ${step.name.padEnd(width)}  ${time.padStart(6)}  ${status}`);
      if (!done || done.status === 'FAILED') ok = false;
    }
    for (const crash of result.crashes)
      console.log(`  ENGINE CRASH, ${crash}${result.crashes.length === 1 && !result.error ? ' (the second run is the one above)' : ''}`);
    if (result.error) {
      console.log(`  FAILED: ${result.error}`);
      ok = false;
    }
  }
  const crashes = results.reduce((sum, result) => sum + result.crashes.length, 0);
  const skipped = results.reduce((sum, result) => sum + result.steps.filter((step) => step.status === 'skipped').length, 0);
  const notes = [
    skipped > 0 ? `${skipped} step(s) SKIPPED, each with its reason above.` : '',
    crashes > 0 ? `ENGINE CRASHES: ${crashes}, each named above with its retry.` : '',
  ].join(' ');
  const verdict = ok ? (skipped > 0 ? 'No step failed.' : 'Every step passed in every engine.') : 'FAILED: see the steps above.';
  console.log(`\n${verdict} ${notes}`.trimEnd());
  return ok;
}

// As everywhere in `npm test`: what is missing fails the run where CI is set, and is skipped with a notice elsewhere.
const missing = missingForEngines((file) => fs.existsSync(file));
if (missing.length > 0) {
  console.error(`Missing: ${missing.join('; ')}.`);
  console.error(process.env.CI ? 'CI is set: the three-engine journey must run.' : 'The three-engine journey is skipped.');
  process.exit(process.env.CI ? 1 : 0);
}
const wanted = process.argv.slice(2);
const engines = ENGINES.filter(({ engine }) => wanted.length === 0 || wanted.includes(engine));
if (engines.length === 0) {
  console.error(`No such engine: ${wanted.join(', ')} (firefox, webkit)`);
  process.exit(1);
}

/** One engine's run on a server and a gift of its own (its offline step stops its server), so the two run side by side. */
async function engineRun(engine: EngineName, launch: (url: string) => Promise<Driver>): Promise<EngineResult> {
  const server = await builtServer();
  try {
    const seeding = performance.now();
    const gift = await seedGift(server.url);
    console.log(`== ${engine}: the giver filled in the gift (${seconds(seeding).toFixed(1)} s) at ${server.url}`);
    return await runEngine(engine, launch, gift, server);
  } catch (error) {
    console.error(
      `== ${engine}: the journey could not be set up: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    console.error(server.output().slice(-2000));
    return { engine, version: engine, steps: [], seconds: 0, crashes: [], error: `the journey could not be set up: ${firstLine(error)}` };
  } finally {
    await server.dispose();
  }
}

const results = await Promise.all(engines.map(({ engine, launch }) => engineRun(engine, launch)));
process.exit(report(results) ? 0 : 1);
