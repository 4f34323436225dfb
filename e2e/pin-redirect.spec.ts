import { expect, test, type Page } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { login, TEST_PIN } from './support';

// These journeys only read: they share one gift per project.
test.use({ giftPerFile: true });

// A recipient page opened without a session leads to the PIN, and the right PIN continues to
// the page first asked for; the plain way in still goes to /days-of-love.

const pinField = (page: Page) => page.getByLabel('PIN: tanggal spesial kita (6 digit, DDMMYY)');

test('a fresh browser on /gallery is led to the PIN, then back to the gallery', async ({ page }) => {
  await page.goto(ROUTES.gallery);
  await expect(page).toHaveURL(ROUTES.dateInput);
  await expect(page.getByText('Gagal memuat data. Silakan coba lagi.')).toHaveCount(0);
  await pinField(page).pressSequentially(TEST_PIN);
  await expect(page).toHaveURL(ROUTES.gallery, { timeout: 5_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('every recipient page asks for the PIN first; the opening and the PIN page stay open', async ({ page }) => {
  for (const path of [ROUTES.daysOfLove, ROUTES.loveTyping, ROUTES.features, ROUTES.todoList, '/folder/1', ROUTES.loveMoment]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(ROUTES.dateInput);
    await expect(pinField(page)).toBeVisible();
  }
  await page.goto(ROUTES.opening);
  await expect(page).toHaveURL(ROUTES.opening);
  await expect(page.getByRole('slider')).toBeVisible();
  await page.goto(ROUTES.dateInput);
  await expect(page).toHaveURL(ROUTES.dateInput);
  // Editor pages keep their own login.
  await page.goto(ROUTES.editPages);
  await expect(page).toHaveURL(ROUTES.editPages);
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

test('the plain way in still goes to /days-of-love, and then recipient pages open directly', async ({ page }) => {
  await page.goto(ROUTES.dateInput);
  await pinField(page).pressSequentially(TEST_PIN);
  await expect(page).toHaveURL(ROUTES.daysOfLove, { timeout: 5_000 });

  // With the session, recipient pages open directly.
  await page.goto(ROUTES.todoList);
  await expect(page).toHaveURL(ROUTES.todoList);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose For This Month' })).toBeVisible();
});

test('a page asked for keeps its query through the PIN', async ({ page }) => {
  await page.goto(`${ROUTES.features}?from=link`);
  await expect(page).toHaveURL(ROUTES.dateInput);
  await pinField(page).pressSequentially(TEST_PIN);
  await expect(page).toHaveURL(`${ROUTES.features}?from=link`, { timeout: 5_000 });
});

test('the logged-in giver opens recipient pages without the PIN', async ({ page }) => {
  await login(page);
  await page.goto(ROUTES.gallery);
  await expect(page).toHaveURL(ROUTES.gallery);
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
});
