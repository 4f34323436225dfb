import { ownGift } from './own-gift';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { AXE_TAGS, collectErrors, csrf, login, openHubForm, TEST_PIN } from './support';

// The timed reveal (docs/product.md §4, decision 039): a gift set to open shortly shows the countdown at its
// address, refuses the PIN, then turns into the opening by itself at the moment, by the server's clock even
// on a phone whose clock is days off. The giver sets the moment in 'Bagikan', in WIB.
// One gift serves every journey file: each test leaves it without a moment.

const LEAD_S = 15;

async function setReveal(request: APIRequestContext, revealAt: string | null) {
  await login(request);
  const res = await request.put('/api/reveal', { data: { reveal_at: revealAt }, headers: csrf });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { data: { reveal_at: string | null; open: boolean } };
}

const seconds = (page: Page) => page.getByTestId('countdown-seconds').locator('span').first().textContent();

test.describe.configure({ timeout: 90_000 });

test('a gift set to open shortly counts down, refuses the PIN, then opens by itself at the moment', async ({ browser, request }) => {
  const opening = await (await request.get('/api/opening')).json();
  const recipient: string = opening.data[0].recipient_name;
  const set = await setReveal(request, new Date(Date.now() + LEAD_S * 1000).toISOString());
  expect(set.data.open).toBe(false);
  expect(set.data.reveal_at).toMatch(/\+07:00$/);

  // The recipient's phone, its clock three days fast: the countdown counts from the server's time.
  const phone = await browser.newContext({ baseURL: ownGift().origin, viewport: { width: 390, height: 844 } });
  await phone.addInitScript({
    content: `(() => {
      const RealDate = Date;
      const skew = 3 * 24 * 60 * 60 * 1000;
      class SkewedDate extends RealDate {
        constructor(...args) { if (args.length === 0) super(RealDate.now() + skew); else super(...args); }
        static now() { return RealDate.now() + skew; }
      }
      globalThis.Date = SkewedDate;
    })();`,
  });
  const page = await phone.newPage();
  await page.goto(ROUTES.opening);

  const countdown = page.getByTestId('reveal-countdown');
  await expect(countdown).toBeVisible();
  await expect(countdown.getByRole('heading', { level: 1 })).toHaveText(`Untuk ${recipient}`);
  await expect(countdown.getByTestId('countdown-heart')).toBeVisible();
  await expect(page.getByTestId('countdown-days').locator('span').first()).toHaveText('0');
  await expect(page.getByTestId('countdown-minutes').locator('span').first()).toHaveText('00');
  const first = Number(await seconds(page));
  expect(first).toBeGreaterThan(5);
  expect(first).toBeLessThanOrEqual(LEAD_S);
  // The seconds run (the page is not reloaded to do it), and screen readers get the summary, not each second.
  await expect.poll(async () => Number(await seconds(page)), { timeout: 5_000 }).toBeLessThan(first);
  await expect(page.getByTestId('countdown-summary')).toHaveText('Hadiah terbuka dalam 0 hari, 0 jam, 0 menit.');
  await expect(page.getByTestId('countdown-summary')).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByRole('slider')).toHaveCount(0);

  // The PIN cannot be tried yet: the server names the moment, in WIB.
  const early = await page.request.post('/api/date-input/verify', { data: { pin: TEST_PIN }, headers: csrf });
  expect(early.status()).toBe(403);
  expect((await early.json()).message).toMatch(/^Hadiah ini dibuka pada \d{1,2} \S+ \d{4} pukul \d{2}\.\d{2} WIB\.$/);
  // A recipient who goes straight to the PIN page is shown the countdown before typing a PIN.
  const pinPage = await phone.newPage();
  await pinPage.goto(ROUTES.dateInput);
  await expect(pinPage.getByTestId('reveal-countdown')).toBeVisible();
  await expect(pinPage).toHaveURL(ROUTES.opening);
  await expect(pinPage.getByLabel('PIN: tanggal spesial kita (6 digit, DDMMYY)')).toHaveCount(0);
  await pinPage.close();

  // At the moment the page turns into the opening by itself: the same document, no reload.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await expect(page.getByRole('slider', { name: 'Geser untuk membuka hadiah' })).toBeVisible({ timeout: (LEAD_S + 10) * 1000 });
  await expect(countdown).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // And the way in works: the slide, then the PIN.
  const slider = page.getByRole('slider', { name: 'Geser untuk membuka hadiah' });
  await slider.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(ROUTES.dateInput, { timeout: 8_000 });
  await page.getByLabel('PIN: tanggal spesial kita (6 digit, DDMMYY)').pressSequentially(TEST_PIN);
  await expect(page).toHaveURL(ROUTES.daysOfLove, { timeout: 8_000 });
  await phone.close();
});

test('the giver sets the moment in Bagikan, in WIB, sees when the gift opens, and removes it', async ({ page, request }) => {
  await login(page);
  await page.goto(`${ROUTES.editPages}?section=share`);
  await openHubForm(page);
  const panel = page.getByTestId('share-panel');
  await expect(panel.getByTestId('reveal-note')).toHaveText('Hadiah ini bisa dibuka kapan saja.');

  const field = panel.getByTestId('reveal-field');
  await expect(field.getByText('WIB (Asia/Jakarta)').first()).toBeVisible();
  await field.getByLabel('Tanggal').fill('2031-02-14');
  await field.getByLabel('Jam WIB (Asia/Jakarta)').fill('00:00');
  await field.getByRole('button', { name: 'Simpan waktu buka' }).click();

  await expect(panel.getByTestId('reveal-note')).toHaveText('Hadiah ini terbuka pada 14 Februari 2031 pukul 00.00 WIB.');
  const stored = await (await request.get('/api/reveal')).json();
  expect(stored.data).toMatchObject({ reveal_at: '2031-02-14T00:00:00+07:00', open: false });

  // The recipient's address shows the countdown now: no serious accessibility violation, no console error.
  const recipient = await page.context().browser()!.newContext({ baseURL: ownGift().origin });
  const visit = await recipient.newPage();
  const errors = collectErrors(visit);
  await visit.goto(ROUTES.opening);
  await expect(visit.getByTestId('reveal-countdown')).toBeVisible();
  await expect(visit.getByText('Terbuka 14 Februari 2031 pukul 00.00 WIB')).toBeVisible();
  await expect(visit.locator('#loading-screen')).toBeHidden({ timeout: 10_000 });
  const axe = await new AxeBuilder({ page: visit }).withTags(AXE_TAGS).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  expect(errors).toEqual([]);
  await recipient.close();

  await field.getByRole('button', { name: 'Hapus waktu buka' }).click();
  await expect(panel.getByTestId('reveal-note')).toHaveText('Hadiah ini bisa dibuka kapan saja.');
  expect((await (await request.get('/api/reveal')).json()).data.reveal_at).toBeNull();
});
