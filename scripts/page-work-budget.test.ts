import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { JOURNEY_CHROMIUM } from '../e2e/chromium.js';
import { giverCookie, isGiverPage, phoneContext, startBuiltServer, viewerCookie, type BuiltServer } from './built-server.js';
import { readManifest } from './bundle-size.mjs';

// The main thread's work while a page loads, as counts that do not depend on the host's speed (decision 089): each
// page of the built app is loaded in Chromium at a phone's size with a trace, and what costs time on every frame or
// every style recalculation is counted, not timed. Runs in `npm test` after the build (`npm run test:budget`).
//
// - Animations the compositor cannot run. Such an animation (a transition of `visibility`, of a colour, of a size)
//   restyles its element, and all it passes on to, on the main thread on every frame while it runs: the loading screen's
//   fade was one, 170 elements restyled per frame for 0.4 s on every page. Transform and opacity run on
//   the compositor. Chromium names such an animation in its trace with the properties it could not take over.
// - CSS rules in force in the page's document once it has loaded: every rule is parsed, indexed and matched against the elements
//   on each style recalculation, on a phone as on this host. The recipient's pages carried the whole app's stylesheet,
//   the giver's editors included, until decision 089.
// - Stylesheets parsed while the page loads and switched off again before it settled: each one's rules were indexed
//   and every element restyled once when it came and once when it went. The shell's sheet was applied before the
//   first render and switched off for pages.css on every page but the opening, until decision 099.
// - Intl asked during the load: its first use in a page sets up the browser's locale data, about 30 ms of one task on
//   this host (decision 099). The pages write their numbers and month names themselves.
// - Files a page asks for while it loads that its shell did not name: each waited for the code that asked for it
//   (decision 100). The opening's shell names only the entry's, as built.
// - localStorage or sessionStorage used under the loading screen: a page's first use waits, its main thread blocked,
//   while the browser loads the site's stored values from another process; in Lighthouse's traces of `/` that wait
//   was 25–70 ms of one task of the first render on this host (the music's is_pin, decision 101). The recipient's
//   pages only: the giver's builder and hub read where the builder was left for their first render.
// - Layout shifts (the Layout Instability API's, under the loading screen too, as Lighthouse counts them): the hub's
//   builder card arriving after the hub pushed the form down (0.18), and the form growing moved the preview (0.16).

/** The recipient's four measured pages (decision 033) and the giver's two (decision 089). */
const PAGES = ['/', '/features', '/gallery', '/love-moment', '/edit-build', '/edit-pages'] as const;

/**
 * CSS rules each page's document may hold in its sheets in force (the inline loading screen's, the shell's or the
 * pages' or the whole app's, and the page's own), every rule inside @layer, @media and @supports counted. Measured on
 * 2026-12-07 after decision 089: 16 + 433 on `/`; 16 + 809 on the other recipient pages (+ 32 of the menu's own),
 * the shell's sheet switched off; 16 + 916 on the giver's. Each budget is that and about 2 %. Before decision 089 the
 * recipient's and the giver's pages held 1,365–1,397 rules (the shell's sheet and the whole app's).
 */
const RULES_BUDGET: Record<(typeof PAGES)[number], number> = {
  '/': 460,
  '/features': 875,
  '/gallery': 845,
  '/love-moment': 845,
  '/edit-build': 955,
  '/edit-pages': 955,
};

/** The shell's stylesheet, which index.html names itself, as a preload. */
const SHELL_SHEET = /^\/assets\/index-[\w-]+\.css$/;

/**
 * What a recipient page asks for after its first render, by design: once it knows its visitor is past the PIN, its
 * footstep and the offline worker's start (components/recipient-gate.tsx, lib/past-pin.ts); and the music player's
 * code, run under the loading screen so that the screen's lift has only its first render to do (decision 101). Every
 * other file a page but the opening asks for while it loads is named on its shell (decision 100), so none waits for
 * the one before it.
 */
const AFTER_THE_PAGE = /^\/assets\/(past-pin|offline|activity)-[\w-]+\.js$/;
const MUSIC_PLAYER = 'features/music-player/music-player.tsx';

/** Layout shift a page may add up while it loads: Lighthouse's threshold for a good CLS. */
const LAYOUT_SHIFT_BUDGET = 0.1;

/**
 * Notes each use of Intl by the page (constructors and the toLocale… methods), and sums the page's layout shifts.
 * A string, not a function: the test's transform would add helpers the page does not have.
 */
