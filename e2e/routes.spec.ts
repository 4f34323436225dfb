import { expect, test } from './fixtures';
import { ROUTES, routePath } from '../src/shared/routes';
import { collectErrors, csrf, login, unlockWithPin } from './support';

// Every page of docs/product.md §2 is served (200) and renders its heading without a console error, for a
// recipient who has entered the PIN. Pages' own journeys test what they show.

// /folder/{id} needs a folder that exists whatever other journeys did before: one is made here.
let folderId = 0;
test.beforeAll(async ({ playwright, baseURL }) => {
  const giver = await playwright.request.newContext({ baseURL });
  await login(giver);
  const created = await giver.post('/api/gallery/create-folder', { data: { name: `Rute ${Date.now().toString(36)}` }, headers: csrf });
  expect(created.status(), await created.text()).toBe(200);
  folderId = ((await created.json()) as { data: { id: number } }).data.id;
  await giver.dispose();
});

const paths = [
  ...Object.values(ROUTES).map((pattern) => routePath(pattern, { folderId: 'FOLDER', id: 1 })),
  // The optional parameter may also be left out; the video gift editor takes an optional ?id.
  routePath(ROUTES.editLoveMoment),
  `${ROUTES.editVideoGift}?id=1`,
];

for (const path of paths) {
  test(`${path} is served and renders`, async ({ page }) => {
    const errors = collectErrors(page);
    await unlockWithPin(page);
    const response = await page.goto(path.replace('FOLDER', String(folderId)));
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
