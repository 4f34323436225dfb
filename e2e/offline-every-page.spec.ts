import { ownGift } from './own-gift';
import { expect, request as apiRequest, test, type Locator, type Page } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { EDITABLE_FEATURE_IDS } from '../src/shared/constants';
import { readsToStore } from '../src/web/api/page-reads';
import { csrf, login, openMainGift, passQuiz, pushAppPath, unlockWithPin } from './support';

// Offline after the PIN, every page the menu leads to opens with its content or with the offline page, never
// with an empty screen or a load failure (docs/product.md, offline; decision 058): past the PIN the worker
// stores the data of every recipient page, not only of the pages opened. None of these pages is opened online.

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

/** The worker holds every page's data (api/page-reads.ts) and files (the build's list): its copy of the gift is complete. */
async function offlineCopyDone(page: Page) {
  const files = (await (await page.request.get('/offline-files.json')).json()) as string[];
  const wanted = [...readsToStore(), ...files.filter((file) => file.startsWith('/assets/'))];
  await expect
    .poll(
      async () => {
        const stored = await page.evaluate(async () => {
          const name = (await caches.keys()).find((cache) => cache.startsWith('kado-offline-'));
          return name ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : [];
        });
        return wanted.filter((address) => !stored.includes(address));
      },
      { message: 'what the worker has not stored', timeout: 60_000 },
    )
    .toEqual([]);
}

/**
 * The page at `path` shows its content, or the offline page with its way back: a heading, nothing left loading,
 * no load failure. Soft: every page is tried, and each says what it showed instead. `leaving` is a part of the page
 * the link was on: the router changes the address at once but may keep that page on screen until the new one has
 * rendered, so its heading would pass for the new page's until it is gone.
 */
async function expectContentOrOfflinePage(page: Page, path: string, leaving?: Locator): Promise<'content' | 'offline page' | string> {
  const before = test.info().errors.length;
  await expect.soft(page, `${path}: reached`).toHaveURL(path);
  if (leaving) await expect.soft(leaving, `${path}: the page before it gave way`).toHaveCount(0);
  if (test.info().errors.length > before) return `not reached: at ${new URL(page.url()).pathname}`;
  await expect.soft(page.locator('main h1').first(), `${path}: a heading`).not.toBeEmpty();
  await expect.soft(page.getByText(/^(Loading|Memuat)/), `${path}: nothing still loading`).toHaveCount(0);
  // A load failure's words ('Gagal memuat …', 'Gagal mengambil …'); a folder another journey named 'Gagal …' is not one.
  await expect.soft(page.getByText(/^Gagal (memuat|mengambil|membuka)/), `${path}: no load failure`).toHaveCount(0);
  if (test.info().errors.length > before) return `failed: ${(await page.locator('#root').innerText()).replace(/\s+/g, ' ').slice(0, 120)}`;
  const offline = page.getByTestId('offline-page');
  if ((await offline.count()) === 0) return 'content';
  await expect(offline.getByRole('heading', { name: 'Kamu sedang offline' })).toBeVisible();
  await expect(offline.getByRole('link', { name: 'Ke menu' })).toBeVisible();
  return 'offline page';
}

test('offline after the PIN, every page of the menu opens with its content, none opened before', async ({ browser }) => {
  const giver = await apiRequest.newContext({ baseURL: ownGift().origin });
  await login(giver);
  const features = (await (await giver.get('/api/features')).json()) as { data: { title: string; selected_features: string } };
  const context = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'allow' });
  try {
    // Every feature in the menu: its six icons and the heart.
    const shown = await giver.post('/api/features', {
      headers: csrf,
      data: { title: features.data.title, selected_features: JSON.stringify(['gift', ...EDITABLE_FEATURE_IDS]) },
    });
    expect(shown.status(), await shown.text()).toBe(200);

    const recipient = await context.newPage();
    await unlockWithPin(recipient);
    await passQuiz(recipient);
    // The menu is the one page opened online; the worker then stores the rest.
    await recipient.goto(ROUTES.features);
    await expect(recipient.getByRole('heading', { level: 1, name: features.data.title })).toBeVisible();
    await expect.poll(() => recipient.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await offlineCopyDone(recipient);

    await context.setOffline(true);
    await recipient.reload();
    // The menu's own title, not the stand-in of a failed read.
    await expect.soft(recipient.getByRole('heading', { level: 1, name: features.data.title })).toBeVisible();

    const seen: Record<string, string> = {};
    const heart = recipient.getByRole('button', { name: 'Main Gift' });
    for (const item of EDITABLE_FEATURE_IDS) {
      await expect(heart).toHaveAttribute('aria-expanded', 'false');
      await heart.click();
      const link = recipient.getByTestId(`menu-item-${item}`).getByRole('link');
      const path = (await link.getAttribute('href'))!;
      await link.click();
      seen[path] = await expectContentOrOfflinePage(recipient, path, heart);
      await recipient.goBack();
      await expect(recipient).toHaveURL(ROUTES.features);
    }
    // The games' own pages: the quiz from the menu, then the crossword from the quiz.
    for (const path of [ROUTES.quiz, ROUTES.crossword]) {
      await pushAppPath(recipient, path);
      seen[path] = await expectContentOrOfflinePage(recipient, path, path === ROUTES.quiz ? heart : undefined);
    }
    // The heart: the quiz was passed, so it opens Main Gift, and its pages.
    await pushAppPath(recipient, ROUTES.features);
    await openMainGift(recipient);
    seen[ROUTES.mainGift] = await expectContentOrOfflinePage(recipient, ROUTES.mainGift);
    for (const path of [ROUTES.videoGift, ROUTES.loveTyping, ROUTES.coupon]) {
      await pushAppPath(recipient, path);
      seen[path] = await expectContentOrOfflinePage(recipient, path);
    }
    test.info().annotations.push({ type: 'offline', description: JSON.stringify(seen) });
    // Every page's data was stored: none of them needed the offline page.
    expect(Object.entries(seen).filter(([, what]) => what !== 'content')).toEqual([]);
  } finally {
    await giver.post('/api/features', { headers: csrf, data: features.data });
    await giver.dispose();
    await context.close();
  }
});
