import { expect, test, type Page } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { COUPON_DEFAULTS } from '../src/shared/schemas/coupon';
import { collectErrors, csrf, login, openHubForm, png, unique, unlockWithPin } from './support';

// The coupon journey: the giver sets the coupon in the edit hub's Main Gift section (an invalid
// number is refused with the spec's rule; the image goes through the media pipeline); the recipient's
// 'Klaim Hadiah' opens a new tab at wa.me with that number and a message naming the coupon.

/** Puts the seeded settings back (the image stays: the other journeys only read the texts). */
async function restoreDefaults(page: Page): Promise<void> {
  const { couponImage: _image, messages, ...texts } = COUPON_DEFAULTS;
  const response = await page.request.post('/api/coupon', {
    headers: csrf,
    multipart: { ...texts, messages: JSON.stringify(messages) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('the giver sets the coupon in the hub; the claim link carries the number and the message', async ({ page, context }, info) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  const name = unique('Kupon Pijat', info.project.name);
  await login(page);
  await page.goto(`${ROUTES.editPages}?section=mainGift`);
  await openHubForm(page);
  await expect(page.getByRole('heading', { name: 'Kupon Hadiah' })).toBeVisible();
  await expect(page.getByText('Wajib klik tombol reload ketika sudah menyimpan!').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Edit Video Gift/ })).toHaveAttribute('href', ROUTES.editVideoGift);
  await expect(page.getByRole('link', { name: /Edit Love Typing/ })).toHaveAttribute('href', ROUTES.editLoveTyping);

  try {
    // Too few digits for a phone number: refused, nothing sent.
    const number = page.getByLabel('Nomor WhatsApp');
    // The coupon ships without a number.
    await expect(number).toHaveValue('');
    await number.fill('0812 34');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Nomor WhatsApp harus nomor internasional, contoh 6281234567890' }),
    ).toBeVisible();
    await expect(number).toHaveAttribute('aria-invalid', 'true');

    // Typed the Indonesian way: stored, and dialled, as the international 6281122334455.
    await number.fill('0811-2233-4455');
    await page.getByLabel('Nama Kupon').fill(name);
    await page.getByLabel('Deskripsi Kupon').fill('Satu jam pijat pundak, kapan saja kamu mau.');
    const image = await png(60, 30, '#fb7185');
    await page.getByLabel('Gambar Kupon').setInputFiles({ name: 'kupon.png', mimeType: 'image/png', buffer: image });
    await expect(page.getByTestId('coupon-message-preview')).toContainText(name);
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(page.getByText('Pengaturan kupon berhasil disimpan!')).toBeVisible();

    // The recipient's page.
    await unlockWithPin(page);
    await page.goto(ROUTES.coupon);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hadiah Kecil Untukmu');
    const picture = page.getByRole('img', { name: `Gambar kupon ${name}` });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText('GIFT2025', { exact: true })).toBeVisible();

    const claim = page.getByRole('link', { name: 'Klaim Hadiah' });
    await expect(claim).toHaveAttribute('target', '_blank');
    const href = new URL((await claim.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/6281122334455');
    const text = href.searchParams.get('text') ?? '';
    expect(text).toContain(name);
    expect(text).toContain('Kode: GIFT2025');
    expect(text).toContain('Satu jam pijat pundak, kapan saja kamu mau.');
    expect(text).toContain(COUPON_DEFAULTS.messages.intro);

    // It opens in a new tab (the chat service is answered here: this network reaches no outside host).
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>wa</title>' }));
    const [tab] = await Promise.all([context.waitForEvent('page'), claim.click()]);
    // A new tab starts on about:blank and may have loaded it before it navigates: wait for the chat's address.
    await tab.waitForURL((url) => url.hostname === 'wa.me');
    const opened = new URL(tab.url());
    expect(`${opened.origin}${opened.pathname}`).toBe('https://wa.me/6281122334455');
    expect(opened.searchParams.get('text')).toBe(text);
    await tab.close();

    await page.getByRole('link', { name: 'Kembali', exact: true }).click();
    await expect(page).toHaveURL(/\/main-gift$/);
    // The hub logs each second that its preview path holds no folder id (docs/product.md §4): expected there.
    expect(errors.filter((e) => !e.startsWith('Edit hub: no folder id'))).toEqual([]);
  } finally {
    await login(page);
    await restoreDefaults(page);
  }
});