const WATCH_PAGE = `
  window.__kadoIntl = [];
  window.__kadoShift = 0;
  const note = (what) => window.__kadoIntl.push(what + ' ' + (new Error().stack.split('\\n')[3] || '').trim());
  for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat']) {
    const Original = Intl[name];
    Intl[name] = function (...args) { note('Intl.' + name); return new Original(...args); };
  }
  for (const [proto, method] of [[Number.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'], [Date.prototype, 'toLocaleTimeString'], [String.prototype, 'localeCompare']]) {
    const original = proto[method];
    proto[method] = function (...args) { note(method); return original.apply(this, args); };
  }
  window.__kadoStorage = [];
  for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key']) {
    const original = Storage.prototype[method];
    Storage.prototype[method] = function (...args) {
      const screen = document.getElementById('loading-screen');
      if (screen && !screen.classList.contains('is-leaving'))
        window.__kadoStorage.push(method + ' ' + String(args[0]) + ' ' + (new Error().stack.split('\\n')[2] || '').trim());
      return original.apply(this, args);
    };
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__kadoShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** How long after the loading screen is gone the trace goes on: the page's reads and its render after them. */
const SETTLE_MS = 500;

interface TraceEvent {
  name: string;
  ph: string;
  args?: { data?: { displayName?: string; nodeName?: string; unsupportedProperties?: string[]; styleSheetUrl?: string } };
  id2?: unknown;
  id?: unknown;
}

interface PageWork {
  /** Animations the compositor could not take over: `name (element): properties`. */
  mainThreadAnimations: string[];
  cssRules: number;
  sheets: string[];
  /** The stylesheets (file names) parsed during the load that no frame of the page holds in force at its end. */
  parsedThenOff: string[];
  /** Each use of Intl during the load, with the line of the page's code that asked. */
  intl: string[];
  /** Each use of localStorage or sessionStorage under the loading screen: method, key, the line that asked. */
  storage: string[];
  layoutShift: number;
  /** The app's files the page asked for during its load that its shell did not name (decision 100). */
  unnamed: string[];
}

const manifest = readManifest();

/** The files of a module's chunk and of the chunks it imports, as the page asks for them. */
function chunkFiles(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest?.[key];
  if (!chunk || into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) chunkFiles(imported, into);
  return into;
}
let server: BuiltServer | undefined;
let browser: Browser | undefined;
let work: string | undefined;
const cookies = { viewer: '', giver: '' };

/** Loads `page` in a fresh phone-sized context with a trace, until the loading screen is gone and the page settled. */
async function measure(page: string): Promise<PageWork> {
  const base = `http://127.0.0.1:${server!.port}`;
  const context = await phoneContext(browser!, base, isGiverPage(page) ? cookies.giver : cookies.viewer);
  try {
    await context.addInitScript({ content: WATCH_PAGE });
    const tab = await context.newPage();
    // The page's own requests for the app's files, in the order asked (the offline worker's are not the page's).
    const asked: string[] = [];
    tab.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/assets/') && request.frame() === tab.mainFrame()) asked.push(url.pathname);
    });
    await browser!.startTracing(tab, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await tab.goto(base + page);
    await tab.locator('#loading-screen').waitFor({ state: 'detached', timeout: 20_000 });
    await tab.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser!.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const boot = (await tab.evaluate(`(() => {
      const boot = document.querySelector('script[src="/boot.js"]');
      return [boot.dataset.entry, boot.dataset.modules, boot.dataset.styles].join(' ');
    })()`)) as string;
    const named = new Set(boot.split(' ').filter(Boolean));
    // An animation's begin event names it and its element; a later instant event of the same id says why the
    // compositor refused it.
    const names = new Map<string, string>();
    const refused = new Map<string, string[]>();
    for (const event of trace.traceEvents) {
      if (event.name !== 'Animation') continue;
      const key = JSON.stringify(event.id2 ?? event.id);
      const data = event.args?.data;
      if (event.ph === 'b' && data?.displayName) names.set(key, `${data.displayName} (${data.nodeName ?? '?'})`);
      if (data?.unsupportedProperties?.length) refused.set(key, data.unsupportedProperties);
    }
    const parsed = new Set(
      trace.traceEvents.flatMap((event) => (event.name === 'ParseAuthorStyleSheet' && event.args?.data?.styleSheetUrl) || []),
    );
    // Every frame's sheets in force: the hub's preview is a frame of the recipient's app, with sheets of its own.
    const inForce = new Set<string>();
    for (const frame of tab.frames())
      for (const href of (await frame.evaluate(
        `[...document.styleSheets].filter((sheet) => !sheet.disabled && sheet.href).map((sheet) => sheet.href)`,
      )) as string[])
        inForce.add(href);
    // A string, not a function: the test's transform would add helpers the page does not have.
    const { cssRules, sheets } = (await tab.evaluate(`(() => {
      const count = (rules) => [...rules].reduce((sum, rule) => sum + 1 + (rule.cssRules ? count(rule.cssRules) : 0), 0);
      const sheets = [...document.styleSheets].filter((sheet) => !sheet.disabled);
      return {
        cssRules: sheets.reduce((sum, sheet) => sum + count(sheet.cssRules), 0),
        sheets: sheets.map((sheet) => (sheet.href ?? 'inline').split('/').pop() + ' ' + count(sheet.cssRules)),
      };
    })()`)) as { cssRules: number; sheets: string[] };
    return {
      mainThreadAnimations: [...refused].map(([key, properties]) => `${names.get(key) ?? key}: ${properties.join(', ')}`),
      cssRules,
      sheets,
      parsedThenOff: [...parsed].filter((href) => !inForce.has(href)).map((href) => href.split('/').pop()!),
      intl: (await tab.evaluate('window.__kadoIntl')) as string[],
      storage: (await tab.evaluate('window.__kadoStorage')) as string[],
      layoutShift: (await tab.evaluate('window.__kadoShift')) as number,
      unnamed: [...new Set(asked)].filter((file) => !named.has(file) && !SHELL_SHEET.test(file)),
    };
  } finally {
    await context.close();
  }
}

