import { expect, test, type Page } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { idGames } from '../src/web/i18n/id-games';
import { collectErrors, unlockWithPin } from './support';

// These journeys only read: they share one gift per project.
test.use({ giftPerFile: true });

// The app's own router (decision 026) in a real browser: a plain click moves inside the app (no reload)
// into a lazily loaded page, Back and Forward show the page of the address, and a Ctrl-click is the
// browser's (a new tab).

const t = idGames.menu;

/** Marks the loaded document: a full reload would lose the mark. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { kadoMark: number }).kadoMark = 1));
}
function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { kadoMark?: number }).kadoMark === 1);
}

test('a link moves inside the app; Back and Forward show the page of the address', async ({ page }) => {
  const errors = collectErrors(page);
  await unlockWithPin(page);
  await page.goto(ROUTES.games);
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  await markDocument(page);

  await page.getByRole('link', { name: t.quiz }).click();
  await expect(page).toHaveURL(ROUTES.quiz);
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeHidden();
  expect(await isSameDocument(page)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(ROUTES.games);
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();

  await page.goForward();
  await expect(page).toHaveURL(ROUTES.quiz);
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeHidden();
  expect(await isSameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('a Ctrl-click opens the link in a new tab and leaves this page where it is', async ({ page, context }) => {
  await unlockWithPin(page);
  await page.goto(ROUTES.games);
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();

  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: t.back }).click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  // A new tab starts on about:blank and may have loaded it before it navigates: wait for the address instead.
  await tab.waitForURL((url) => url.pathname === ROUTES.features);
  await expect(page).toHaveURL(ROUTES.games);
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
});
