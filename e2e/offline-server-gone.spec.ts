import { expect, test } from './fixtures';
import fs from 'node:fs';
import { startKado, type KadoProcess } from './kado-process';
import { csrf, login, testVideo, TEST_EDITOR, unlockWithPin } from './support';

// Offline after unlock (decision 031) when the browser is online but the server is gone: a stopped server,
// a dropped connection. The browser does not fail requests at once as in offline mode: each one is refused by
// the network. The video the recipient played keeps playing from the worker's store, from the middle too,
// well past the first seconds. A Kado of its own, so stopping it touches no other journey.

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });

let kado: KadoProcess;
test.beforeAll(async () => {
  kado = await startKado({ EDITOR_EMAIL: TEST_EDITOR.email, EDITOR_PASSWORD: TEST_EDITOR.password });
});
test.afterAll(async () => {
  await kado?.stop();
});

test('with the server stopped, the stored video plays on from the middle without a read error', async ({ browser }) => {
  const origin = `http://127.0.0.1:${kado.port}`;
  const giver = await browser.newContext({ baseURL: origin });
  const recipientContext = await browser.newContext({ ...test.info().project.use, baseURL: origin, serviceWorkers: 'allow' });
  try {
    // The giver's video gift (a 30-second MP4), with the Main Gift open without a quiz: only 'Gift' in the menu.
    const givers = await giver.newPage();
    await login(givers, TEST_EDITOR);
    const saved = await givers.request.post('/api/video-gift', {
      headers: csrf,
      multipart: {
        title: 'Untukmu',
        description: '',
        video: { name: 'gift.mp4', mimeType: 'video/mp4', buffer: fs.readFileSync(testVideo()) },
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const video = `/storage/${(await saved.json()).data.video_url as string}`;
    const features = await givers.request.post('/api/features', {
      headers: csrf,
      data: { title: 'Untukmu', selected_features: '["gift"]' },
    });
    expect(features.status(), await features.text()).toBe(200);

    const recipient = await recipientContext.newPage();
    await unlockWithPin(recipient);
    await recipient.goto('/features');
    await expect.poll(() => recipient.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await recipient.goto('/video-gift');
    const player = recipient.locator('video');
    await expect(player).toHaveAttribute('src', video);
    // The worker stores the whole file behind the player's range requests.
    await expect
      .poll(
        () =>
          recipient.evaluate(async (src) => {
            for (const name of await caches.keys()) if (await (await caches.open(name)).match(src)) return true;
            return false;
          }, video),
        { timeout: 20_000 },
      )
      .toBe(true);

    await kado.stop();
    // The browser's own HTTP cache would answer within the file's max-age: emptied, so only the worker's store is left.
    await (await recipientContext.newCDPSession(recipient)).send('Network.clearBrowserCache');
    await recipient.reload();
    await expect(recipient.getByRole('heading', { name: 'Untukmu' })).toBeVisible();
    await player.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      element.currentTime = 12;
      return element.play();
    });
    // Six seconds of play from 12 s on: each range the player asks for on the way comes from the store.
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => (element.error ? `error ${element.error.code}` : element.currentTime)), {
        timeout: 20_000,
      })
      .toBeGreaterThan(18);
    expect(await player.evaluate((element: HTMLVideoElement) => element.error?.code ?? null)).toBeNull();
  } finally {
    await recipientContext.close();
    await giver.close();
  }
});