describe.skipIf(!manifest)('the main thread’s work while each page loads, counted (needs `npm run build`)', () => {
  const results = new Map<string, PageWork>();

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-page-work-'));
    server = await startBuiltServer(work);
    cookies.viewer = await viewerCookie(server.port);
    cookies.giver = await giverCookie(server.port);
    browser = await chromium.launch(JOURNEY_CHROMIUM);
    for (const page of PAGES) results.set(page, await measure(page));
    console.log(
      PAGES.map((page) => {
        const result = results.get(page)!;
        const animations = result.mainThreadAnimations.join('; ') || 'none';
        const rules = `${String(result.cssRules).padStart(5)} CSS rules (${result.sheets.join(', ')})`;
        const off = result.parsedThenOff.join(', ') || 'none';
        const intl = result.intl.length > 0 ? result.intl.join('; ') : 'none';
        return (
          `${page.padEnd(12)} ${rules}; main-thread animations: ${animations}; sheets parsed then switched off: ${off}; ` +
          `Intl: ${intl}; storage under the loading screen: ${result.storage.join('; ') || 'none'}; ` +
          `layout shift ${result.layoutShift.toFixed(3)}; ` +
          `files the shell did not name: ${result.unnamed.join(', ') || 'none'}`
        );
      }).join('\n'),
    );
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    server?.child.kill('SIGINT');
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  test.each(PAGES)('%s runs every animation on the compositor', (page) => {
    expect(results.get(page)!.mainThreadAnimations).toEqual([]);
  });

  test.each(PAGES)('%s parses no stylesheet that it switches off again while it loads', (page) => {
    expect(results.get(page)!.parsedThenOff).toEqual([]);
  });

  test.each(PAGES)('%s asks nothing of Intl while it loads', (page) => {
    expect(results.get(page)!.intl).toEqual([]);
  });

  test.each(PAGES.filter((page) => !isGiverPage(page)))(
    '%s leaves localStorage and sessionStorage alone under the loading screen',
    (page) => {
      expect(results.get(page)!.storage).toEqual([]);
    },
  );

  test.each(PAGES)(`%s shifts its layout by at most ${LAYOUT_SHIFT_BUDGET} while it loads`, (page) => {
    expect(results.get(page)!.layoutShift).toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET);
  });

  test.each(PAGES.filter((page) => page !== '/'))(
    '%s asks for no file its shell did not name, but its footstep, the offline start and the music player',
    (page) => {
      const player = chunkFiles(MUSIC_PLAYER);
      expect(player.size, 'the music player in the manifest').toBeGreaterThan(0);
      expect(results.get(page)!.unnamed.filter((file) => !AFTER_THE_PAGE.test(file) && !player.has(file))).toEqual([]);
    },
  );

  test.each(PAGES)('%s holds no more CSS rules than its budget', (page) => {
    const result = results.get(page)!;
    expect(result.cssRules, `${page}: ${result.sheets.join(', ')}`).toBeLessThanOrEqual(RULES_BUDGET[page]);
  });
});

if (!manifest) {
  test('a build to measure: dist/web/.vite/manifest.json (run `npm run build`, then `npm run test:budget`)', () => {
    expect(manifest, 'dist/web/.vite/manifest.json is missing').toBeTruthy();
  });
}
