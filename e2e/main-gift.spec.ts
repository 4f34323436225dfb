import { expect, test, type Page } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { collectErrors, login, loginThroughDialog, passQuiz, testVideo, unique, unlockWithPin } from './support';

// The video gift journey (decision 012): the gift choice; the giver uploads a generated MP4 through the login dialog
// and retitles it; the recipient opens it from the gift choice, it plays, and the overlay buttons
// pause, play and go fullscreen (hover on a desktop, a tap on a phone). Each recipient plays the quiz
// through the API first: Main Gift is earned (its own journeys are main-gift-lock.spec.ts).

test.describe.configure({ mode: 'serial' });
// The recipient's test plays what the giver's left: the file's tests share one gift.
test.use({ giftPerFile: true });

/** The title the giver leaves on the video gift, for the recipient's test. */
let retitled = '';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('the gift choice offers the video, the letter and the coupon, and goes back to the menu', async ({ page }) => {
  const errors = collectErrors(page);
  await unlockWithPin(page);
  await passQuiz(page);
  await page.goto(ROUTES.mainGift);
  await expect(heading(page)).toHaveText('Pilih Hadiah Spesial');
  const choices = page.getByRole('navigation', { name: 'Pilihan hadiah' });
  await expect(choices.getByRole('link', { name: /Love Letter/ })).toHaveAttribute('href', ROUTES.loveTyping);
  await expect(choices.getByRole('link', { name: /Kupon Hadiah/ })).toHaveAttribute('href', ROUTES.coupon);
  await expect(page.getByRole('link', { name: 'Kembali ke Menu' })).toHaveAttribute('href', ROUTES.features);

  await choices.getByRole('link', { name: /Kupon Hadiah/ }).click();
  await expect(page).toHaveURL(/\/coupon$/);
  await expect(heading(page)).toHaveText('Hadiah Kecil Untukmu');
  await page.getByRole('link', { name: 'Kembali', exact: true }).click();
  await expect(page).toHaveURL(/\/main-gift$/);
  expect(errors).toEqual([]);
  await page.getByRole('link', { name: 'Kembali ke Menu' }).click();
  await expect(page).toHaveURL(/\/features$/);
});

