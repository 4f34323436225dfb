import { expect, test } from './fixtures';
import { ROUTES, routePath } from '../src/shared/routes';
import { collectErrors, unlockWithPin } from './support';

// These journeys only read: they share one gift per project.
test.use({ giftPerFile: true });

// Every page of docs/product.md §2 is served (200) and renders its heading without a console error, for a
// recipient who has entered the PIN. The recipient's own pages are loaded so by their own journeys, which test what
// they show (the accessibility sweep loads its first page and reaches the others through the router);
// here are the giver's pages (which meet a recipient with the login) and the addresses with an optional part.

const GIVER_PAGES: string[] = [
  ROUTES.editPages,
  ROUTES.editOpening,
  ROUTES.editDateInput,
  ROUTES.editDaysOfLove,
  ROUTES.editFeatures,
  ROUTES.editLoveMoment,
  ROUTES.editLoveTyping,
  ROUTES.editVideoGift,
];
const paths = [
  ...GIVER_PAGES.map((pattern) => routePath(pattern, { id: 1 })),
  // The optional parameter may also be left out; the video gift editor takes an optional ?id.
  routePath(ROUTES.editLoveMoment),
  `${ROUTES.editVideoGift}?id=1`,
];

for (const path of paths) {
  test(`${path} is served and renders`, async ({ page }) => {
    const errors = collectErrors(page);
    await unlockWithPin(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const pathname = path.split('?')[0];
    if (pathname === ROUTES.editPages) {
      await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    } else {
      await expect(page.locator('h1').first()).toBeVisible();
    }
    // Let the page's own requests finish, so an error they cause is caught too.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/bukan-halaman');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan.' })).toBeVisible();
});
