// Where a recipient page's main-thread time goes while it loads (decision 033). Run after
// `npm run build`:   npm run bench:trace [-- --runs=3 --pages=/,/features] [--against=<commit> --keep]
//
// Lighthouse gives a score; this says what to change. It loads each page in Debian's Chromium at a phone's
// size with the CPU slowed 4x (Lighthouse's mobile preset; no network throttling), records a Chrome trace
// for 6 s and sums, over the renderer's main thread:
//   - blocking: each task's time beyond 50 ms (as Total Blocking Time counts it, from the first task on);
//   - the longest task, and what the long tasks spent their own time on (script evaluation, functions
//     called, style, layout, paint, compositing), in ms at the 4x slowdown.
// The run with the median blocking time is printed per page, with a BENCH line for `npm run bench`.
// Beside the wall times, the main thread's CPU time (each task's thread time, `tdur`): a busy host stretches a
// task's wall time while other processes run, not its thread time, so this is what two builds compare by.
// `--against=<commit>` (decision 082) builds that commit in a worktree (scripts/older-build.ts; `--keep` leaves it)
// and traces each page on both, alternately, printing the medians side by side; `--tasks` lists each build's tasks
// over 6.25 ms of CPU with their largest parts. `--save=<file> --categories=<more>` keeps the last trace.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../e2e/chromium.js';
import { giverCookie, isGiverPage, phoneContext, scriptArgs, startBuiltServer, viewerCookie, type BuiltServer } from './built-server.js';
import { olderBuild } from './older-build.js';
import { mainThreadEvents, type TraceEvent } from './trace-events.js';

const args = scriptArgs();
const RUNS = Number(args.get('runs') ?? 3);
const PAGES = (args.get('pages') ?? '/,/features,/gallery,/love-moment').split(',');
const RECORD_MS = 6_000;
const AGAINST = args.get('against');
/** `--save=<file>`: the last trace as recorded, for a closer look (Chrome's Performance panel reads it). */
const SAVE = args.get('save');
/** `--categories=a,b`: more trace categories, such as disabled-by-default-blink.debug for CSS selector statistics. */
const CATEGORIES = args.get('categories')?.split(',') ?? [];
/** A task of more than this much CPU time at 1x is a long task (50 ms) on a phone 8 times slower. */
const LONG_AT_8X_MS = 50 / 8;

interface Result {
  blocking: number;
  longest: number;
  longTasks: number;
  /** Own time inside the long tasks by trace event name, ms. */
  spent: [string, number][];
  /** Each long task: when it started (ms after the first task), how long, and its two largest parts with their script. */
  tasks: string[];
  /** Main-thread CPU time of all tasks, the longest task's, and how many tasks exceed LONG_AT_8X_MS of it (ms, unslowed). */
  cpu: number;
  cpuLongest: number;
  cpuLongAt8x: number;
  /** Own CPU (thread) time of every event on the main thread by its name, ms, largest first. */
  cpuBy: [string, number][];
  /** Each task over LONG_AT_8X_MS of CPU: when it started, its CPU time and its three largest parts (`--tasks`). */
  cpuTaskParts: string[];
}

/** An event named as the task lists print it: its name, the function or event type, and its script's file. */
function describe(e: TraceEvent, time: number): string {
  const url = e.args?.data?.url ?? e.args?.url ?? '';
  const what = e.args?.data?.functionName || e.args?.data?.type || '';
  return `${e.name}${what ? ` ${what}` : ''}${url ? ` ${url.split('/').pop()}` : ''} ${time.toFixed(1)} ms`;
}

