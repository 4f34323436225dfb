import { expect, test, type Browser, type BrowserContext, type Page } from './fixtures';
import fs from 'node:fs';
import { collectErrors, csrf, jpeg, login, passQuiz, pushAppPath, TEST_PIN, testVideo, unique, unlockWithPin } from './support';

// Installable, and offline after unlock (decision 031): before the PIN nothing of the gift is
// stored; past it, the menu, the gallery and its photos open again with the network off, and so does the
// video once it has played (its whole file is stored behind its range requests); a new secret link or a
// new PIN drops what was stored.

test.describe.configure({ timeout: 90_000 });
// The other journeys block workers (playwright.config.ts); these are about one.
test.use({ serviceWorkers: 'allow' });

/** The names of the offline caches of the page's origin (only read: opening one would make it again). */
const offlineCacheNames = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('kado-offline-')));

/** The offline caches of the page's origin, and the URLs each holds (while the worker keeps them). */
const offlineCaches = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('kado-offline-'));
    return Promise.all(
      names.map(async (name) => ({ name, urls: (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) })),
    );
  });

/** Every photo of the page has loaded (from the network or the worker's cache). */
async function expectPhotosShown(page: Page, count: number) {
  const photos = page.locator('img[src^="/storage/"]');
  await expect(photos).toHaveCount(count);
  await expect
    .poll(() =>
      photos.evaluateAll((images) =>
        images.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      ),
    )
    .toBe(true);
}

/** A browser of the recipient's own: no giver's cookie. */
async function recipientBrowser(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ ...test.info().project.use, serviceWorkers: 'allow' });
}

/** Makes a folder with one photo, as the giver; returns its id and name. */
async function folderWithPhoto(page: Page): Promise<{ id: number; name: string }> {
  const name = unique('Offline', test.info().project.name);
  const made = await page.request.post('/api/gallery/create-folder', { data: { name }, headers: csrf });
  const id: number = (await made.json()).data.id;
  const photo = await page.request.post('/api/gallery/create-photos', {
    headers: csrf,
    multipart: { folder_id: String(id), title: 'Kita', photo: { name: 'kita.jpg', mimeType: 'image/jpeg', buffer: await jpeg(200) } },
  });
  expect(photo.status()).toBe(200);
  return { id, name };
}

/** Past the PIN, opens the menu and the folder, and waits until the worker holds them. */
async function unlockAndBrowse(recipient: Page, folder: { id: number; name: string }) {
  await unlockWithPin(recipient);
  await recipient.goto('/features');
  await expect(recipient.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect.poll(async () => (await offlineCacheNames(recipient)).length).toBe(1);
  await expect.poll(() => recipient.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await recipient.goto('/gallery');
  await recipient.getByRole('link', { name: `Buka folder ${folder.name}` }).click();
  await expect(recipient).toHaveURL(`/folder/${folder.id}`);
  await expectPhotosShown(recipient, 1);
  await expect
    .poll(async () => (await offlineCaches(recipient))[0]?.urls ?? [])
    .toEqual(expect.arrayContaining(['/', '/api/features', '/api/gallery', `/api/gallery/detail/${folder.id}`]));
  await expect
    .poll(async () => ((await offlineCaches(recipient))[0]?.urls ?? []).filter((url) => url.startsWith('/storage/')).length)
    .toBeGreaterThan(0);
}

/**
 * Plays `src` in a muted <video> of the page's own (the browser asks for it by range, as the gift's player
 * does), from `from` seconds: 'played' once it has moved on past that point, 'failed' if it cannot load.
 */
const playsIn = (page: Page, src: string, from = 0) =>
  page.evaluate(
    ({ src, from }) =>
      new Promise<string>((resolve) => {
        const video = document.createElement('video');
        video.muted = true;
        video.preload = 'auto';
        const done = (verdict: string) => {
          clearTimeout(timer);
          video.removeAttribute('src');
          video.load();
          resolve(verdict);
        };
        const timer = setTimeout(() => done(`stalled (readyState ${video.readyState}, networkState ${video.networkState})`), 20_000);
        video.addEventListener('error', () => done('failed'));
        video.addEventListener('loadedmetadata', () => {
          video.currentTime = from;
          video.play().catch(() => done('refused'));
        });
        video.addEventListener('timeupdate', () => {
          if (video.readyState >= 2 && video.currentTime > from + 0.3 && Number.isFinite(video.duration)) done('played');
        });
        video.src = src;
      }),
    { src, from },
  );

test('the installable gift: a manifest with its name, icons and colour, that Chromium reads without a fault', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await expect(page.locator('#loading-screen')).toBeHidden();
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get(href!)).json();
  const opening = (await (await page.request.get('/api/opening')).json()).data[0];
  const name = opening ? `${opening.title} ${opening.recipient_name}` : 'Kado';
  expect(manifest).toMatchObject({ name, start_url: '/', display: 'standalone', theme_color: '#fff5f8' });
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  // What Chromium itself makes of it (its DevTools protocol): parsed, no fault, nothing against installing.
  const cdp = await page.context().newCDPSession(page);
  const read = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data?: string };
  expect(read.url).toMatch(/\/manifest\.webmanifest$/);
  expect(read.errors).toEqual([]);
  expect(JSON.parse(read.data ?? '{}').name).toBe(manifest.name);
  const installable = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  // Playwright's contexts are incognito, where Chromium installs nothing; no other reason may stand.
  expect(installable.installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  expect(errors).toEqual([]);
});

