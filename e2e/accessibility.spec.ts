import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { ROUTES, routePath } from '../src/shared/routes';
import { collectErrors, csrf, login, questionsWithAnswers, unlockWithPin } from './support';

// axe-core on every page of docs/product.md §2, at phone and desktop size (the two projects): the recipient's
// pages after the PIN, and the giver's edit hub and editor pages. No serious or critical violation, and
// no console error (a Content-Security-Policy violation is one) while the page loads.

// The sweep only reads (a folder and the wishes link are the only writes, each made once per test): its tests share
// one gift per project instead of making one each (decision 062), 38 gifts → 2.
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
  // Susun Kadomu (decision 064): its first step reads the occasions (GET /api/templates, docs/product.md §27).
  ROUTES.editBuild,
]);
const recipientPages = Object.values(ROUTES).filter((pattern) => !EDITOR_PATHS.has(pattern));
const giverPages = [...EDITOR_PATHS].map((pattern) => routePath(pattern));

async function expectAccessible(page: Page, path: string): Promise<void> {
  const errors = collectErrors(page);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // The loading screen (docs/product.md §1) covers the page for its first 2 s: check the page under it.
  await expect(page.locator('#loading-screen')).toBeHidden({ timeout: 10_000 });
  // The page rendered: its heading is on screen (the hub's is in its header).
  await expect(page.locator('h1').first()).toBeVisible();
  // The edit hub's preview keeps media streaming, so the network may never go quiet: wait a bounded time.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`)
          .slice(0, 5)
          .join('\n    ')}`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
  // The hub logs, by design, a preview path that names no gallery folder (preview-frame.tsx).
  expect(errors.filter((e) => !e.startsWith('Edit hub: no folder id'))).toEqual([]);
}

// `npm test` sweeps the recipient's pages at phone size, the size they are opened at; `npm run test:sweeps`
// (KADO_FULL_SWEEPS=1) sweeps them at desktop size too (decision 046). The giver's pages: both sizes, always.
const recipientTags = process.env.KADO_FULL_SWEEPS === '1' ? [] : ['@phone-only'];

test.describe('the recipient', () => {
  for (const pattern of recipientPages) {
    test(`${pattern} has no serious accessibility violation`, { tag: recipientTags }, async ({ page, request }) => {
      let folderId = 1;
      if (pattern === ROUTES.folder) {
        // A folder that exists, so the page shows its photos' grid rather than a failed request.
        await login(page);
        const created = await page.request.post('/api/gallery/create-folder', { data: { name: 'Axe' }, headers: csrf });
        folderId = ((await created.json()) as { data: { id: number } }).data.id;
      }
      if (pattern === ROUTES.leaveWish) {
        // The wishes link's guest page shows its form to a browser that opened the open link (decision 045).
        await login(request);
        expect((await request.put('/api/wishes/link', { data: { open: true }, headers: csrf })).status()).toBe(200);
        const link = ((await (await request.get('/api/wishes/link')).json()) as { data: { url: string } }).data.url;
        expect((await page.request.get(link)).status()).toBe(200);
      }
      // The gift's own demo question, for the page of one question's options.
      const id = pattern.includes(':id') ? (await questionsWithAnswers())[0]!.id : 1;
      await unlockWithPin(page);
      await expectAccessible(page, routePath(pattern, { folderId, id }));
    });
  }
});

test.describe('the giver', () => {
  for (const path of giverPages) {
    test(`${path} has no serious accessibility violation`, async ({ page }) => {
      await login(page);
      await expectAccessible(page, path);
    });
  }
  // The hub's lists of what the recipient did and what is still open (decision 040), the quiz editor's choice of the
  // right answer, 'Tampilan' and 'Bagikan' with its warning for a localhost link: their words and states are component
  // tests (src/web/features/**/*.test.tsx); their markup is checked here, at desktop size.
  for (const section of ['ready', 'footsteps', 'quiz', 'look', 'share']) {
    const path = `${ROUTES.editPages}?section=${section}`;
    test(`${path} has no serious accessibility violation`, { tag: '@desktop-only' }, async ({ page }) => {
      await login(page);
      await expectAccessible(page, path);
    });
  }
});