function analyse(events: TraceEvent[]): Result {
  const thread = mainThreadEvents(events);
  const long = thread.filter((e) => e.name === 'RunTask' && e.dur! > 50_000);
  const spent = new Map<string, number>();
  const tasks: string[] = [];
  const start = thread[0]?.ts ?? 0;
  for (const task of long) {
    const inside = thread.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
    // Own time: an event's duration less its children's (events nest by time on one thread).
    const own = new Map<TraceEvent, number>(inside.map((e) => [e, e.dur!]));
    const stack: TraceEvent[] = [];
    for (const e of inside) {
      while (stack.length > 0 && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) own.set(parent, own.get(parent)! - e.dur!);
      stack.push(e);
    }
    for (const [e, time] of own) spent.set(e.name, (spent.get(e.name) ?? 0) + time / 1000);
    // What the task was: its direct parts (children of the task) by duration, named with their script's file.
    const parts = inside
      .filter(
        (e) => !inside.some((outer) => outer !== e && outer.ts <= e.ts && outer.ts + outer.dur! >= e.ts + e.dur! && outer.dur! > e.dur!),
      )
      .sort((a, b) => b.dur! - a.dur!)
      .slice(0, 2)
      .map((e) => describe(e, e.dur! / 1000));
    tasks.push(`at ${Math.round((task.ts - start) / 1000)} ms, ${Math.round(task.dur! / 1000)} ms: ${parts.join('; ')}`);
  }
  const cpuTasks = thread.filter((e) => e.name === 'RunTask').map((task) => (task.tdur ?? 0) / 1000);
  // Own thread time of every event (its tdur less its children's), over the whole load.
  const cpuOwn = new Map<TraceEvent, number>();
  const open: TraceEvent[] = [];
  for (const e of thread) {
    if (e.tdur === undefined) continue;
    while (open.length > 0 && open.at(-1)!.ts + open.at(-1)!.dur! <= e.ts) open.pop();
    const parent = open.at(-1);
    cpuOwn.set(e, e.tdur);
    if (parent) cpuOwn.set(parent, cpuOwn.get(parent)! - e.tdur);
    open.push(e);
  }
  const cpuBy = new Map<string, number>();
  for (const [e, time] of cpuOwn) cpuBy.set(e.name, (cpuBy.get(e.name) ?? 0) + time / 1000);
  const cpuTaskParts = thread
    .filter((task) => task.name === 'RunTask' && (task.tdur ?? 0) / 1000 > LONG_AT_8X_MS)
    .map((task) => {
      // The task's parts by their own thread time (nested events count in their outer event's own time too), largest first.
      const parts = thread
        .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur! && e.tdur !== undefined)
        .map((e) => [e, cpuOwn.get(e) ?? 0] as const)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([e, time]) => describe(e, time / 1000));
      return `at ${Math.round((task.ts - start) / 1000)} ms, ${(task.tdur! / 1000).toFixed(1)} ms: ${parts.join('; ')}`;
    });
  return {
    cpuTaskParts,
    cpuBy: [...cpuBy].sort((a, b) => b[1] - a[1]).slice(0, 10),
    cpu: cpuTasks.reduce((sum, time) => sum + time, 0),
    cpuLongest: Math.max(0, ...cpuTasks),
    cpuLongAt8x: cpuTasks.filter((time) => time > LONG_AT_8X_MS).length,
    blocking: long.reduce((sum, task) => sum + task.dur! / 1000 - 50, 0),
    longest: Math.max(0, ...long.map((task) => task.dur! / 1000)),
    longTasks: long.length,
    spent: [...spent].sort((a, b) => b[1] - a[1]).slice(0, 8),
    tasks,
  };
}