test('the giver uploads a video through the login dialog and retitles it', async ({ page }, info) => {
  const errors = collectErrors(page);
  const title = unique('Video untukmu', info.project.name);
  await unlockWithPin(page);
  await passQuiz(page);
  await page.goto(ROUTES.videoGift);
  await page.getByRole('button', { name: 'Edit' }).click();
  await loginThroughDialog(page);
  await expect(page).toHaveURL(/\/edit-video-gift(\?id=\d+)?$/);
  await expect(heading(page)).toHaveText('Edit Video Gift');

  await page.getByLabel('Judul', { exact: true }).fill(title);
  await page.getByLabel('Deskripsi').fill('Rekaman kecil untuk hari spesial kita.');
  // Bytes that are not a video: the server's message, and the page stays.
  await page
    .getByLabel('File Video')
    .setInputFiles({ name: 'bukan-video.mp4', mimeType: 'video/mp4', buffer: Buffer.from('just some text, not a video at all') });
  await page.getByRole('button', { name: /^Simpan/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Jenis file tidak didukung. Gunakan video (MP4, MOV, WebM).' })).toBeVisible();
  await expect(page).toHaveURL(/\/edit-video-gift/);

  await page.getByLabel('File Video').setInputFiles(testVideo());
  await page.getByRole('button', { name: /^Simpan/ }).click();
  await expect(page).toHaveURL(/\/video-gift$/);
  await expect(heading(page)).toHaveText(title);
  await expect(page.getByText('Rekaman kecil untuk hari spesial kita.')).toBeVisible();

  // Edit mode: the current file, the fields filled, 'Simpan Perubahan'; the video stays.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit-video-gift\?id=\d+$/);
  await expect(page.getByTestId('current-video-file')).toHaveText(/^File saat ini: .+\.mp4$/);
  await expect(page.getByLabel('Judul', { exact: true })).toHaveValue(title);
  retitled = `${title} (baru)`;
  await page.getByLabel('Judul', { exact: true }).fill(retitled);
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(page).toHaveURL(/\/video-gift$/);
  await expect(heading(page)).toHaveText(retitled);
  await expect(page.locator('video')).toHaveAttribute('src', /^\/storage\/g\d+\/videos\/.+\.mp4$/);
  // The failed upload's refusal is the only console error (the browser logs the 415).
  expect(errors.filter((e) => !e.includes('415') && !e.includes('POST /api/video-gift failed'))).toEqual([]);
});

test('the recipient opens the video from the gift choice; the overlay pauses, plays and goes fullscreen', async ({ page }, info) => {
  expect(retitled, 'the giver test runs first').not.toBe('');
  const errors = collectErrors(page);
  const isPhone = info.project.name === 'phone';
  await unlockWithPin(page);
  await passQuiz(page);
  await page.goto(ROUTES.mainGift);
  await page.getByRole('button', { name: /Video Gift/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  await expect(page).toHaveURL(/\/main-gift$/);
  await expect(page).toHaveURL(/\/video-gift$/);
  await expect(heading(page)).toHaveText(retitled);

  const player = page.locator('[data-playing]');
  const video = page.locator('video');
  const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
  // The tap on the gift choice lets it start by itself, with sound.
  await expect(player).toHaveAttribute('data-playing', 'true');
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);

  const showOverlay = async () => {
    if (isPhone) await video.tap({ position: { x: 12, y: 12 } });
    else await video.hover({ position: { x: 12, y: 12 } });
  };
  const press = async (name: string) => {
    const button = page.getByRole('button', { name, exact: true });
    if (isPhone) await button.tap();
    else await button.click();
  };

  await showOverlay();
  await press('Jeda video');
  await expect(player).toHaveAttribute('data-playing', 'false');
  expect(await paused()).toBe(true);
  await press('Putar video');
  await expect(player).toHaveAttribute('data-playing', 'true');
  expect(await paused()).toBe(false);

  await showOverlay();
  // Clear of the video's top corners, where Safari and WebKit draw their own mute and full-screen buttons.
  const frameBox = (await video.boundingBox())!;
  const fullscreenBox = (await page.getByRole('button', { name: 'Layar penuh', exact: true }).boundingBox())!;
  expect(fullscreenBox.y, 'the full-screen button in the top band of the video').toBeGreaterThanOrEqual(frameBox.y + 47.5);
  await press('Layar penuh');
  await expect(page.getByRole('button', { name: 'Keluar dari layar penuh' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('data-playing'))).not.toBeUndefined();
  await press('Keluar dari layar penuh');
  await expect(page.getByRole('button', { name: 'Layar penuh' })).toHaveAttribute('aria-pressed', 'false');

  // 'Back' returns to the gift choice.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/main-gift$/);
  expect(errors).toEqual([]);
});

test(
  'a large upload shows its percent and what is left, and Batal stops it with nothing stored',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await login(page);
    const before = (await (await page.request.get('/api/video-gift')).json()) as { data: { title: string; video_url: string } | null };
    await page.goto(ROUTES.editVideoGift);
    await expect(page.getByLabel('Judul', { exact: true })).toBeVisible();
    await page.getByLabel('Judul', { exact: true }).fill('Tidak jadi');
    // A real MP4 header and 6 MB after it, sent at 1 MB/s so the bar can be read.
    const header = (await import('node:fs')).readFileSync(testVideo()).subarray(0, 64);
    await page
      .getByLabel('File Video')
      .setInputFiles({ name: 'besar.mp4', mimeType: 'video/mp4', buffer: Buffer.concat([header, Buffer.alloc(6 * 1024 * 1024)]) });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });

    await page.getByRole('button', { name: /^Simpan/ }).click();
    await expect(page.getByRole('button', { name: 'Menyimpan...' })).toBeDisabled();
    const bar = page.getByRole('progressbar', { name: 'Kemajuan unggahan' });
    await expect(bar).toHaveAttribute('aria-valuetext', /^\d{1,2}% · sisa \d+(\.\d)? (MB|KB)$/);
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await expect(page.getByText(/^\d{1,2}% · sisa /)).toBeVisible();

    await page.getByRole('button', { name: 'Batal' }).click();
    await expect(page).toHaveURL(/\/video-gift$/);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const after = (await (await page.request.get('/api/video-gift')).json()) as typeof before;
    expect(after.data?.title).toBe(before.data?.title);
    expect(after.data?.video_url).toBe(before.data?.video_url);
  },
);
