import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { ROUTES, routePath } from '../src/shared/routes';
import { AXE_TAGS, collectErrors, csrf, login, openInApp, questionsWithAnswers, recipientSweep, unlockWithPin } from './support';

// axe-core on every page of docs/product.md §2, at phone and desktop size (the two projects): the recipient's
// pages after the PIN, and the giver's edit hub and editor pages. No serious or critical violation, and
// no console error (a Content-Security-Policy violation is one) while the page loads.
//
// Each sweep loads its first page and reaches the others through the app's router, as its links do: a page load
// costs the journeys' Chromium about eight times as much (decision 070), and the router is how a visitor moves.
// Every page is a step of its own, and its findings are soft: one sweep reports every page that fails.

// The sweep only reads (a folder and the wishes link are the only writes, each made once): its tests share one gift
// per project instead of making one each (decision 091).
test.use({ giftPerFile: true });

const EDITOR_PATHS = new Set<string>([
  ROUTES.editPages,
  ROUTES.editOpening,
  ROUTES.editDateInput,
  ROUTES.editDaysOfLove,
  ROUTES.editFeatures,
  ROUTES.editLoveMoment,
  ROUTES.editLoveTyping,
  ROUTES.editVideoGift,
  // Susun Kadomu: its first step reads the occasions (GET /api/templates, docs/product.md §27).
  ROUTES.editBuild,
]);
/** Every recipient page, in the order the sweeps visit them (e2e/support.ts). */
const recipientPages = recipientSweep();
/** The giver's pages, the entry editors (one component) apart. */
const giverPages = [
  ROUTES.editPages,
  ROUTES.editOpening,
  ROUTES.editLoveMoment,
  ROUTES.editDateInput,
  ROUTES.editLoveTyping,
  ROUTES.editDaysOfLove,
  ROUTES.editVideoGift,
  ROUTES.editFeatures,
  ROUTES.editBuild,
].map((pattern) => routePath(pattern));
// Every page of docs/product.md §2 is in one of the sweeps: a route added to src/shared/routes.ts and left out here
// stops the sweep before it starts.
const unswept = Object.values(ROUTES).filter((pattern) => !recipientPages.includes(pattern) && !EDITOR_PATHS.has(pattern));
if (unswept.length > 0 || giverPages.length !== EDITOR_PATHS.size) throw new Error(`Pages the sweep does not visit: ${unswept.join(', ')}`);

/** Serious or critical findings of axe on the page as it is now, its frames included. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`)
          .slice(0, 5)
          .join('\n    ')}`,
    );
}

/** The edit hub's preview (a frame) shows its page: past its loading screen, a heading, nothing left loading. */
async function framesShown(page: Page): Promise<void> {
  for (const frame of await page.locator('iframe').all()) {
    const content = frame.contentFrame();
    await expect(content.locator('#loading-screen')).toBeHidden({ timeout: 10_000 });
    await expect(content.locator('h1').first()).toBeVisible();
    await expect(content.locator('[aria-busy="true"]')).toHaveCount(0);
  }
}

/**
 * One page of a sweep: loaded (the first) or reached through the router (the others), then axe's verdict and the
 * console's errors since the page was asked for.
 */
async function sweepPage(page: Page, path: string, errors: string[], how: 'load' | 'router'): Promise<void> {
  await test.step(path, async () => {
    const before = errors.length;
    if (how === 'load') {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // The loading screen (docs/product.md §1) covers the page for its first 2 s: check the page under it.
      await expect(page.locator('#loading-screen')).toBeHidden({ timeout: 10_000 });
      // The page rendered: its heading is on screen (the hub's is in its header).
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    } else {
      await openInApp(page, path);
    }
    await framesShown(page);
    const serious = await seriousViolations(page);
    expect.soft(serious, `${path}:\n${serious.join('\n')}`).toEqual([]);
    // The hub logs, by design, a preview path that names no gallery folder (preview-frame.tsx).
    expect
      .soft(
        errors.slice(before).filter((e) => !e.startsWith('Edit hub: no folder id')),
        `${path}: console errors`,
      )
      .toEqual([]);
  });
}

/** Loads the first page and moves to each of the others through the router. */
async function sweep(page: Page, paths: string[]): Promise<void> {
  const errors = collectErrors(page);
  for (const [index, path] of paths.entries()) await sweepPage(page, path, errors, index === 0 ? 'load' : 'router');
}

// `npm test` sweeps the recipient's pages at phone size, the size they are opened at; `npm run test:sweeps`
// (KADO_FULL_SWEEPS=1) sweeps them at desktop size too (decision 091). The giver's pages: both sizes, always.
const recipientTags = process.env.KADO_FULL_SWEEPS === '1' ? [] : ['@phone-only'];

test('every page of the recipient has no serious accessibility violation', { tag: recipientTags }, async ({ page, request }) => {
  test.setTimeout(120_000);
  // A folder that exists, so its page shows its photos' grid rather than a failed request; and the wishes link open,
  // whose guest page shows its form to a browser that opened the link. Made by the giver on a context
  // of its own: the sweep is the recipient's, without the giver's buttons.
  await login(request);
  const created = await request.post('/api/gallery/create-folder', { data: { name: 'Axe' }, headers: csrf });
  const folderId = ((await created.json()) as { data: { id: number } }).data.id;
  expect((await request.put('/api/wishes/link', { data: { open: true }, headers: csrf })).status()).toBe(200);
  const link = ((await (await request.get('/api/wishes/link')).json()) as { data: { url: string } }).data.url;
  // The gift's own demo question, for the page of one question's options.
  const id = (await questionsWithAnswers())[0]!.id;
  await unlockWithPin(page);
  expect((await page.request.get(link)).status()).toBe(200);
  await sweep(
    page,
    recipientPages.map((pattern) => routePath(pattern, { folderId, id })),
  );
});

test('every page of the giver has no serious accessibility violation', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page);
  await sweep(page, giverPages);
});

// The hub's lists of what the recipient did and what is still open, the quiz editor's choice of the
// right answer, 'Tampilan' and 'Bagikan' with its warning for a localhost link: their words and states are component
// tests (src/web/features/**/*.test.tsx); their markup is checked here, at desktop size. Each section is loaded: they
// share the hub's heading, so the router's move to the next one has no heading of its own to wait for.
test("the hub's sections have no serious accessibility violation", { tag: '@desktop-only' }, async ({ page }) => {
  test.setTimeout(90_000);
  await login(page);
  const errors = collectErrors(page);
  for (const section of ['ready', 'footsteps', 'quiz', 'look', 'share']) {
    await sweepPage(page, `${ROUTES.editPages}?section=${section}`, errors, 'load');
  }
});
