// Lighthouse mobile performance of the recipient's pages (decisions 020, 033, 055), and of the giver's (`/edit-...`,
// with the giver's session; decision 089). Run after `npm run build`:
//   npm run bench:lighthouse [-- --runs=3 --pages=/,/gallery --cpu=8 --save=<folder for each run's report JSON and trace>]
//     [--inp=false | --inp-runs=3 --profile --interactions=flip,heart]
//   npm run bench:lighthouse -- --against=<commit> [--keep --runs --pages --cpu --save]
//
// Starts the built Kado server on a temp DATA_DIR and a free loopback port (as bench-api.ts does), makes
// a viewer session with the demo gift's PIN (the single gift is public, so no share key is needed),
// then runs Lighthouse 12.8 with its default config (the mobile preset: simulated slow
// 4G and a 4x CPU slowdown) in Debian's Chromium on each page, the session cookie passed in extraHeaders.
// Each page is measured --runs times and the run with the median score is reported: one Lighthouse run
// on a shared machine swings by several points. Prints score, LCP, FCP and TBT per page and BENCH lines
// for `npm run bench`. `--cpu=8` doubles Lighthouse's CPU slowdown (a host half as fast). Each page's requests
// and scripts during its load are counted from Lighthouse's network-requests audit. Then INP
// (web-vitals' attribution build; the median of --inp-runs fresh tabs, each tapped once settled) of three interactions
// at the same CPU slowdown in Playwright: the opening's
// slide, the menu's heart and a love moment's flip, and the giver's: a builder step's 'Lanjut' and a hub section switch.
// `--profile` adds, per interaction, where the main thread's time went from the tap to its paint (interaction-profile.ts).
//
// Side by side (decision 082): `--against=<commit>` builds that commit in a git worktree under the temp folder
// (scripts/older-build.ts; `--keep` leaves it for the next run), serves both builds, and measures each page on
// the two ALTERNATELY (older first in odd rounds, this checkout first in even ones), so a host that gets busier
// mid-run slows both alike. Per page it prints the median of --runs of TBT, script evaluation and style and
// layout (Lighthouse's mainthread-work-breakdown), bootup time (bootup-time) and the long tasks (long-tasks:
// count and summed duration), for both and their ratio. No INP in this mode.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Locator, type Page } from '@playwright/test';
import { addLoveMoment, giverCookie, isGiverPage, scriptArgs, startBuiltServer, viewerCookie, type BuiltServer } from './built-server.js';
import { CHROMIUM } from '../e2e/chromium.js';
import { olderBuild } from './older-build.js';
import { cpuBlocking, type TraceEvent } from './trace-events.js';
import { startInteractionProfile, type InteractionProfile } from './interaction-profile.js';

const args = scriptArgs();
const RUNS = Number(args.get('runs') ?? 3);
const PAGES = (args.get('pages') ?? '/,/features,/gallery,/love-moment').split(',').filter((page) => page.startsWith('/'));
const SAVE_DIR = args.get('save');
/** Lighthouse's mobile preset slows the CPU 4x; --cpu=8 stands for a host half as fast. */
const CPU = Number(args.get('cpu') ?? 4);
const AGAINST = args.get('against');
const WITH_INP = args.get('inp') !== 'false' && !AGAINST;
/** `--profile`: each interaction's main-thread work by trace event and by function (interaction-profile.ts). */
const PROFILE = args.has('profile');
/** Fresh tabs per interaction; the median's INP is reported (`--inp-runs`, 3 by default). */
const INP_RUNS = Number(args.get('inp-runs') ?? 3);
const GOAL_INP_MS = 200;
const GOAL_SCORE = 97;
const GOAL_LCP_MS = 1500;
// The journeys' Chromium and flags (e2e/support.ts), so a benchmark and a journey run the same browser.
const CHROME_FLAGS = CHROMIUM.args;

