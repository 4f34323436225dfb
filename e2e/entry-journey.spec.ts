import { expect, test, type Page } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { TEST_PIN, collectErrors } from './support';

// The recipient's way in (docs/product.md §2, §4): slide to open, the PIN, the days counter, then the menu.

/** Presses the slide handle and drags it by a fraction of its track (55 % of the control's width). */
async function drag(page: Page, fraction: number): Promise<void> {
  // The loading screen covers the page for its first 2 s: a press before it goes would miss the handle.
  await expect(page.locator('#loading-screen')).toBeHidden();
  const control = await page.getByTestId('slide-control').boundingBox();
  const handle = await page.getByRole('slider', { name: 'Geser untuk membuka hadiah' }).boundingBox();
  if (!control || !handle) throw new Error('The slide control is not on screen.');
  const x = handle.x + handle.width / 2;
  const y = handle.y + handle.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  // Several steps, as a finger moves, so the handle follows on the way.
  await page.mouse.move(x + control.width * 0.55 * fraction, y, { steps: 8 });
}

test('a slide below the threshold springs back; the keyboard moves and opens the slide', async ({ page }) => {
  await page.goto(ROUTES.opening);
  const slider = page.getByRole('slider', { name: 'Geser untuk membuka hadiah' });
  const label = page.getByTestId('slide-label');
  await expect(label).toHaveText('Slide');

  await drag(page, 0.5);
  // The handle follows the pointer, and goes back to the start when let go short of 75 %.
  await expect(slider).toHaveAttribute('aria-valuenow', /^(4[5-9]|5[0-5])$/);
  await page.mouse.up();
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  await expect(label).toHaveText('Slide');
  await expect(page.getByTestId('slide-control')).toHaveAttribute('data-state', 'closed');

  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '20');
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  await page.keyboard.press('Enter');
  await expect(label).toHaveText('Terbuka!');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Terbuka!');
  await expect(page.getByTestId('slide-control')).toHaveAttribute('data-state', 'open');
});

test('slide, PIN (a wrong one first), days counter, then the menu', async ({ page }) => {
  const errors = collectErrors(page);
  // Where each console error came from: the wrong PIN's 401 is expected, nothing else is.
  const sources: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') sources.push(new URL(message.location().url).pathname);
  });
  await page.goto(ROUTES.opening);
  await drag(page, 0.9);
  await page.mouse.up();
  await expect(page.getByTestId('slide-label')).toHaveText('Terbuka!');
  await expect(page).toHaveURL(ROUTES.opening);
  // docs/product.md §4: the PIN page 4 s after the slide.
  await expect(page).toHaveURL(ROUTES.dateInput, { timeout: 8_000 });

  const card = page.getByTestId('pin-card');
  const pin = page.getByLabel('PIN: tanggal spesial kita (6 digit, DDMMYY)');
  await expect(pin).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('is_pin'))).toBe('false');

  // A wrong PIN: the card shakes, the meter empties, and the input clears after a second.
  await pin.pressSequentially('111111');
  await expect(card).toHaveAttribute('data-state', 'wrong');
  await expect(card).toHaveClass(/pin-shake/);
  await expect(page.getByTestId('pin-meter')).toHaveAttribute('data-filled', '0');
  await expect(pin).toHaveValue('');
  await expect(card).toHaveAttribute('data-state', 'idle');

  await pin.pressSequentially(TEST_PIN);
  await expect(card).toHaveAttribute('data-state', 'right');
  expect(await page.evaluate(() => localStorage.getItem('is_pin'))).toBe('true');
  await expect(page).toHaveURL(ROUTES.daysOfLove);

  // The counter ticks every second: its clock reads differently a moment later.
  const clock = page.getByTestId('now-clock');
  await expect(clock).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first!, { timeout: 3_000 });
  await expect(page.getByTestId('days-count')).toHaveAttribute('data-days', /^\d+$/);

  // A tap anywhere goes on to the menu.
  await page.getByTestId('days-continue').click({ position: { x: 30, y: 30 } });
  await expect(page).toHaveURL(ROUTES.features);
  await expect(page.getByRole('button', { name: 'Main Gift' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The wrong PIN's 401 is the only error the browser may report.
  expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  expect(sources.filter((source) => source !== '/api/date-input/verify')).toEqual([]);
});

test('too many PIN tries: the server says when to try again, and the page says it too', { tag: '@desktop-only' }, async ({ page }) => {
  // The server's own limiter is proven by the API tests (src/server/routes/date-input.test.ts); here the reply is
  // routed so the shared test server's per-client limit stays untouched for the other journeys.
  const message = 'Terlalu banyak percobaan. Coba lagi dalam 12 menit.';
  await page.route('**/api/date-input/verify', (route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '720' }, json: { success: false, message } }),
  );
  await page.goto(ROUTES.dateInput);
  const pin = page.getByLabel('PIN: tanggal spesial kita (6 digit, DDMMYY)');
  await pin.pressSequentially('123456');
  await expect(page.getByTestId('pin-message')).toHaveText(message);
  await expect(pin).toHaveValue('');
  await expect(page).toHaveURL(ROUTES.dateInput);
});
