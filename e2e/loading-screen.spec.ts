import { expect, test } from './fixtures';
import { LOADING_SCREEN_MS } from '../src/shared/constants';
import { unlockWithPin } from './support';

// The loading screen itself is under test: it shows for its full time here (e2e/fixtures.ts).
test.use({ skipLoadingScreen: false });

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

// The loading screen's words are the first load's largest paint (decision 034), so nothing may come
// before them: the app's scripts are asked for once they are on screen, and a recipient page then asks the
// server who the browser is once (the host check's answer serves the page's own gate).
test('the app starts after the loading screen is on screen, and a page asks for the session once', async ({ page }) => {
  await unlockWithPin(page);
  const sessionCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/session') sessionCalls.push(request.method());
  });
  await page.goto('/love-moment');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: LOADING_SCREEN_MS + 5_000 });

  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime);
    return { paint, scripts: scripts.length, firstScript: Math.min(...scripts) };
  });
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.scripts).toBeGreaterThan(0);
  expect(timing.firstScript).toBeGreaterThan(timing.paint);
  expect(sessionCalls).toEqual(['GET']);
});
