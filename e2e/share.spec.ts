import { ownGift } from './own-gift';
import { expect, test, type Browser, type Page } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { csrf, decodeQr, expectDialog, getShare, login, openHubForm, pdfPages, setSharePrivate, unique } from './support';

// Sharing and the secret link (decision 018): the giver opens 'Bagikan', copies the link, its QR reads
// back as that link and the card prints on one A6 page; the recipient opens the secret link on a phone
// and reaches the PIN; without the key the gift is closed; a new key closes the old link.
// One gift serves every journey file, so each test here leaves it open again (the default).

const PRIVATE_PAGE = 'Kado ini hanya bisa dibuka lewat tautan yang dibagikan kepadamu.';

async function openSharePanel(page: Page) {
  await page.goto(`${ROUTES.editPages}?section=share`);
  await openHubForm(page);
  const panel = page.getByTestId('share-panel');
  await expect(panel.getByRole('heading', { name: 'Bagikan' })).toBeVisible();
  return panel;
}

/** A browser of its own, as the recipient's phone: no giver's cookie, no key. */
async function recipientPhone(browser: Browser) {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    baseURL: ownGift().origin,
  });
}

/** Slides the opening open (the keyboard's way) and waits for the PIN page, 4 s later. */
async function slideToPin(page: Page) {
  await expect(page.locator('#loading-screen')).toBeHidden();
  const slider = page.getByRole('slider', { name: 'Geser untuk membuka hadiah' });
  await slider.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(ROUTES.dateInput, { timeout: 8_000 });
  await expect(page.getByLabel('PIN: tanggal spesial kita (6 digit, DDMMYY)')).toBeVisible();
}

// Two browsers, several page loads and a 4 s wait for the PIN page each.
test.describe.configure({ timeout: 90_000 });

test('the giver copies the link, its QR reads as the link, and the card prints on one A6 page', async ({ page, context }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page);
  const { url } = await getShare(page);
  const panel = await openSharePanel(page);

  const link = panel.getByLabel('Link hadiah');
  await expect(link).toHaveValue(url);
  expect(url).toMatch(new RegExp(`^${ownGift().origin}/s/[A-Za-z0-9_-]{22,}$`));

  await panel.getByRole('button', { name: 'Salin Link' }).click();
  await expect(panel.getByText('Tersalin!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // The QR drawn in the page decodes to exactly that link.
  const qr = panel.getByTestId('share-qr');
  await expect(qr).toHaveAttribute('data-qr-text', url);
  expect(await decodeQr(await qr.screenshot())).toBe(url);

  // The card: the recipient's name, the giver's line (kept in this browser), the QR; one A6 page in print.
  const line = unique('Petunjuk PIN', testInfo.project.name);
  await panel.getByLabel('Pesan di kartu').fill(line);
  const preview = panel.getByTestId('share-card-preview');
  await expect(preview).toContainText(line);
  await expect(preview.getByRole('img', { name: `Kode QR untuk ${url}` })).toBeVisible();
  const card = page.getByTestId('share-print-card');
  await expect(card).toBeHidden();
  await expect(card).toContainText(line);
  const opening = (await (await page.request.get('/api/opening')).json()) as { data: { recipient_name: string }[] };
  await expect(card).toContainText(opening.data[0]?.recipient_name ?? 'Nama');

  await page.emulateMedia({ media: 'print' });
  await expect(card).toBeVisible();
  expect(await decodeQr(await card.getByRole('img').screenshot())).toBe(url);
  // Back to no emulation: page.pdf() prints with print media unless screen is being emulated.
  await page.emulateMedia({ media: null });
  const pdf = pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  expect(pdf.count).toBe(1);
  // A6 is 105 x 148 mm: 297.6 x 419.5 points.
  expect(Math.round(pdf.width)).toBe(298);
  expect(Math.round(pdf.height)).toBe(420);

  await page.reload();
  await openHubForm(page);
  await expect(page.getByTestId('share-panel').getByLabel('Pesan di kartu')).toHaveValue(line);
});

test(
  'a private gift opens only with its link, and the recipient reaches the PIN on a phone',
  { tag: '@phone-only' },
  async ({ page, browser }) => {
    await login(page);
    const panel = await openSharePanel(page);
    const toggle = panel.getByRole('switch', { name: 'Hanya pemegang link yang bisa membuka hadiah' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(panel.getByText('Hadiah ini rahasia')).toBeVisible();
    const { url, private: isPrivate } = await getShare(page);
    expect(isPrivate).toBe(true);

    const phone = await recipientPhone(browser);
    try {
      const stranger = await phone.newPage();
      // Without the key: a neutral page, no opening, and no PIN to try.
      const closed = await stranger.goto(ROUTES.opening);
      expect(closed?.status()).toBe(403);
      await expect(stranger.getByText(PRIVATE_PAGE)).toBeVisible();
      await expect(stranger.getByRole('slider')).toHaveCount(0);
      expect((await stranger.request.get('/api/opening')).status()).toBe(403);
      expect((await stranger.request.post('/api/date-input/verify', { data: { pin: '020222' }, headers: csrf })).status()).toBe(403);

      // With the link: the opening page, then the PIN.
      const recipient = await phone.newPage();
      await recipient.goto(url);
      await expect(recipient).toHaveURL(ROUTES.opening);
      await slideToPin(recipient);
    } finally {
      await phone.close();
    }
  },
);

test('a new link closes the old one', { tag: '@phone-only' }, async ({ page, browser }) => {
  await login(page);
  await setSharePrivate(page, true);
  const old = await getShare(page);

  const phone = await recipientPhone(browser);
  try {
    const recipient = await phone.newPage();
    await recipient.goto(old.url);
    await expect(recipient.getByRole('slider', { name: 'Geser untuk membuka hadiah' })).toBeVisible();

    const panel = await openSharePanel(page);
    const answered = expectDialog(
      page,
      'Buat link baru? Link lama dan QR yang sudah dicetak tidak akan bisa membuka hadiah lagi, dan penerima harus membuka ' +
        'link yang baru lalu memasukkan PIN lagi.',
    );
    await panel.getByRole('button', { name: 'Buat Link Baru' }).click();
    await answered;
    await expect(panel.getByLabel('Link hadiah')).not.toHaveValue(old.url);
    const fresh = await getShare(page);
    expect(fresh.url).not.toBe(old.url);
    expect(await decodeQr(await panel.getByTestId('share-qr').screenshot())).toBe(fresh.url);

    // The browser that held the old key is closed out, and so is the old link itself.
    await recipient.reload();
    await expect(recipient.getByText(PRIVATE_PAGE)).toBeVisible();
    await recipient.goto(old.url);
    await expect(recipient.getByText(PRIVATE_PAGE)).toBeVisible();
    await recipient.goto(fresh.url);
    await expect(recipient.getByRole('slider', { name: 'Geser untuk membuka hadiah' })).toBeVisible();

    // With the secret link off the gift is open at its address: the question says the old link still leads to
    // the opening page, and cancelling it (the app's own dialog, focus on 'Batal') changes nothing.
    await setSharePrivate(page, false);
    const panelOff = await openSharePanel(page);
    await panelOff.getByRole('button', { name: 'Buat Link Baru' }).click();
    await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Batal' })).toBeFocused();
    await expectDialog(
      page,
      'Buat link baru? Link rahasia sedang mati, jadi link lama dan QR yang sudah dicetak tetap membuka halaman pembuka. ' +
        'Penerima yang sudah masuk harus memasukkan PIN lagi.',
      { accept: false },
    );
    expect((await getShare(page)).url).toBe(fresh.url);
  } finally {
    await phone.close();
  }
});
