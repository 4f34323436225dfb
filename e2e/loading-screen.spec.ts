import { expect, test } from '@playwright/test';
import { LOADING_SCREEN_MS } from '../src/shared/constants';

test('the loading screen shows first, goes away, and the opening page is behind it', async ({ page }) => {
  await page.goto('/');
  const loading = page.getByRole('status').filter({ hasText: 'Tunggu Sebentar!...' });
  await expect(loading).toBeVisible();

  await expect(loading).toBeHidden({ timeout: LOADING_SCREEN_MS + 5_000 });
  // It stays at least LOADING_SCREEN_MS from navigation start.
  const shownFor = await page.evaluate(() => performance.now());
  expect(shownFor).toBeGreaterThanOrEqual(LOADING_SCREEN_MS);

  await expect(page.getByRole('heading', { name: 'This is For' })).toBeVisible();
  await expect(page.getByText('Nama', { exact: true })).toBeVisible();
});
