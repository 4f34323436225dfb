import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { JOURNEY_CHROMIUM } from './e2e/chromium';
import { E2E_BASE_DOMAIN, E2E_OPERATOR } from './e2e/own-gift';
import { journeyWorkers } from './e2e/workers';

// The journeys drive Debian's Chromium against the built server (`npm test` builds first) on a fresh
// data folder. Port and folder are chosen once, in the runner, and inherited by the workers via env.
process.env.KADO_E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.KADO_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'kado-e2e-'));

const port = process.env.KADO_E2E_PORT;
// KADO_DIST_DIR: which build to serve (default dist); parallel runs also keep separate result folders.
const distDir = process.env.KADO_DIST_DIR ?? 'dist';
// Many gifts (decision 018): each journey's baseURL is its own gift's, {slug}.kado.localhost, made for it by
// the fixture in e2e/fixtures.ts (decision 091).

/**
 * Journeys whose subject changes with the screen: touch gestures (the slide, dragging, flipping), layouts
 * that differ at phone size (the menu, the hub's bottom bar, the crossword's grid, the gallery), and the
 * accessibility sweep of what a phone shows. The grep matches a test's file name, title and tags. A test of these
 * files whose subject does not change with the screen (an upload's progress, a form's failures, a verdict the
 * server keeps) is tagged @desktop-only: its phone run would prove nothing more (decision 053).
 */
const PHONE_JOURNEYS = [
  'accessibility.spec.ts',
  'crossword.spec.ts',
  'edit-hub.spec.ts',
  'entry-journey.spec.ts',
  'feature-menu.spec.ts',
  'fits-every-phone.spec.ts',
  'gallery-album.spec.ts',
  'gallery.spec.ts',
  'love-moment.spec.ts',
  'main-gift.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.KADO_E2E_OUTPUT_DIR ?? (distDir === 'dist' ? 'test-results' : `${distDir}/test-results`),
  // Each journey has a gift of its own, so files may run side by side against the one server.
  workers: journeyWorkers(),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    // The offline worker (decision 031) answers a viewer's requests itself, out of page.route()'s sight,
    // so the journeys that mock a viewer's calls would miss them: blocked here, allowed in e2e/offline.spec.ts.
    serviceWorkers: 'block',
    // Reduced motion (decision 091): the opening's heart draws one still frame and the CSS that honours the setting
    // stops, so the journeys' frames are not drawn for nothing (about 30 % less CPU). A journey whose subject is the
    // motion asks for it back (`page.emulateMedia({ reducedMotion: 'no-preference' })`).
    reducedMotion: 'reduce',
    // A failed journey keeps its trace: actions, network, console, sources, and a screenshot of the page as it failed.
    // Not the screencast (about 30 % of the journeys' CPU, decision 091) nor a DOM snapshot at every action (a further
    // 23 %, decision 068): `npx playwright test --trace on <file>` records both for a journey being looked into.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: JOURNEY_CHROMIUM,
  },
  // Every journey runs once, at desktop size; the journeys whose subject changes with the screen (the
  // files in PHONE_JOURNEYS, and any test tagged @phone or @phone-only) run at phone size as well.
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, grepInvert: /@phone-only/ },
    {
      name: 'phone',
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: new RegExp(`@phone|${PHONE_JOURNEYS.map((file) => file.replace(/\./g, '\\.')).join('|')}`),
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: {
    // The built server with cheaper password hashes (scripts/test-server.mjs, decision 091).
    command: 'node scripts/test-server.mjs',
    // Waits for the port: in many-gift mode 127.0.0.1 is no gift's host and answers 404.
    port: Number(port),
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.KADO_E2E_DATA_DIR,
      LOG_REQUESTS: 'false',
      BASE_DOMAIN: E2E_BASE_DOMAIN,
      OPERATOR_EMAIL: E2E_OPERATOR.email,
      OPERATOR_PASSWORD: E2E_OPERATOR.password,
    },
  },
});
