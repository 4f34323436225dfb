import fs from 'node:fs';
import path from 'node:path';
import type { Request } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { unlockWithPin } from './support';
import { readsToStore } from '../src/web/api/page-reads';

// A recipient page costs only its own files, even past the PIN (decision 055): the offline worker (decision
// 031) fetches and stores every other page's files itself, so the page never fetches or runs another page's
// code while it loads, and the worker asks the server only for files and reads (the page's own and every
// recipient page's, decision 058), never with a GET for an address the page only wrote to (the PIN's check, the
// footsteps of decision 040). Counted, not timed.

test.use({ serviceWorkers: 'allow' });

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** Vite's manifest of the build the journeys run against (playwright.config.ts). */
const manifest = JSON.parse(fs.readFileSync(path.join(process.env.KADO_DIST_DIR ?? 'dist', 'web/.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The scripts and stylesheets a module brings with it (its static imports, their stylesheets), as URL paths. */
function filesOf(...sources: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const name of chunk.imports ?? []) visit(name);
  };
  for (const source of sources) visit(source);
  return files;
}

/**
 * The gallery's own files: the app's entry, the gallery page with the pages' stylesheet (page-loader.ts), the
 * offline worker's start and the footsteps (lib/past-pin.ts, lib/offline.ts), the offline page any page shows when
 * its next page's code cannot be fetched, the player the gift's music comes with.
 */
const GALLERY_FILES = filesOf(
  'index.html',
  'features/gallery/gallery-page.tsx',
  'page-styles.ts',
  'lib/past-pin.ts',
  'lib/offline.ts',
  'components/offline-page.tsx',
  'features/music-player/music-player.tsx',
);

/** The scripts and stylesheets of the app the page itself asks for (the worker's own requests are not the page's). */
function pageFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\.(js|css)$/.test(url.pathname) && url.pathname.startsWith('/assets/')) files.push(url.pathname);
  });
  return files;
}

/** The offline worker holds the files of a page never opened: its copy of the gift is complete. */
async function expectOfflineCopyDone(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const name = (await caches.keys()).find((cache) => cache.startsWith('kado-offline-'));
          if (!name) return [];
          return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
        }),
      { timeout: 30_000 },
    )
    .toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/todo-list-page-[\w-]+\.js$/)]));
}

test('past the PIN, the gallery loads its own files only; the worker stores the other pages by itself', async ({ page, context }) => {
  test.setTimeout(60_000);
  const asked = pageFiles(page);
  const byWorker: Request[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) byWorker.push(request);
  });
  await unlockWithPin(page);
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expectOfflineCopyDone(page);

  // Only the gallery's own files, each once; no other page's code is fetched, let alone run, by the page.
  expect(new Set(asked).size, `asked twice: ${asked.join(', ')}`).toBe(asked.length);
  expect(asked.filter((file) => !GALLERY_FILES.has(file))).toEqual([]);
  test.info().annotations.push({ type: 'files', description: `${asked.length} scripts and stylesheets (own: ${GALLERY_FILES.size})` });
  expect(asked.length).toBeLessThanOrEqual(GALLERY_FILES.size);
  // The other pages' code came to the worker instead.
  expect(byWorker.some((request) => /^\/assets\/todo-list-page-/.test(new URL(request.url()).pathname))).toBe(true);
});

test('the worker never asks with a GET for an address the page only wrote to', async ({ page, context }) => {
  test.setTimeout(60_000);
  const pageGets = new Set<string>();
  page.on('request', (request) => {
    if (request.method() === 'GET') pageGets.add(new URL(request.url()).pathname);
  });
  const workerApiGets: string[] = [];
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.serviceWorker() && request.method() === 'GET' && pathname.startsWith('/api/')) workerApiGets.push(pathname);
  });
  await unlockWithPin(page);
  // The gallery's first visit is a footstep, a POST the page makes before the worker takes control.
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expectOfflineCopyDone(page);
  // The worker asked for its key (GET /api/session), the app's reads passed through it, and it stored every
  // recipient page's reads (api/page-reads.ts): nothing else.
  const recipientReads = new Set(readsToStore());
  expect(workerApiGets).toContain('/api/session');
  expect(workerApiGets).toContain('/api/wishes');
  expect(
    workerApiGets.filter((pathname) => pathname !== '/api/session' && !pageGets.has(pathname) && !recipientReads.has(pathname)),
  ).toEqual([]);
  expect(workerApiGets).not.toContain('/api/activity/page');
});