interface Result {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  /** What Lighthouse took as the largest contentful element. */
  lcpElement: string;
  /** Requests during the load (Lighthouse's network-requests audit), and of them scripts. */
  requests: number;
  scripts: number;
  /** Main-thread time by Lighthouse's groups (mainthread-work-breakdown), ms at the CPU slowdown. */
  scriptEvaluation: number;
  styleLayout: number;
  mainThread: number;
  /** Lighthouse's bootup-time: script evaluation, parse and compile of every script, ms. */
  bootup: number;
  /** Lighthouse's long-tasks audit: how many, and their summed duration in ms. */
  longTasks: number;
  longTaskMs: number;
  /** TBT from the main thread's CPU time in the trace Lighthouse observed, times the slowdown (trace-events.ts). */
  cpuTbt: number;
  /** The longest main-thread task's CPU time at 1x, ms. */
  longestCpu: number;
}

/** TBT from CPU time at the run's slowdown, and the longest task's CPU time. */
function cpuFigures(events: TraceEvent[]): { cpuTbt: number; longestCpu: number } {
  const { ms, longestCpu } = cpuBlocking(events, CPU);
  return { cpuTbt: ms, longestCpu };
}

/** One Lighthouse run; a run whose trace broke (NO_NAVSTART and the like, seen on a busy machine) is tried again once. */
async function measure(url: string, chromePort: number, cookie: string, saveAs: string | undefined, retry = true): Promise<Result> {
  const run = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: { Cookie: cookie },
    ...(CPU !== 4 ? { throttling: { cpuSlowdownMultiplier: CPU } } : {}),
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = run;
  const trace = (run.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
  if (saveAs) {
    fs.writeFileSync(saveAs, JSON.stringify(lhr));
    // The trace Lighthouse observed (unthrottled; its simulation multiplies each task), for a trace viewer.
    if (trace) fs.writeFileSync(saveAs.replace(/\.json$/, '.trace.json'), JSON.stringify(trace));
  }
  if (lhr.runtimeError && retry) {
    console.log(`  ${url}: ${lhr.runtimeError.code}, running it again`);
    return measure(url, chromePort, cookie, saveAs, false);
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] } | undefined;
  const node = lcpDetails?.items?.[0]?.items?.[0]?.node;
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string }[] } | undefined)?.items ?? [];
  const groups =
    (lhr.audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] } | undefined)?.items ?? [];
  const group = (id: string) => groups.find((item) => item.group === id)?.duration ?? 0;
  const longTasks = (lhr.audits['long-tasks']?.details as { items?: { duration: number }[] } | undefined)?.items ?? [];
  return {
    scriptEvaluation: group('scriptEvaluation'),
    styleLayout: group('styleLayout'),
    mainThread: audit('mainthread-work-breakdown'),
    bootup: audit('bootup-time'),
    longTasks: longTasks.length,
    longTaskMs: longTasks.reduce((sum, task) => sum + task.duration, 0),
    ...cpuFigures(trace?.traceEvents ?? []),
    requests: requests.length,
    scripts: requests.filter((request) => request.resourceType === 'Script').length,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    lcpElement: (node?.snippet ?? node?.nodeLabel ?? '?').slice(0, 80),
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;

const WEB_VITALS = fs.readFileSync(
  path.join(import.meta.dirname, '../node_modules/web-vitals/dist/web-vitals.attribution.iife.js'),
  'utf8',
);

interface Inp {
  value: number;
  target: string;
  input: number;
  processing: number;
  presentation: number;
  /** The interaction's events (when their handlers ran and their frame was painted, ms after the page's start). */
  events: string[];
  /** The long animation frames it fell in, with the scripts they ran (ms). */
  frames: string[];
  /** With --profile: where the main thread's time went from the tap to the frame after its answer. */
  profile?: InteractionProfile;
}

/**
 * A finger's tap on the middle of what `target` finds, as a phone sends it (touch events, then the pointer and mouse
 * events and the click the browser makes of them). Not Playwright's `click()`: its checks of the hit target run as
 * listeners inside the tap's own events, and at 8x they added tens of ms to the handlers measured.
 */
/**
 * Aims at `target` (scrolled into view, its centre measured) and returns the tap. Playwright's own script does the
 * aiming in the page, so it runs before the page settles, not in the moment before the measured tap.
 */
async function aimTap(page: Page, target: Locator): Promise<() => Promise<void>> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  return () => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** An interaction: `open` loads its page and readies what it acts on; `aim` finds it and returns the measured act. */
interface Interaction {
  open: (page: Page) => Promise<void>;
  aim: (page: Page) => Promise<() => Promise<void>>;
}

/**
 * The interactions measured: each opens its page and waits for what it acts on, then acts once. The recipient's
 * three, then the giver's two (with the giver's session): a builder step's 'Lanjut' and a hub section switch.
 */
const INTERACTIONS: [string, Interaction][] = [
  [
    'the slide (/)',
    {
      open: async (page) => {
        await page.goto('/');
        await page.locator('#loading-screen').waitFor({ state: 'hidden' });
      },
      aim: async (page) => {
        const box = (await page.getByRole('slider').boundingBox())!;
        return async () => {
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          await page.mouse.down();
          for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width / 2 + step * 30, box.y + box.height / 2);
          await page.mouse.up();
        };
      },
    },
  ],
  [
    'the menu heart (/features)',
    {
      open: async (page) => {
        await page.goto('/features');
        await page.locator('#loading-screen').waitFor({ state: 'hidden' });
      },
      aim: (page) => aimTap(page, page.locator('button[aria-expanded][aria-controls]').first()),
    },
  ],
  [
    'a flip (/love-moment)',
    {
      open: async (page) => {
        await page.goto('/love-moment');
        await page.locator('#loading-screen').waitFor({ state: 'hidden' });
      },
      aim: (page) => aimTap(page, page.locator('button[aria-pressed="false"]').first()),
    },
  ],
  [
    "a step's 'Lanjut' (/edit-build)",
    {
      open: async (page) => {
        await page.goto('/edit-build');
        await page.getByRole('radio').first().check();
      },
      aim: (page) => aimTap(page, page.getByRole('button', { name: 'Lanjut', exact: true })),
    },
  ],
  [
    'a hub section (/edit-pages)',
    {
      open: async (page) => {
        await page.goto('/edit-pages?section=opening');
        await page.getByRole('textbox').first().waitFor();
      },
      aim: (page) =>
        aimTap(
          page,
          page.getByRole('navigation', { name: 'Bagian yang diedit' }).getByRole('button', { name: 'Days Of Love', exact: true }),
        ),
    },
  ],
];

