import { expect, test, type Locator, type Page } from './fixtures';
import type { HeartMoment } from '../src/shared/schemas/heart-moments';
import { collectErrors, jpeg, login, toast, unlockWithPin } from './support';

// Momen Hati at 390×844 (docs/product.md §29, decisions 086 and 090): the recipient writes a private and a shared
// moment, each with a photo, on the gift's own page; the giver, in the hub's section, sees only the shared one and its
// photo, never the private one's words or files, and gives it a heart that the recipient then sees.

const PHONE = { width: 390, height: 844 };
const PRIVATE_WORDS = 'Rahasiaku: kamu menjemputku waktu hujan, padahal aku tidak minta';
const SHARED_WORDS = 'Kamu memasak sup waktu aku sakit';

async function writeMoment(page: Page, words: string, feeling: string, visibility: string, photo: Buffer) {
  await page.getByLabel('Apa yang terjadi?').fill(words);
  await page.getByText(feeling, { exact: true }).click();
  await page.getByLabel('Foto (opsional)').setInputFiles({ name: 'momen.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByLabel(visibility).check();
  await page.getByRole('button', { name: 'Simpan Momen' }).click();
  // The newest toast is the first; the one of the moment before may still be on the screen below it.
  await expect(toast(page, 'Momen tersimpan.').first()).toBeVisible();
  // The form is empty again for the next one.
  await expect(page.getByLabel('Apa yang terjadi?')).toHaveValue('');
}

const itemOf = (scope: Page | Locator, words: string) => scope.getByRole('listitem').filter({ hasText: words });

async function expectFitsWidth(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no sideways scroll at 390 px').toBeLessThanOrEqual(PHONE.width);
}

test(
  'the recipient keeps a private and a shared moment; the giver sees only the shared one and hearts it',
  { tag: '@phone-only' },
  async ({ page, browser, gift }) => {
    test.setTimeout(90_000);
    expect(page.viewportSize()).toEqual(PHONE);
    const errors = collectErrors(page);

    // The recipient, past the PIN, on the gift's own page.
    await unlockWithPin(page);
    await page.goto('/momen-hati');
    await expect(page.getByRole('heading', { level: 1, name: 'Momen Hati' })).toBeVisible();
    await writeMoment(page, PRIVATE_WORDS, 'Dicintai', 'Pribadi: hanya kamu', await jpeg(330, 800, 600));
    await writeMoment(page, SHARED_WORDS, 'Bahagia', 'Dibagikan: kalian berdua melihatnya', await jpeg(40, 600, 800));

    const list = page.getByRole('region', { name: 'Momen kalian' });
    const mine = itemOf(list, PRIVATE_WORDS);
    await expect(mine.getByText('Pribadi', { exact: true })).toBeVisible();
    await expect(itemOf(list, SHARED_WORDS).getByText('Tulisanmu')).toBeVisible();
    await expect(list.getByRole('img')).toHaveCount(2);
    await expectFitsWidth(page);
    const moments = ((await (await page.request.get('/api/heart-moments')).json()) as { data: { moments: HeartMoment[] } }).data.moments;
    const secret = moments.find((m) => m.words === PRIVATE_WORDS)!;
    const shared = moments.find((m) => m.words === SHARED_WORDS)!;
    expect(secret.photo && shared.photo).toBeTruthy();

    // The giver, on a phone of their own, in the hub's section.
    const giverContext = await browser.newContext({
      baseURL: gift.origin,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    try {
      const giverPage = await giverContext.newPage();
      await login(giverPage);
      await giverPage.goto('/edit-pages?section=heartMoments');
      const hubList = giverPage.getByRole('region', { name: 'Momen kalian' });
      const theirs = itemOf(hubList, SHARED_WORDS);
      await expect(theirs).toBeVisible();
      await expect(theirs.getByText('Dari penerima hadiah')).toBeVisible();
      const photo = theirs.getByRole('img');
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      // The private moment is nowhere: not its words, not its photo, not its files.
      await expect(giverPage.getByText(PRIVATE_WORDS)).toHaveCount(0);
      await expect(hubList.getByRole('img')).toHaveCount(1);
      for (const file of [secret.photo!.url, secret.photo!.display_url, secret.photo!.thumb_url]) {
        expect((await giverPage.request.get(`/storage/${file}`)).status(), file).toBe(404);
      }
      await expect(giverPage.getByRole('switch', { name: 'Email saat penerima membagikan momen' })).toBeChecked();
      await expectFitsWidth(giverPage);

      await theirs.getByRole('button', { name: '♡ Beri hati' }).click();
      await expect(theirs.getByRole('button', { name: '♥ Lepas hati' })).toHaveAttribute('aria-pressed', 'true');
    } finally {
      await giverContext.close();
    }

    // The recipient sees the heart on the shared moment, and none asked of the private one.
    await page.reload();
    await expect(itemOf(list, SHARED_WORDS).getByText('♥ Pasanganmu memberi hati')).toBeVisible();
    await expect(itemOf(list, PRIVATE_WORDS).getByText('Pasanganmu memberi hati')).toHaveCount(0);
    expect(errors).toEqual([]);
  },
);