test('before the PIN nothing is stored; past it the menu, the gallery and its photo open offline; a new link drops them', async ({
  page,
  browser,
}) => {
  await login(page);
  const folder = await folderWithPhoto(page);
  const context = await recipientBrowser(browser);
  try {
    const recipient = await context.newPage();
    const errors = collectErrors(recipient);
    // Before the PIN: no worker, nothing stored, and offline the gift does not open.
    await recipient.goto('/');
    await expect(recipient.locator('#loading-screen')).toBeHidden();
    await recipient.goto('/date-input2');
    await expect(recipient.getByLabel('PIN: tanggal spesial kita (6 digit, DDMMYY)')).toBeVisible();
    expect(await recipient.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(await offlineCacheNames(recipient)).toEqual([]);
    await context.setOffline(true);
    expect(
      await recipient.reload().then(
        () => 'opened',
        () => 'failed',
      ),
    ).toBe('failed');
    await context.setOffline(false);

    await unlockAndBrowse(recipient, folder);
    // The opening too, as an installed gift starts there.
    await recipient.goto('/');
    await expect(recipient.getByRole('slider', { name: 'Geser untuk membuka hadiah' })).toBeVisible();
    await recipient.goto(`/folder/${folder.id}`);
    await expectPhotosShown(recipient, 1);

    expect(errors, 'online, the worker costs the pages no error').toEqual([]);
    // Every page's code is kept, the pages not visited included.
    await expect
      .poll(async () => ((await offlineCaches(recipient))[0]?.urls ?? []).filter((url) => /^\/assets\/todo-list-page-/.test(url)))
      .toHaveLength(1);

    // Offline: the folder page reloads with its photo, the menu, the gallery and the opening open.
    await context.setOffline(true);
    await recipient.reload();
    await expect(recipient.getByRole('article')).toHaveCount(1);
    await expectPhotosShown(recipient, 1);
    await recipient.goto('/features');
    await expect(recipient.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await recipient.goto('/gallery');
    await expect(recipient.getByRole('link', { name: `Buka folder ${folder.name}` })).toBeVisible();
    await recipient.goto('/');
    await expect(recipient.getByRole('slider', { name: 'Geser untuk membuka hadiah' })).toBeVisible();
    // A page never visited opens too: its code was fetched past the PIN (router.tsx), never a blank screen.
    await recipient.goto('/todo-list');
    await expect(recipient.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(recipient.getByTestId('offline-page')).toHaveCount(0);
    await context.setOffline(false);

    // The giver makes a new link: every viewer session ends, and the next page load drops the cache.
    expect((await page.request.post('/api/share/rotate', { headers: csrf })).status()).toBe(200);
    await recipient.reload();
    await expect.poll(() => offlineCacheNames(recipient)).toEqual([]);
    await expect.poll(() => recipient.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    await context.setOffline(true);
    expect(
      await recipient.reload().then(
        () => 'opened',
        () => 'failed',
      ),
    ).toBe('failed');
  } finally {
    await context.close();
  }
});

test('a new PIN drops what the recipient stored', async ({ page, browser }) => {
  await login(page);
  const folder = await folderWithPhoto(page);
  const context = await recipientBrowser(browser);
  const list = await (await page.request.get('/api/date-input')).json();
  const first: { id: number; title: string; selected_date: string } = list.data[0];
  expect(first.selected_date.replace(/-/g, '')).toBe(TEST_PIN);
  try {
    const recipient = await context.newPage();
    await unlockAndBrowse(recipient, folder);
    const saved = await page.request.put('/api/date-input', {
      headers: csrf,
      data: { id: first.id, title: first.title, selected_date: '040321' },
    });
    expect(saved.status()).toBe(200);
    // Any page load asks the server who the browser is: the session is gone, so is the cache.
    await recipient.goto('/');
    await expect.poll(() => offlineCacheNames(recipient)).toEqual([]);
  } finally {
    await page.request.put('/api/date-input', { headers: csrf, data: { id: first.id, title: first.title, selected_date: TEST_PIN } });
    await context.close();
  }
});

test('the video played past the PIN plays again offline, seeking included; one never played does not', async ({ page, browser }) => {
  await login(page);
  // The giver's video gift: a 30-second MP4 (e2e/support.ts), its file asked for by range.
  const saved = await page.request.post('/api/video-gift', {
    headers: csrf,
    multipart: {
      title: 'Untukmu',
      description: '',
      video: { name: 'gift.mp4', mimeType: 'video/mp4', buffer: fs.readFileSync(testVideo()) },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const video = `/storage/${(await saved.json()).data.video_url as string}`;
  const context = await recipientBrowser(browser);
  try {
    const recipient = await context.newPage();
    const errors = collectErrors(recipient);
    await unlockWithPin(recipient);
    await passQuiz(recipient);
    await recipient.goto('/features');
    await expect(recipient.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect.poll(async () => (await offlineCacheNames(recipient)).length).toBe(1);
    await expect.poll(() => recipient.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // Not played yet: offline, the video does not load.
    await context.setOffline(true);
    expect(await playsIn(recipient, video)).toBe('failed');
    await context.setOffline(false);
    errors.length = 0; // The console's word for that failed load.
    expect((await offlineCaches(recipient))[0]?.urls).not.toContain(video);

    // Online, the gift's page and its player: the worker passes the range requests on and stores the whole file.
    await recipient.goto('/video-gift');
    const player = recipient.locator('video');
    await expect(player).toHaveAttribute('src', video);
    await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await offlineCaches(recipient))[0]?.urls ?? [], { timeout: 20_000 }).toContain(video);
    // A media request the page no longer wants (the music paused on this page, a range the player gave up,
    // the offline attempt above reporting late) can end as a bare 'net::ERR_FAILED' line: seen once in a
    // full run, never with this file alone. Any other error is the worker's doing and fails the journey.
    const unexpected = errors.filter((error) => error !== 'Failed to load resource: net::ERR_FAILED');
    expect(unexpected, 'online, the worker costs the page no error').toEqual([]);

    // Offline: the page reloads, and its video plays from the start and from the middle. The browser's
    // HTTP cache would answer within the file's max-age too: emptied, so only the worker's store is left.
    await context.setOffline(true);
    await (await context.newCDPSession(recipient)).send('Network.clearBrowserCache');
    await recipient.reload();
    await expect(recipient.getByRole('heading', { name: 'Untukmu' })).toBeVisible();
    await player.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState >= 2 && element.currentTime > 0.5))
      .toBe(true);
    expect(await player.evaluate((element: HTMLVideoElement) => element.duration)).toBeCloseTo(30, 0);
    expect(await playsIn(recipient, video, 20)).toBe('played');
    // The worker answers a range the way the server does: 206 with the part asked for, 416 past the end.
    const answers = await recipient.evaluate(async (src) => {
      const part = await fetch(src, { headers: { range: 'bytes=-100' } });
      const beyond = await fetch(src, { headers: { range: 'bytes=999999999-' } });
      return {
        part: {
          status: part.status,
          range: part.headers.get('content-range'),
          type: part.headers.get('content-type'),
          bytes: (await part.arrayBuffer()).byteLength,
        },
        beyond: { status: beyond.status, range: beyond.headers.get('content-range') },
      };
    }, video);
    const size = fs.statSync(testVideo()).size;
    expect(answers).toEqual({
      part: { status: 206, range: `bytes ${size - 100}-${size - 1}/${size}`, type: 'video/mp4', bytes: 100 },
      beyond: { status: 416, range: `bytes */${size}` },
    });
  } finally {
    await context.close();
  }
});

test('a page whose code cannot be fetched shows the offline page, with a retry and the way back', async ({ browser }) => {
  const context = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'block' });
  try {
    const recipient = await context.newPage();
    // The quiz page's code never arrives (not even when every page's code is fetched past the PIN), as for a
    // phone that went offline before storing it.
    await recipient.route(/\/assets\/quiz-page-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    await unlockWithPin(recipient);
    await recipient.goto('/features');
    await expect(recipient.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await context.setOffline(true);
    await pushAppPath(recipient, '/games/quiz');
    const offline = recipient.getByTestId('offline-page');
    await expect(offline.getByRole('heading', { name: 'Kamu sedang offline' })).toBeVisible();
    await expect(offline.getByText('Halaman ini belum tersimpan di perangkatmu.')).toBeVisible();
    await expect(offline.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
    // The way back: the menu it came from.
    await offline.getByRole('button', { name: 'Kembali' }).click();
    await expect(recipient).toHaveURL('/features');
    await expect(recipient.getByTestId('offline-page')).toHaveCount(0);
    // Online again, the retry loads the page for real.
    await context.setOffline(false);
    await recipient.unroute(/\/assets\/quiz-page-[^/]*\.js$/);
    await recipient.goto('/games/quiz');
    await expect(recipient.getByTestId('offline-page')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
