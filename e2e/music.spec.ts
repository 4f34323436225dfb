import { expect, test, type Page } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { pushAppPath, unlockWithPin } from './support';

// The background music (docs/product.md §1, §2, §4): one player across pages, its 'Now Playing' details read
// from the track's own tags (the seeded track, scripts/make-default-track.ts). The hub's Music section is a component
// test (src/web/features/music-player/music-hub-panel.test.tsx).

const SEEDED = { title: 'Lagu Untukmu', artist: 'Kado Music Box' };

interface AudioState {
  paused: boolean;
  currentTime: number;
  same: boolean;
}

/** The <audio> element's state, and whether it is still the element first seen on this page. */
async function audioState(page: Page): Promise<AudioState> {
  return page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio[data-testid="background-music"]')!;
    const scope = window as typeof window & { __firstAudio?: HTMLAudioElement };
    scope.__firstAudio ??= audio;
    return { paused: audio.paused, currentTime: audio.currentTime, same: scope.__firstAudio === audio };
  });
}

async function recipient(page: Page): Promise<void> {
  await unlockWithPin(page);
  // The PIN page stores is_pin 'true' (docs/product.md §4); these journeys start after it.
  await page.addInitScript(() => localStorage.setItem('is_pin', 'true'));
}

test('the Now Playing panel shows the seeded track tags, seek bar, volume and Play/Pause', async ({ page }) => {
  await recipient(page);
  await page.goto(ROUTES.features);
  const toggle = page.getByRole('button', { name: 'Buka pemutar musik' });
  await toggle.click();
  const panel = page.getByRole('region', { name: 'Pemutar musik' });
  await expect(panel.getByRole('heading', { name: 'Now Playing' })).toBeVisible();
  await expect(panel.getByTestId('music-title')).toHaveText(SEEDED.title);
  await expect(panel.getByTestId('music-artist')).toHaveText(SEEDED.artist);
  await expect(panel.getByRole('img', { name: `Sampul lagu ${SEEDED.title}` })).toBeVisible();

  const volume = panel.getByRole('slider', { name: 'Volume' });
  await expect(volume).toHaveValue('0.5');
  await expect(volume).toHaveAttribute('step', '0.01');
  await expect(volume).toHaveAttribute('max', '1');
  await volume.fill('0.2');
  expect(await page.evaluate(() => document.querySelector('audio')!.volume)).toBeCloseTo(0.2);
  await expect(panel.getByRole('slider', { name: 'Posisi lagu' })).toBeEnabled();
  expect(await page.evaluate(() => document.querySelector('audio')!.loop)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Buka pemutar musik' })).toBeFocused();
});

test('playback carries on across pages, stops where the music must be quiet, and a pause is kept', async ({ page }) => {
  await recipient(page);
  await page.goto(ROUTES.features);
  await page.getByRole('button', { name: 'Buka pemutar musik' }).click();
  // If the browser refused autoplay, the next click anywhere starts it (docs/product.md §4).
  await page.getByRole('heading', { level: 1 }).click();
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(0.5);
  const before = (await audioState(page)).currentTime;

  // Through the menu to the gallery: a client-side navigation, the same element keeps playing.
  const heart = page.getByRole('button', { name: 'Main Gift' });
  await heart.click();
  await page.getByRole('link', { name: 'Gallery' }).click();
  await expect(page).toHaveURL(ROUTES.gallery);
  await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(before + 0.3);
  const onGallery = await audioState(page);
  expect(onGallery).toMatchObject({ paused: false, same: true });
  await expect(page.getByRole('button', { name: /pemutar musik/ })).toBeVisible();

  // The letter page has its own music: the background track pauses, and comes back after it.
  await pushAppPath(page, ROUTES.loveTyping);
  await expect(page).toHaveURL(ROUTES.loveTyping);
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);
  await expect(page.getByRole('button', { name: /pemutar musik/ })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(ROUTES.gallery);
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);

  // The listener's own Pause holds across pages.
  const toggle = page.getByRole('button', { name: /pemutar musik/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);
  await pushAppPath(page, ROUTES.todoList);
  await expect(page).toHaveURL(ROUTES.todoList);
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  expect((await audioState(page)).paused).toBe(true);
  await page.getByRole('button', { name: 'Play' }).click();
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  expect((await audioState(page)).same).toBe(true);
});

test('when the browser refuses autoplay, the music waits and starts on the next click anywhere', async ({ page }) => {
  // A browser that lets media play only after the visitor's first click, as many browsers do.
  await page.addInitScript(() => {
    let clicked = false;
    window.addEventListener('click', () => (clicked = true), { capture: true });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!clicked) return Promise.reject(new DOMException('play() needs a user gesture.', 'NotAllowedError'));
      return play.call(this);
    };
  });
  await recipient(page);
  await page.goto(ROUTES.features);
  const waiting = page.getByRole('status').filter({ hasText: 'Ketuk di mana saja untuk memutar musik' });
  await expect(waiting).toBeAttached();
  expect((await audioState(page)).paused).toBe(true);
  await page.getByRole('heading', { level: 1 }).click();
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  await expect(waiting).toHaveCount(0);
});

test('no music before the PIN', async ({ page }) => {
  await page.goto(ROUTES.opening);
  await expect(page.getByRole('heading', { name: /./ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /pemutar musik/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.querySelector('audio')?.paused ?? true)).toBe(true);
});