/** One interaction's INP in a fresh phone-sized tab with the CPU slowed CPU times, as web-vitals reports it. */
async function measureInp(port: number, cookie: string, { open, aim }: Interaction): Promise<Inp> {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const base = `http://127.0.0.1:${port}`;
    const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addCookies(
      cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: base })),
    );
    await context.addInitScript(`${WEB_VITALS};
      window.__inp = [];
      webVitals.onINP((metric) => window.__inp.push({
        value: metric.value,
        target: metric.attribution.interactionTarget,
        input: metric.attribution.inputDelay,
        processing: metric.attribution.processingDuration,
        presentation: metric.attribution.presentationDelay,
        events: metric.attribution.processedEventEntries.map((e) => \`\${e.name} at \${Math.round(e.startTime)}: \` +
          \`handlers \${Math.round(e.processingStart - e.startTime)}–\${Math.round(e.processingEnd - e.startTime)}, \` +
          \`painted \${Math.round(e.duration)}\`),
        frames: metric.attribution.longAnimationFrameEntries.map((frame) =>
          \`frame at \${Math.round(frame.startTime)} for \${Math.round(frame.duration)}, \` +
          \`style and layout from \${Math.round(frame.styleAndLayoutStart - frame.startTime)}: \` +
          frame.scripts.map((script) => \`\${script.invoker} \${script.sourceFunctionName || ''} \` +
            \`\${(script.sourceURL || '').split('/').pop()} \${Math.round(script.duration)} \` +
            \`(forced style \${Math.round(script.forcedStyleAndLayoutDuration)})\`).join('; ')),
      }), { reportAllChanges: true, durationThreshold: 0 });`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await open(page);
    // The tap comes once the page has settled (its reads answered, an idle moment on the main thread), as a person's
    // does a moment after the page appears: the interaction's own work is what is measured, not the load's tail.
    await page.waitForLoadState('networkidle');
    const act = await aim(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
    const recording = PROFILE ? await startInteractionProfile(page, cdp) : undefined;
    await act();
    await page.waitForFunction(() => (window as unknown as { __inp: unknown[] }).__inp.length > 0, undefined, { timeout: 15_000 });
    // The frame after the answer, so its paint is in the profile.
    if (recording) await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const profile = await recording?.stop();
    const inp = await page.evaluate(() => {
      const all = (window as unknown as { __inp: Inp[] }).__inp;
      return all.reduce((worst, next) => (next.value > worst.value ? next : worst));
    });
    return { ...inp, profile };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-bench-lighthouse-'));
  if (SAVE_DIR) fs.mkdirSync(SAVE_DIR, { recursive: true });
  const chromeDir = path.join(work, 'chrome');
  fs.mkdirSync(chromeDir);
  let server: BuiltServer | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    server = await startBuiltServer(work);
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? CHROMIUM.executablePath,
      chromeFlags: CHROME_FLAGS,
      userDataDir: chromeDir,
    });
    const cookie = await viewerCookie(server.port);
    const giver = await giverCookie(server.port);
    console.log(
      `bench:lighthouse  Lighthouse 12.8 mobile preset, CPU slowdown ${CPU}x, ${RUNS} run(s) per page, ` +
        `${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load average ${os.loadavg()[0]!.toFixed(2)}`,
    );
    const chosen: { page: string; result: Result }[] = [];
    for (const page of PAGES) {
      const results: Result[] = [];
      for (let i = 0; i < RUNS; i++) {
        const saveAs = SAVE_DIR && path.join(SAVE_DIR, `${page.replace(/\W+/g, '_') || 'root'}-${i + 1}.json`);
        const result = await measure(
          `http://127.0.0.1:${server.port}${page}`,
          chrome.port,
          isGiverPage(page) ? giver : cookie,
          saveAs || undefined,
        );
        results.push(result);
        console.log(
          `  ${page.padEnd(13)} run ${i + 1}: score ${result.score}, LCP ${ms(result.lcp)}, FCP ${ms(result.fcp)}, ` +
            `TBT ${ms(result.tbt)} (by CPU time ${ms(result.cpuTbt)}), ${result.requests} requests (${result.scripts} scripts)` +
            `  (load ${os.loadavg()[0]!.toFixed(2)})`,
        );
      }
      const median = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)]!;
      chosen.push({ page, result: median });
    }
    console.log(
      `\n${'page'.padEnd(13)} ${'score'.padStart(5)} ${'LCP'.padStart(8)} ${'FCP'.padStart(8)} ${'TBT'.padStart(8)} ` +
        `${'CPU TBT'.padStart(10)}` +
        `  LCP element (median run)`,
    );
    for (const { page, result } of chosen) {
      console.log(
        `${page.padEnd(13)} ${String(result.score).padStart(5)} ` +
          `${ms(result.lcp).padStart(8)} ${ms(result.fcp).padStart(8)} ${ms(result.tbt).padStart(8)} ${ms(result.cpuTbt).padStart(10)}  ` +
          `${result.requests} requests, ${result.scripts} scripts; ${result.lcpElement}`,
      );
    }
    for (const { page, result } of chosen) {
      console.log(`BENCH\tlighthouse ${page}: performance (mobile), median of ${RUNS}\t${result.score}\t≥ ${GOAL_SCORE}`);
    }
    const opening = chosen.find((entry) => entry.page === '/');
    if (opening) console.log(`BENCH\tlighthouse /: LCP (mobile), median-score run\t${ms(opening.result.lcp)}\t≤ ${GOAL_LCP_MS} ms`);
    if (WITH_INP) {
      // After Lighthouse, so its /love-moment is the demo gift's as it is.
      await addLoveMoment(server.port);
      console.log(`\nINP at ${CPU}x CPU (web-vitals attribution build), load average ${os.loadavg()[0]!.toFixed(2)}`);
      const only = args.get('interactions')?.split(',');
      for (const [name, interaction] of INTERACTIONS) {
        if (only && !only.some((word) => name.includes(word))) continue;
        const tries: Inp[] = [];
        for (let i = 0; i < INP_RUNS; i++) tries.push(await measureInp(server.port, name.includes('/edit-') ? giver : cookie, interaction));
        const inp = [...tries].sort((a, b) => a.value - b.value)[Math.floor(tries.length / 2)]!;
        const each = tries.map((one) => ms(one.value)).join(', ');
        if (INP_RUNS > 1) console.log(`  ${name}: INP of ${INP_RUNS} fresh tabs ${each}; the median's:`);
        console.log(
          `  ${name.padEnd(26)} INP ${ms(inp.value)}  (${(inp.target ?? '(gone)').slice(0, 50)}; input ${ms(inp.input)}, ` +
            `processing ${ms(inp.processing)}, presentation ${ms(inp.presentation)})`,
        );
        console.log(`BENCH\tINP ${name} at ${CPU}x CPU\t${ms(inp.value)}\t≤ ${GOAL_INP_MS} ms`);
        if (inp.profile) {
          const list = (entries: [string, number][]) => entries.map(([what, time]) => `${what} ${time.toFixed(1)}`).join('; ');
          for (const line of [...inp.events, ...inp.frames]) console.log(`    ${line}`);
          console.log(`    main thread's own time by event, ms: ${list(inp.profile.byEvent)}`);
          console.log(`    functions by sampled own time, ms: ${list(inp.profile.byFunction)}`);
          for (const task of inp.profile.tasks) console.log(`    ${task}`);
        }
      }
    }
  } finally {
    chrome?.kill();
    server?.child.kill('SIGINT');
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The side-by-side mode: `against` (an older commit) and this checkout, page by page, run by run in turn. */
async function sideBySide(against: string): Promise<void> {
  const older = olderBuild(against);
  const here = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() ? '+changes' : '';
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-bench-lighthouse-'));
  if (SAVE_DIR) fs.mkdirSync(SAVE_DIR, { recursive: true });
  const builds: { name: string; tree?: string; server?: BuiltServer; cookie?: string; giver?: string; runs: Map<string, Result[]> }[] = [
    { name: older.commit.slice(0, 7), tree: older.tree, runs: new Map() },
    { name: `${here}${dirty}`, runs: new Map() },
  ];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    for (const [i, build] of builds.entries()) {
      const dir = path.join(work, `server-${i}`);
      fs.mkdirSync(dir);
      build.server = await startBuiltServer(dir, build.tree);
      build.cookie = await viewerCookie(build.server.port);
      build.giver = await giverCookie(build.server.port);
    }
    const chromeDir = path.join(work, 'chrome');
    fs.mkdirSync(chromeDir);
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? CHROMIUM.executablePath,
      chromeFlags: CHROME_FLAGS,
      userDataDir: chromeDir,
    });
    const loads: number[] = [os.loadavg()[0]!];
    console.log(
      `bench:lighthouse side by side: ${builds[0]!.name} against ${builds[1]!.name}; Lighthouse 12.8 mobile preset, ` +
        `CPU slowdown ${CPU}x, ${RUNS} run(s) each, alternately; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ` +
        `load average ${os
          .loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}`,
    );
    for (const page of PAGES) {
      for (let i = 0; i < RUNS; i++) {
        const order = i % 2 === 0 ? builds : [...builds].reverse();
        for (const build of order) {
          const url = `http://127.0.0.1:${build.server!.port}${page}`;
          const saveAs = SAVE_DIR && path.join(SAVE_DIR, `${build.name}-${page.replace(/\W+/g, '_') || 'root'}-${i + 1}.json`);
          let result: Result;
          try {
            result = await measure(url, chrome.port, isGiverPage(page) ? build.giver! : build.cookie!, saveAs || undefined);
          } catch (error) {
            // A page one build does not have (1980896 has no /edit-build): its cells say so, the others are measured.
            console.log(`  ${page.padEnd(13)} ${build.name.padEnd(15)} run ${i + 1}: ${(error as Error).message.split('\n')[0]}`);
            continue;
          }
          build.runs.set(page, [...(build.runs.get(page) ?? []), result]);
          loads.push(os.loadavg()[0]!);
          console.log(
            `  ${page.padEnd(13)} ${build.name.padEnd(15)} run ${i + 1}: score ${result.score}, TBT ${ms(result.tbt)} ` +
              `(by CPU time ${ms(result.cpuTbt)}, the longest task ${ms(result.longestCpu)}), ` +
              `script evaluation ${ms(result.scriptEvaluation)}, style and layout ${ms(result.styleLayout)}, ` +
              `${result.longTasks} long tasks (${ms(result.longTaskMs)})  (load ${os.loadavg()[0]!.toFixed(2)})`,
          );
        }
      }
    }
    const columns: [string, (result: Result) => number][] = [
      ['TBT', (r) => r.tbt],
      ['TBT by CPU', (r) => r.cpuTbt],
      ['longest CPU', (r) => r.longestCpu],
      ['script eval', (r) => r.scriptEvaluation],
      ['style+layout', (r) => r.styleLayout],
      ['bootup', (r) => r.bootup],
      ['long tasks', (r) => r.longTasks],
      ['long ms', (r) => r.longTaskMs],
      ['score', (r) => r.score],
    ];
    console.log(
      `\nmedian of ${RUNS} at ${CPU}x CPU: ${builds[0]!.name} | ${builds[1]!.name} | ratio (this / older); ` +
        `load average during the runs ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}`,
    );
    console.log(`${'page'.padEnd(13)} ${columns.map(([name]) => name.padStart(22)).join(' ')}`);
    for (const page of PAGES) {
      const cells = columns.map(([, pick]) => {
        const [a, b] = builds.map((build) => (build.runs.get(page)?.length ? median(build.runs.get(page)!.map(pick)) : Number.NaN));
        const ratio = a! > 0 && b! >= 0 ? (b! / a!).toFixed(2) : '–';
        const cell = (value: number) => (Number.isNaN(value) ? '–' : String(Math.round(value)));
        return `${cell(a!)} | ${cell(b!)} | ${ratio}`.padStart(22);
      });
      console.log(`${page.padEnd(13)} ${cells.join(' ')}`);
    }
    for (const page of PAGES) {
      if (!builds[1]!.runs.get(page)?.length) continue;
      const tbt = median(builds[1]!.runs.get(page)!.map((r) => r.tbt));
      console.log(`BENCH\tlighthouse ${page}: TBT at ${CPU}x, median of ${RUNS}, beside ${builds[0]!.name}\t${ms(tbt)}\t`);
    }
  } finally {
    chrome?.kill();
    for (const build of builds) build.server?.child.kill('SIGINT');
    fs.rmSync(work, { recursive: true, force: true });
    if (!args.has('keep')) older.remove();
    else console.log(`kept ${older.tree} (git worktree remove --force ${older.tree} to drop it)`);
  }
}

await (AGAINST ? sideBySide(AGAINST) : main());
