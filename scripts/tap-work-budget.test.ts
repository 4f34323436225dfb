import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { JOURNEY_CHROMIUM } from '../e2e/chromium.js';
import { addLoveMoment, giverCookie, isGiverPage, phoneContext, startBuiltServer, viewerCookie, type BuiltServer } from './built-server.js';
import { readManifest } from './bundle-size.mjs';
import { mainThreadEvents, type TraceEvent } from './trace-events.js';

// What a tap makes the main thread do before its first frame, counted, not timed (decision 098): each tap below is
// made as a phone makes it (touch, then the pointer and mouse events and the click) on a settled page of the built app,
// with a trace. A style recalculation or a layout inside script (the tap's handlers, React's render and commit, a
// timer) before the tap's first frame is one the page's code forced (a `focus()`, a `scrollIntoView()`, a measure),
// done before the browser could paint the tap's answer; the browser's own come in the frame, outside script. On a
// phone 8 times slower each forced pass of a whole page costs tens of ms of the tap's INP (the flip's focus: 23–44 ms
// at 8x). Runs in `npm test` after the build (`npm run test:budget`).

interface Tap {
  page: string;
  /** What is tapped, once the page shows it. */
  target: (tab: Page) => ReturnType<Page['locator']>;
}

const TAPS: Record<string, Tap> = {
  "the menu's heart": { page: '/features', target: (tab) => tab.locator('[data-testid=menu-heart]') },
  'a love moment’s flip': { page: '/love-moment', target: (tab) => tab.locator('button[aria-pressed="false"]').first() },
  'a section of the phone hub': {
    page: '/edit-pages?section=opening',
    target: (tab) => tab.getByRole('navigation', { name: 'Bagian yang diedit' }).getByRole('button', { name: 'Days Of Love', exact: true }),
  },
};

/** The events a finger's tap sends: the first of them in the trace is where the tap begins. */
const TAP_EVENTS = new Set(['touchstart', 'touchend', 'pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'focusin', 'focus']);

/** Script on the main thread: an event's handlers, a timer, a frame's callback, a promise's continuation. */
const SCRIPT = new Set(['EventDispatch', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback', 'RunMicrotasks', 'v8.run']);

/**
 * Style recalculations and layouts that script asked for (nested inside it) between the tap's first event and the
 * first frame the main thread committed after it, on the page's main thread.
 */
function forcedBeforeFirstFrame(events: TraceEvent[]): string[] {
  const thread = mainThreadEvents(events);
  const tap = thread.find((e) => e.name === 'EventDispatch' && TAP_EVENTS.has(e.args?.data?.type ?? ''));
  if (!tap) return ['no event of the tap in the trace'];
  const frame = thread.find((e) => e.name === 'Commit' && e.ts > tap.ts)?.ts ?? Number.POSITIVE_INFINITY;
  const scripts = thread.filter((e) => SCRIPT.has(e.name) && e.ts >= tap.ts && e.ts < frame);
  return thread
    .filter((e) => (e.name === 'UpdateLayoutTree' || e.name === 'Layout') && e.ts >= tap.ts && e.ts < frame)
    .flatMap((e) => {
      const inside = scripts.find((script) => script.ts <= e.ts && e.ts + e.dur! <= script.ts + script.dur!);
      return inside ? [`${e.name} in ${inside.name}${inside.args?.data?.type ? ` ${inside.args.data.type}` : ''}`] : [];
    });
}

const manifest = readManifest();
let server: BuiltServer | undefined;
let browser: Browser | undefined;
let work: string | undefined;
const cookies = { viewer: '', giver: '' };

async function forcedByTap({ page, target }: Tap): Promise<string[]> {
  const base = `http://127.0.0.1:${server!.port}`;
  const context = await phoneContext(browser!, base, isGiverPage(page) ? cookies.giver : cookies.viewer);
  try {
    const tab = await context.newPage();
    await tab.goto(base + page);
    await tab.locator('#loading-screen').waitFor({ state: 'detached', timeout: 20_000 });
    const box = (await target(tab).boundingBox({ timeout: 20_000 }))!;
    await tab.waitForLoadState('networkidle');
    await browser!.startTracing(tab, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await tab.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    // The tap's frame, and the task after it where the work that waits for it runs.
    await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const trace = JSON.parse((await browser!.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return forcedBeforeFirstFrame(trace.traceEvents);
  } finally {
    await context.close();
  }
}

describe.skipIf(!manifest)('a tap forces no style or layout before its first frame (needs `npm run build`)', () => {
  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-tap-work-'));
    server = await startBuiltServer(work);
    cookies.viewer = await viewerCookie(server.port);
    cookies.giver = await giverCookie(server.port);
    await addLoveMoment(server.port);
    browser = await chromium.launch(JOURNEY_CHROMIUM);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    server?.child.kill('SIGINT');
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  test.each(Object.keys(TAPS))('%s', async (name) => {
    expect(await forcedByTap(TAPS[name]!)).toEqual([]);
  });
});
