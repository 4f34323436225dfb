import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { csrf, jpeg, login, toast, unlockWithPin } from './support';

// The loading screen and the page's held clock are what some of these journeys test: no skipping it here.
test.use({ skipLoadingScreen: false });

// Small things a giver or recipient notices, one test each: when the opening's name types, the PIN page's photo, the
// file name shown for a song, no console warning. Component tests hold which page a toast stays with
// (components/app-toaster.test.tsx), a failed login said once in its modal (components/login-modal.test.tsx), the
// love moment editor's Indonesian instructions and the video editor's file name (features/*/edit-*.test.tsx).

test('the opening name starts typing only when the loading screen lifts', async ({ page }) => {
  // Records, at every change of the page while the loading screen still covers it, how many letters of
  // the name were typed; and whether the name was there under the screen at all.
  await page.addInitScript(() => {
    const seen = { typedUnder: 0, mountedUnder: false };
    (window as unknown as { __underScreen: typeof seen }).__underScreen = seen;
    const check = () => {
      const screen = document.getElementById('loading-screen');
      const name = document.querySelector('[data-testid="recipient-name"]');
      if (!screen || screen.classList.contains('is-leaving') || !name) return;
      seen.mountedUnder = true;
      const rest = name.querySelector('span')?.textContent ?? '';
      seen.typedUnder = Math.max(seen.typedUnder, (name.textContent ?? '').length - rest.length);
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  // The page's clock is held, and moved on in small steps while the app starts: on a slow machine the app
  // may need more than the screen's 2 s of real time to mount, and the name must be under the screen for
  // this test to prove anything. Network and rendering run in real time between the steps.
  // The clock runs from its install until the pause: on a loaded host that can be more than a fixed 100 ms, so the
  // pause is set a moment after the clock's own now, never in its past.
  await page.clock.install({ time: 0 });
  // A busy host can pass even a later moment before the pause reaches the page: then the pause is asked again, later.
  for (let margin = 50; ; margin *= 4) {
    const now = await page.evaluate(() => Date.now());
    const paused = await page.clock.pauseAt(now + margin).then(
      () => true,
      (error: unknown) => {
        if (margin >= 800 || !String(error).includes('to the past')) throw error;
        return false;
      },
    );
    if (paused) break;
  }
  await page.goto(ROUTES.opening);
  const name = page.getByTestId('recipient-name');
  // Each poll moves the clock 10 ms on and asks whether the name has mounted; between polls the network and the
  // rendering have 40 ms of real time. It ends when the name is there, not after a fixed time.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(10);
        return name.count();
      },
      { intervals: [40], timeout: 20_000 },
    )
    .toBe(1);
  await page.clock.resume();
  await expect(page.locator('#loading-screen')).toHaveCount(0);
  const seen = await page.evaluate(
    () => (window as unknown as { __underScreen: { typedUnder: number; mountedUnder: boolean } }).__underScreen,
  );
  expect(seen.mountedUnder).toBe(true);
  expect(seen.typedUnder).toBe(0);
  await expect(name).toHaveAttribute('data-typed', 'done', { timeout: 30_000 });
});

test("the giver sets the PIN page's photo from the Date Input panel", async ({ page, browser }, info) => {
  await login(page);
  await page.goto(ROUTES.editDateInput);
  const field = page.getByLabel('Foto', { exact: true });
  await expect(field).toBeEnabled();
  await field.setInputFiles({ name: 'kita.jpg', mimeType: 'image/jpeg', buffer: await jpeg(330, 600, 600) });
  await expect(toast(page, 'Foto berhasil disimpan!')).toBeVisible();
  const current = page.getByRole('img', { name: 'Foto sekarang' });
  await expect(current).toBeVisible();
  const src = await current.getAttribute('src');

  const context = await browser.newContext({ ...info.project.use });
  const visitor = await context.newPage();
  await visitor.goto(ROUTES.dateInput);
  await expect(visitor.getByRole('img', { name: 'Foto kenangan kita' })).toHaveAttribute('src', src ?? '');
  await context.close();
});

test('an untagged song is titled by its file name in the music player', async ({ page }) => {
  test.setTimeout(60_000);
  const song = path.join(os.tmpdir(), 'kado-e2e-untagged-v1.mp3');
  if (!fs.existsSync(song)) {
    execFileSync('/usr/bin/ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=330:duration=3',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '48k',
      '-map_metadata',
      '-1',
      '-write_id3v2',
      '0',
      '-write_xing',
      '0',
      `${song}.part.mp3`,
    ]);
    fs.renameSync(`${song}.part.mp3`, song);
  }
  await login(page);
  const res = await page.request.post('/api/music', {
    headers: csrf,
    multipart: { music: { name: 'Lagu Kita.mp3', mimeType: 'audio/mpeg', buffer: fs.readFileSync(song) } },
  });
  expect(res.status(), await res.text()).toBe(200);
  try {
    await unlockWithPin(page);
    await page.addInitScript(() => localStorage.setItem('is_pin', 'true'));
    await page.goto(ROUTES.features);
    await page.getByRole('button', { name: 'Buka pemutar musik' }).click();
    const panel = page.getByRole('region', { name: 'Pemutar musik' });
    await expect(panel.getByTestId('music-title')).toHaveText('Lagu Kita');
  } finally {
    // Back to the seeded track for the other journeys.
    expect((await page.request.delete('/api/music', { headers: csrf })).status()).toBe(200);
  }
});

test.describe('with the offline worker, as a recipient has it', () => {
  test.use({ serviceWorkers: 'allow' });

  test('no page of the recipient logs a console warning or error', async ({ page }) => {
    const said: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') said.push(`${new URL(page.url()).pathname}: ${message.text()}`);
    });
    await page.goto('/');
    await expect(page.getByRole('slider', { name: 'Geser untuk membuka hadiah' })).toBeVisible();
    await unlockWithPin(page);
    for (const path of ['/days-of-love', '/features', '/gallery', '/todo-list', '/games', '/love-moment', '/main-gift']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    expect(said).toEqual([]);
  });
});