async function traceOnce(server: BuiltServer, cookie: string, page: string, slowdown = 4): Promise<Result> {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const context = await phoneContext(browser, base, cookie);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await browser.startTracing(tab, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', ...CATEGORIES] });
    await tab.goto(base + page);
    await tab.waitForTimeout(RECORD_MS);
    const raw = await browser.stopTracing();
    if (SAVE) fs.writeFileSync(SAVE, raw);
    const trace = JSON.parse(raw.toString()) as { traceEvents: TraceEvent[] };
    return analyse(trace.traceEvents);
  } finally {
    await browser.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-bench-trace-'));
  let server: BuiltServer | undefined;
  try {
    server = await startBuiltServer(work);
    const viewer = await viewerCookie(server.port);
    const giver = await giverCookie(server.port);
    console.log(
      `bench:trace  4x CPU slowdown, 390x844, ${RUNS} run(s) per page, ` +
        `${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(2)}`,
    );
    const lines: string[] = [];
    for (const page of PAGES) {
      const results: Result[] = [];
      for (let i = 0; i < RUNS; i++) results.push(await traceOnce(server, isGiverPage(page) ? giver : viewer, page));
      const median = [...results].sort((a, b) => a.blocking - b.blocking)[Math.floor(results.length / 2)]!;
      const runs = results.map((r) => ms(r.blocking)).join(', ');
      console.log(
        `\n${page}: blocking ${ms(median.blocking)} in ${median.longTasks} long tasks, the longest ${ms(median.longest)} (runs: ${runs})`,
      );
      console.log(
        `  main-thread CPU ${ms(median.cpu)}, the longest task's ${ms(median.cpuLongest)} (thread time: the 4x stalls it, not uses it)`,
      );
      console.log(`  own CPU by event: ${median.cpuBy.map(([name, time]) => `${name} ${ms(time)}`).join(', ')}`);
      console.log(`  own time in long tasks: ${median.spent.map(([name, time]) => `${name} ${ms(time)}`).join(', ')}`);
      for (const task of median.tasks) console.log(`  long task ${task}`);
      lines.push(`BENCH\ttrace ${page}: main-thread blocking at 4x CPU, median of ${RUNS}\t${ms(median.blocking)}\t`);
    }
    console.log('');
    for (const line of lines) console.log(line);
  } finally {
    server?.child.kill('SIGINT');
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * `against` (an older commit) and this checkout, each page traced on both in turn, unslowed: CPU time does not
 * need the slowdown, and without it the page does the same work in fewer wall seconds.
 */
async function sideBySide(against: string): Promise<void> {
  const older = olderBuild(against);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-bench-trace-'));
  const builds: { name: string; tree?: string; server?: BuiltServer; cookie?: string; giver?: string; runs: Map<string, Result[]> }[] = [
    { name: older.commit.slice(0, 7), tree: older.tree, runs: new Map() },
    { name: 'this checkout', runs: new Map() },
  ];
  try {
    for (const [i, build] of builds.entries()) {
      const dir = path.join(work, `server-${i}`);
      fs.mkdirSync(dir);
      build.server = await startBuiltServer(dir, build.tree);
      build.cookie = await viewerCookie(build.server.port);
      build.giver = await giverCookie(build.server.port);
    }
    console.log(
      `bench:trace side by side: ${builds[0]!.name} against this checkout, main-thread CPU time (unslowed), ${RUNS} run(s) ` +
        `each, alternately; ${os.cpus().length} cores, load average ${os
          .loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}`,
    );
    for (const page of PAGES)
      for (let i = 0; i < RUNS; i++)
        for (const build of i % 2 === 0 ? builds : [...builds].reverse()) {
          const result = await traceOnce(build.server!, isGiverPage(page) ? build.giver! : build.cookie!, page, 1);
          build.runs.set(page, [...(build.runs.get(page) ?? []), result]);
        }
    const columns: [string, (result: Result) => number][] = [
      ['CPU ms', (r) => r.cpu],
      ['longest task ms', (r) => r.cpuLongest],
      [`tasks > ${LONG_AT_8X_MS} ms`, (r) => r.cpuLongAt8x],
    ];
    console.log(`\nmedian of ${RUNS}: ${builds[0]!.name} | this checkout | ratio; load average now ${os.loadavg()[0]!.toFixed(2)}`);
    console.log(`${'page'.padEnd(13)} ${columns.map(([name]) => name.padStart(22)).join(' ')}`);
    for (const page of PAGES) {
      const cells = columns.map(([, pick]) => {
        const [a, b] = builds.map((build) => median(build.runs.get(page)!.map(pick)));
        return `${a!.toFixed(1)} | ${b!.toFixed(1)} | ${a! > 0 ? (b! / a!).toFixed(2) : '–'}`.padStart(22);
      });
      console.log(`${page.padEnd(13)} ${cells.join(' ')}`);
    }
    console.log(`\nwhere the CPU went (own thread time by event, median run by CPU), ${builds.map((b) => b.name).join(' | ')}`);
    for (const page of PAGES) {
      const medianRun = (build: (typeof builds)[number]) => {
        const runs = [...build.runs.get(page)!].sort((a, b) => a.cpu - b.cpu);
        return runs[Math.floor(runs.length / 2)]!;
      };
      for (const build of builds)
        console.log(
          `${page.padEnd(13)} ${build.name.padEnd(14)} ${medianRun(build)
            .cpuBy.map(([name, time]) => `${name} ${time.toFixed(1)}`)
            .join(', ')}`,
        );
    }
    if (args.has('tasks')) {
      console.log(`\neach task over ${LONG_AT_8X_MS} ms of CPU (median run by CPU): its start, CPU time and largest own parts`);
      for (const page of PAGES)
        for (const build of builds) {
          const runs = [...build.runs.get(page)!].sort((a, b) => a.cpu - b.cpu);
          console.log(`${page} ${build.name}`);
          for (const task of runs[Math.floor(runs.length / 2)]!.cpuTaskParts) console.log(`  ${task}`);
        }
    }
  } finally {
    for (const build of builds) build.server?.child.kill('SIGINT');
    fs.rmSync(work, { recursive: true, force: true });
    if (!args.has('keep')) older.remove();
  }
}

await (AGAINST ? sideBySide(AGAINST) : main());
