import { ownGift } from './own-gift';
import { expect, test, type Browser } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { login, openHubForm, TEST_PIN } from './support';

// English beside Indonesian (decision 032): the giver picks English in 'Tampilan'; the hub reloads in English,
// and the recipient's pages come in English from the first paint (the loading screen) through the PIN's
// server message to the menu; the giver's own words stay as written. Each test has a gift of its own,
// so none puts the language back.

/** A browser of its own, as the recipient's phone. */
function recipientPhone(browser: Browser) {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    baseURL: ownGift().origin,
  });
}

test('the giver switches the gift to English; the recipient reads it in English from the loading screen on', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await login(page);
  await page.goto(`${ROUTES.editPages}?section=look`);
  await openHubForm(page);
  const panel = page.getByTestId('look-panel');
  await expect(panel.getByRole('heading', { name: 'Tampilan' })).toBeVisible();
  const field = page.getByTestId('language-field');
  await expect(page.getByRole('group', { name: 'Bahasa hadiah' })).toBeVisible();
  await expect(field.getByRole('radio', { name: 'Bahasa Indonesia' })).toBeChecked();
  await field.getByRole('radio', { name: 'English' }).check();
  // The hub reloads in the new language: the server sends the English shell (its words and the radio's state in
  // English are component tests, src/web/features/look/language-field.test.tsx).
  await expect(page.locator('html')).toHaveAttribute('lang', 'en', { timeout: 10_000 });

  const phone = await recipientPhone(browser);
  const recipient = await phone.newPage();
  const shell = await recipient.goto(ROUTES.opening);
  await expect(recipient.locator('html')).toHaveAttribute('lang', 'en');
  // The loading screen is painted from the shell's HTML, before any script: its words are in the HTML the
  // server sent (read from the response, as the screen itself lifts 2 s after navigation on a busy machine too).
  expect(await shell?.text()).toMatch(/id="loading-screen"[^]*Just a moment!\.\.\./);
  // The opening's title is the giver's own words: not translated.
  await expect(recipient.getByText('This is For')).toBeVisible();
  const slider = recipient.getByRole('slider', { name: 'Slide to open the gift' });
  await slider.focus();
  await recipient.keyboard.press('Enter');
  await expect(recipient).toHaveURL(ROUTES.dateInput, { timeout: 8_000 });
  const pin = recipient.getByLabel('PIN: our special date (6 digits, DDMMYY)');
  await pin.pressSequentially('111111');
  // The server's message, in the gift's language.
  await expect(recipient.getByTestId('pin-message')).toHaveText('Wrong PIN');
  await expect(pin).toHaveValue('');
  await pin.pressSequentially(TEST_PIN);
  await expect(recipient.getByTestId('pin-message')).toHaveText('Correct! Opening your gift...');
  await expect(recipient).toHaveURL(ROUTES.daysOfLove);
  await expect(recipient.getByText('Tap anywhere to continue')).toBeVisible();

  await recipient.goto(ROUTES.features);
  await recipient.getByRole('button', { name: 'Main Gift' }).click();
  await expect(recipient.getByRole('button', { name: 'Close' })).toBeVisible();
  await recipient.goto(ROUTES.gallery);
  await expect(recipient.getByRole('link', { name: 'Back' }).first()).toBeVisible();
  await phone.close();
});

test('an Indonesian gift stays Indonesian and loads no English', async ({ page }) => {
  const english: string[] = [];
  page.on('request', (request) => {
    if (/apply-english|en-[a-z-]+\.js/.test(request.url())) english.push(request.url());
  });
  await page.goto(ROUTES.opening);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('slider', { name: 'Geser untuk membuka hadiah' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(english).toEqual([]);
});
