// Lighthouse mobile performance of the recipient's pages (decisions 020, 033). Run after `npm run build`:
//   npm run bench:lighthouse [-- --runs=3 --pages=/,/gallery --save=<folder for each run's report JSON>]
//
// Starts the built Kado server on a temp DATA_DIR and a free loopback port (as bench-api.ts does), makes
// a viewer session with the demo gift's PIN (the single gift is public, so no share key is needed:
// decision 018), then runs Lighthouse 12.8 with its default config (the mobile preset: simulated slow
// 4G and a 4x CPU slowdown) in Debian's Chromium on each page, the session cookie passed in extraHeaders.
// Each page is measured --runs times and the run with the median score is reported: one Lighthouse run
// on a shared machine swings by several points. Prints score, LCP, FCP and TBT per page and BENCH lines
// for `npm run bench`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { scriptArgs, startBuiltServer, viewerCookie, type BuiltServer } from './built-server.js';
import { CHROMIUM } from '../e2e/chromium.js';

const args = scriptArgs();
const RUNS = Number(args.get('runs') ?? 3);
const PAGES = (args.get('pages') ?? '/,/features,/gallery,/love-moment').split(',');
const SAVE_DIR = args.get('save');
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
}

/** One Lighthouse run; a run whose trace broke (NO_NAVSTART and the like, seen on a busy machine) is tried again once. */
async function measure(url: string, chromePort: number, cookie: string, saveAs: string | undefined, retry = true): Promise<Result> {
  const run = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: { Cookie: cookie },
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = run;
  if (saveAs) fs.writeFileSync(saveAs, JSON.stringify(lhr));
  if (lhr.runtimeError && retry) {
    console.log(`  ${url}: ${lhr.runtimeError.code}, running it again`);
    return measure(url, chromePort, cookie, saveAs, false);
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] } | undefined;
  const node = lcpDetails?.items?.[0]?.items?.[0]?.node;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    lcpElement: (node?.snippet ?? node?.nodeLabel ?? '?').slice(0, 80),
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;

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
    console.log(
      `bench:lighthouse  Lighthouse 12.8 mobile preset, ${RUNS} run(s) per page, ` +
        `${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load average ${os.loadavg()[0]!.toFixed(2)}`,
    );
    const chosen: { page: string; result: Result }[] = [];
    for (const page of PAGES) {
      const results: Result[] = [];
      for (let i = 0; i < RUNS; i++) {
        const saveAs = SAVE_DIR && path.join(SAVE_DIR, `${page.replace(/\W+/g, '_') || 'root'}-${i + 1}.json`);
        const result = await measure(`http://127.0.0.1:${server.port}${page}`, chrome.port, cookie, saveAs || undefined);
        results.push(result);
        console.log(
          `  ${page.padEnd(13)} run ${i + 1}: score ${result.score}, LCP ${ms(result.lcp)}, FCP ${ms(result.fcp)}, TBT ${ms(result.tbt)}` +
            `  (load ${os.loadavg()[0]!.toFixed(2)})`,
        );
      }
      const median = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)]!;
      chosen.push({ page, result: median });
    }
    console.log(
      `\n${'page'.padEnd(13)} ${'score'.padStart(5)} ${'LCP'.padStart(8)} ${'FCP'.padStart(8)} ${'TBT'.padStart(8)}` +
        `  LCP element (median run)`,
    );
    for (const { page, result } of chosen) {
      console.log(
        `${page.padEnd(13)} ${String(result.score).padStart(5)} ` +
          `${ms(result.lcp).padStart(8)} ${ms(result.fcp).padStart(8)} ${ms(result.tbt).padStart(8)}  ${result.lcpElement}`,
      );
    }
    for (const { page, result } of chosen) {
      console.log(`BENCH\tlighthouse ${page}: performance (mobile), median of ${RUNS}\t${result.score}\t≥ ${GOAL_SCORE}`);
    }
    const opening = chosen.find((entry) => entry.page === '/');
    if (opening) console.log(`BENCH\tlighthouse /: LCP (mobile), median-score run\t${ms(opening.result.lcp)}\t≤ ${GOAL_LCP_MS} ms`);
  } finally {
    chrome?.kill();
    server?.child.kill('SIGINT');
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
