import sharp from 'sharp';
import { TEST_PIN } from '../support';
import type { Query } from './in-page';
import { StopWaiting, type Page } from './page';
import type { Gift } from './seed';

// The recipient's journey in any engine (decision 049), one step at a time, the way a person goes: the slide
// dragged with the pointer, the PIN typed, the counter, the menu, a photo opened large, a todo ticked, the quiz
// answered, the video playing, the letter typing itself out, the coupon, a love moment turned over, the
// background music playing, and the gift opening again with the server gone (decision 031). Chromium's
// Playwright journeys (e2e/*.spec.ts) cover the same ground in depth; this is the breadth in every engine.

/** A step that cannot be done in this engine for a reason of the engine's own, said plainly. */
export class Skipped {
  constructor(readonly reason: string) {}
}

export interface JourneyContext {
  page: Page;
  gift: Gift;
  /** Stops the gift's server (for the offline step); the runner starts it again after the journey. */
  stopServer(): Promise<void>;
}

export interface Step {
  name: string;
  /** Resolves with a note worth printing beside 'ok' (how the engine did it), or Skipped. */
  run(context: JourneyContext): Promise<Skipped | string | void>;
}

/**
 * What a MediaError 4 (format not supported) most likely means in this journey's engines: WebKitGTK decodes
 * through GStreamer, and H.264/AAC (the test video) needs gstreamer1.0-libav, only a recommendation of the
 * WebKitGTK package (with plugins-base and -good alone the video fails so; the MP3 music plays).
 */
const hint = (page: Page, failure: string) =>
  page.driver.engine === 'webkit' && failure.startsWith('MediaError 4')
    ? ' (WebKitGTK: H.264/AAC needs apt-get install gstreamer1.0-libav)'
    : '';

const SLIDER: Query = { role: 'slider', name: 'Geser untuk membuka hadiah' };
const PIN: Query = { role: 'textbox', name: 'PIN: Tanggal Spesial Kita (6 digit, DDMMYY)' };
const HEART: Query = { css: '[data-testid="menu-heart"]' };

/** Waits until the loading screen (docs/product.md §1, 2 s after a page load) has gone. */
async function loaded(page: Page): Promise<void> {
  await page.waitFor('the loading screen to go', () => page.run(() => document.getElementById('loading-screen') === null), 15_000);
}

/** A full page load of `path` unless the page is there already (after an earlier step failed, say). */
async function at(page: Page, path: string): Promise<void> {
  if ((await page.call('path')) === path) return;
  await page.driver.goto(path);
  await loaded(page);
}

/** From the menu (/features), opens the heart's menu and follows one of its links. */
async function openMenuItem(page: Page, name: string, path: string): Promise<void> {
  await at(page, '/features');
  if ((await page.call('attribute', HEART, 'aria-expanded')) !== 'true') {
    await page.click(HEART);
    await page.waitForAttribute(HEART, 'aria-expanded', 'true');
  }
  await page.click({ role: 'link', name, within: { role: 'list', name: 'Menu fitur' } });
  await page.waitForPath(path);
}

/** The gift choice (/main-gift): the open menu's heart asks for Main Gift. */
async function openMainGift(page: Page): Promise<void> {
  if ((await page.call('path')) === '/main-gift') return;
  await at(page, '/features');
  if ((await page.call('attribute', HEART, 'aria-expanded')) !== 'true') {
    await page.click(HEART);
    await page.waitForAttribute(HEART, 'aria-expanded', 'true');
  }
  await page.click(HEART);
  await page.waitForPath('/main-gift');
}

interface MediaState {
  paused: boolean;
  time: number;
  ready: number;
  /** The media error, said as the engine says it ('failure', not 'error': WebDriver reads a result's 'error' as its own). */
  failure: string | null;
  /** The page's clock (performance.now(), ms) when `time` was read. */
  at: number;
}

/** The state of the first media element the CSS selector finds. */
const mediaState = (page: Page, selector: string) =>
  page.run((css: string): MediaState | null => {
    const media = document.querySelector<HTMLMediaElement>(css);
    if (!media) return null;
    const failure = media.error ? `MediaError ${media.error.code}${media.error.message ? `: ${media.error.message}` : ''}` : null;
    return { paused: media.paused, time: media.currentTime, ready: media.readyState, failure, at: performance.now() };
  }, selector);

/**
 * Waits until the media element plays on by `by` seconds from where it is now (its currentTime advances,
 * so frames or samples are really decoded), no faster than the page's clock. A media error ends the wait with
 * what the engine said.
 */
async function playsOn(page: Page, selector: string, what: string, by = 0.5): Promise<MediaState> {
  const first = await page.waitFor(`${what} to be playing`, async () => {
    const state = await mediaState(page, selector);
    if (state?.failure) throw new StopWaiting(`${what} cannot play: ${state.failure}${hint(page, state.failure)}`);
    return state && !state.paused && state.ready >= 2 ? state : null;
  });
  const later = await page.waitFor(
    `${what}'s currentTime to pass ${(first.time + by).toFixed(2)} s`,
    async () => {
      const state = await mediaState(page, selector);
      if (state?.failure) throw new StopWaiting(`${what} stopped: ${state.failure}`);
      return state && state.time > first.time + by ? state : null;
    },
    15_000,
  );
  // Faster than real time is no playing (a sound device that swallows the sound at once makes it so); slower
  // is a busy machine.
  const rate = (later.time - first.time) / ((later.at - first.at) / 1000);
  if (rate > 1.6) throw new Error(`${what} plays at ${rate.toFixed(2)} times the speed of the page's clock`);
  return later;
}

/** The names of the offline worker's stored requests, by path. */
const storedPaths = (page: Page) =>
  page.run(async () => {
    if (!('caches' in window)) return [];
    const names = (await caches.keys()).filter((name) => name.startsWith('kado-offline-'));
    const cache = names[0] ? await caches.open(names[0]) : null;
    return cache ? (await cache.keys()).map((request) => new URL(request.url).pathname) : [];
  });

/** Every photo of the page that comes from /storage has loaded and has pixels. */
async function photosShown(page: Page, what: string, css = 'img[src^="/storage/"]'): Promise<number> {
  return page.waitFor(`${what} to show`, () =>
    page.run((selector: string) => {
      const images = Array.from(document.querySelectorAll<HTMLImageElement>(selector));
      return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0) ? images.length : null;
    }, css),
  );
}

/** The mean colour [r, g, b] of a patch of the viewport, as the engine drew it. */
async function drawnColour(page: Page, patch: { left: number; top: number; width: number; height: number }): Promise<number[]> {
  const stats = await sharp(await page.driver.screenshot())
    .extract(patch)
    .stats();
  return stats.channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

export const JOURNEY: Step[] = [
  {
    name: 'opening slide (pointer drag)',
    async run({ page }) {
      await page.driver.goto('/');
      await loaded(page);
      const handle = await page.find(SLIDER);
      const control = await page.find({ css: '[data-testid="slide-control"]' });
      const from = { x: handle.rect.x + handle.rect.width / 2, y: handle.rect.y + handle.rect.height / 2 };
      // The handle's track is 55 % of the control (docs/product.md §4); 90 % of it opens the gift.
      await page.driver.drag(from, { x: from.x + control.rect.width * 0.55 * 0.9, y: from.y }, 10);
      await page.waitForAttribute({ css: '[data-testid="slide-control"]' }, 'data-state', 'open', 3_000);
      // The PIN page follows 4 s after the slide.
      await page.waitForPath('/date-input2', 10_000);
    },
  },
  {
    name: 'PIN',
    async run({ page }) {
      await at(page, '/date-input2');
      await page.type(PIN, TEST_PIN);
      await page.waitForPath('/days-of-love', 10_000);
      const stored = await page.run(() => localStorage.getItem('is_pin'));
      if (stored !== 'true') throw new Error(`after the right PIN localStorage.is_pin is ${String(stored)}, not 'true'`);
    },
  },
  {
    name: 'days-together counter ticks',
    async run({ page }) {
      await at(page, '/days-of-love');
      const clock: Query = { css: '[data-testid="now-clock"]' };
      const pattern = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/;
      const first = await page.waitFor('the clock', async () => {
        const text = (await page.call('find', clock))?.text ?? '';
        return pattern.test(text) ? text : null;
      });
      await page.waitFor(
        `the clock to move on from ${first}`,
        async () => ((await page.call('find', clock))?.text ?? first) !== first,
        3_000,
      );
      const days = await page.waitForAttribute({ css: '[data-testid="days-count"]' }, 'data-days', /^\d+$/);
      if (Number(days) < 1) throw new Error(`the counter shows ${days} days`);
    },
  },
  {
    name: 'menu',
    async run({ page }) {
      await at(page, '/days-of-love');
      // A tap anywhere goes on to the menu.
      await page.click({ css: '[data-testid="days-continue"]' });
      await page.waitForPath('/features');
      await page.click(HEART);
      await page.waitForAttribute(HEART, 'aria-expanded', 'true');
      for (const name of ['Gallery', 'Plans', 'Mini Games', 'Letter']) {
        await page.find({ role: 'link', name, within: { role: 'list', name: 'Menu fitur' } });
      }
    },
  },
  {
    name: 'gallery viewer opens a photo',
    async run({ page, gift }) {
      await openMenuItem(page, 'Gallery', '/gallery');
      await page.click({ role: 'link', name: `Buka folder ${gift.folder.name}` });
      await page.waitForPath(`/folder/${gift.folder.id}`);
      await photosShown(page, "the folder's thumbnails");
      await page.click({ role: 'button', name: `Lihat foto ${gift.photoTitle}` });
      const viewer: Query = { role: 'dialog', name: gift.photoTitle };
      await page.find(viewer);
      await page.waitFor('the large photo to load', () =>
        page.run((title: string) => {
          const img = Array.from(document.querySelectorAll<HTMLImageElement>('[role="dialog"] img, dialog img')).find(
            (i) => i.alt === title,
          );
          return img && img.complete && img.naturalWidth >= 1000 ? img.naturalWidth : null;
        }, gift.photoTitle),
      );
      await page.click({ role: 'button', name: 'Tutup', within: viewer });
      await page.waitForGone(viewer);
    },
  },
  {
    name: 'a todo ticked',
    async run({ page, gift }) {
      // Back through the pages as a person goes: the folder, the gallery, the menu.
      await page.click({ role: 'link', name: 'Kembali' });
      await page.waitForPath('/gallery');
      await page.click({ role: 'link', name: 'Kembali' });
      await page.waitForPath('/features');
      await openMenuItem(page, 'Plans', '/todo-list');
      const todo: Query = { role: 'button', name: gift.todo };
      const before = await page.waitForAttribute(todo, 'aria-pressed', /^(true|false)$/);
      const after = before === 'true' ? 'false' : 'true';
      await page.click(todo);
      await page.waitForAttribute(todo, 'aria-pressed', after);
      if (after === 'true') await page.waitForText(`Todo "${gift.todo}" dipilih!`);
      // The choice is the server's, not only the page's.
      const saved = await page.waitFor('the server to keep the choice', () =>
        page.run(
          async (title: string, wanted: boolean) => {
            const reply = (await (await fetch('/api/todos')).json()) as { data: { title: string; is_selected: boolean }[] };
            return reply.data.find((t) => t.title === title)?.is_selected === wanted;
          },
          gift.todo,
          after === 'true',
        ),
      );
      if (!saved) throw new Error('the server did not keep the todo');
    },
  },
  {
    name: 'quiz answered',
    async run({ page, gift }) {
      await page.click({ role: 'link', name: 'Kembali' });
      await page.waitForPath('/features');
      await openMenuItem(page, 'Mini Games', '/games');
      await page.click({ role: 'link', name: 'Quiz Fun' });
      await page.waitForPath('/games/quiz');
      const total = Object.keys(gift.answers).length;
      const options: Query = { role: 'list', name: 'Pilihan jawaban' };
      for (let step = 1; step <= total; step++) {
        await page.waitForAttribute({ role: 'progressbar', name: 'Kemajuan kuis' }, 'aria-valuenow', String(step));
        const question = (await page.find({ role: 'heading', css: 'h2' })).text;
        const answer = gift.answers[question];
        if (answer === undefined) throw new Error(`the quiz asks "${question}", a question the giver never set`);
        const names = await page.run(() =>
          Array.from(document.querySelectorAll('[aria-label="Pilihan jawaban"] button')).map((b) => (b.textContent ?? '').trim()),
        );
        const pick = names.find((name) => name.toLocaleLowerCase() === answer.toLocaleLowerCase());
        if (!pick) throw new Error(`no option of "${question}" reads "${answer}" (options: ${names.join(', ')})`);
        await page.click({ role: 'button', name: pick, within: options });
        if (step < total) await page.waitFor('the next question', async () => (await page.call('find', { css: 'h2' }))?.text !== question);
      }
      await page.waitForText('Hasil Kuis');
      await page.waitForText('Main Gift sudah terbuka');
      const score = (await page.find({ css: '[data-testid="quiz-score"]' })).text;
      if (score !== `${total} / ${total}`) throw new Error(`the score reads "${score}", not a perfect ${total} / ${total}`);
    },
  },
  {
    name: 'video plays',
    async run({ page, gift }) {
      await page.click({ role: 'link', name: 'Kembali ke Pilihan Game' });
      await page.waitForPath('/games');
      await page.click({ role: 'link', name: 'Kembali' });
      await page.waitForPath('/features');
      await openMainGift(page);
      await page.click({ role: 'button', nameMatches: '^Video Gift' });
      await page.waitForPath('/video-gift', 8_000);
      await page.find({ role: 'heading', name: gift.videoTitle });
      // It starts by itself after the tap on the gift choice; where the engine refused, the play button is in
      // view (docs/product.md §2) and the recipient presses it.
      const started = await page
        .waitFor('the video to start by itself', async () => ((await mediaState(page, 'video'))?.paused === false ? true : null), 4_000)
        .catch(() => false);
      if (!started) {
        const state = await mediaState(page, 'video');
        if (state?.failure) throw new Error(`the video cannot play: ${state.failure}${hint(page, state.failure)}`);
        await page.click({ role: 'button', name: 'Putar video' });
      }
      await playsOn(page, 'video', 'the video', 0.8);
      const muted = await page.run(() => document.querySelector('video')?.muted ?? true);
      return `${started ? 'started by itself' : "autoplay refused: started with 'Putar video'"}, ${muted ? 'muted' : 'with sound'}`;
    },
  },
  {
    name: 'love letter types out',
    async run({ page, gift }) {
      await page.click({ role: 'button', name: 'Back' });
      await page.waitForPath('/main-gift');
      await page.click({ role: 'link', nameMatches: '^Love Letter' });
      await page.waitForPath('/love-typing');
      // Every state the letter passes through, from now on.
      await page.run(() => {
        const log: { index: number; state: string; typed: string; cursor: boolean }[][] = [];
        (window as unknown as { __letterLog: typeof log }).__letterLog = log;
        new MutationObserver(() => {
          const root = document.querySelector('[data-testid="love-letter"]');
          if (!root) return;
          log.push(
            Array.from(root.querySelectorAll<HTMLElement>('p[data-index]')).map((p) => ({
              index: Number(p.dataset.index),
              state: p.dataset.state ?? '',
              typed: (p.querySelector('[data-typed]') ?? p).textContent ?? '',
              cursor: p.querySelector('[data-cursor]')?.textContent === '_',
            })),
          );
        }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      const letter: Query = { css: '[data-testid="love-letter"]' };
      await page.waitForAttribute(letter, 'data-state', 'done', 20_000);
      const shown = await page.run(() =>
        Array.from(document.querySelectorAll('[data-testid="love-letter"] p[data-index]')).map((p) => (p.textContent ?? '').trim()),
      );
      if (JSON.stringify(shown) !== JSON.stringify(gift.letter)) throw new Error(`the letter reads ${JSON.stringify(shown)}`);
      const log = await page.run(
        () => (window as unknown as { __letterLog: { index: number; state: string; typed: string; cursor: boolean }[][] }).__letterLog,
      );
      const last = gift.letter.length - 1;
      const partTyped = log.some((snapshot) =>
        snapshot.some(
          (p) => p.index === last && p.state === 'typing' && p.cursor && p.typed.length > 0 && p.typed.length < gift.letter[last]!.length,
        ),
      );
      if (!partTyped) throw new Error(`the last paragraph was never seen part-typed with its cursor (${log.length} states seen)`);
    },
  },
  {
    name: 'coupon',
    async run({ page, gift }) {
      await page.click({ role: 'link', name: 'Kembali' });
      await page.waitForPath('/main-gift');
      await page.click({ role: 'link', nameMatches: '^Kupon Hadiah' });
      await page.waitForPath('/coupon');
      await page.find({ role: 'heading', name: 'Hadiah Kecil Untukmu' });
      await page.waitForText(gift.coupon.name);
      await page.waitForText(gift.coupon.code);
      await photosShown(page, 'the coupon picture');
      const claim = await page.find({ role: 'link', name: 'Klaim Hadiah' });
      const href = (await page.call('attribute', { css: claim.selector }, 'href')) ?? '';
      const link = new URL(href);
      const message = link.searchParams.get('text') ?? '';
      if (link.origin + link.pathname !== `https://wa.me/${gift.coupon.number}` || !message.includes(`*${gift.coupon.name}*`)) {
        throw new Error(`the claim link is ${href}`);
      }
    },
  },
  {
    name: 'love moment card flips',
    async run({ page, gift }) {
      await page.click({ role: 'link', name: 'Kembali' });
      await page.waitForPath('/main-gift');
      await page.click({ role: 'link', name: 'Kembali ke Menu' });
      await page.waitForPath('/features');
      await openMenuItem(page, 'Letter', '/love-moment');
      await photosShown(page, "the card's cover");
      // The cover fades in over 0.3 s once loaded, over its blurred placeholder.
      await page.waitFor('the cover to have faded in', () =>
        page.run(() => {
          const img = document.querySelector('[data-testid="love-moment-card"] img');
          return !document.querySelector('[data-testid="cover-placeholder"]') && !!img && getComputedStyle(img).opacity === '1';
        }),
      );
      const front: Query = { role: 'button', name: gift.moment.title, css: '[aria-pressed="false"]' };
      const seen = await page.find(front);
      await page.run((selector: string) => document.querySelector(selector)?.scrollIntoView({ block: 'center' }), seen.selector);
      const card = await page.find(front);
      // A patch of the card's upper middle, as drawn: the cover photo before, the letter's paper after.
      const patch = {
        left: Math.round(card.rect.x + card.rect.width * 0.4),
        top: Math.round(card.rect.y + card.rect.height * 0.3),
        width: Math.round(card.rect.width * 0.2),
        height: Math.round(card.rect.height * 0.1),
      };
      const before = await drawnColour(page, patch);
      await page.click(front);
      await page.find({ role: 'button', name: gift.moment.title, css: '[aria-pressed="true"]' });
      const region: Query = { role: 'region', name: `Surat cinta: ${gift.moment.title}` };
      const letter = await page.find(region);
      if (letter.text !== gift.moment.letter) throw new Error(`the back of the card reads "${letter.text}"`);
      // The turn takes 0.7 s; then the card's back is what is drawn (the hidden front does not show through)
      // and what a pointer at the card's middle reaches.
      let after: number[] = [];
      await page
        .waitFor(
          'the turned card to be drawn with its back',
          async () => {
            after = await drawnColour(page, patch);
            const light = Math.min(...after) > 200;
            const changed = Math.max(...after.map((value, i) => Math.abs(value - before[i]!))) > 30;
            return light && changed;
          },
          4_000,
        )
        .catch((error: unknown) => {
          throw new Error(
            `${(error as Error).message.split(';')[0]}: the card's middle was rgb(${before.join(', ')}), is rgb(${after.join(', ')})`,
          );
        });
      const reached = await page.run((title: string) => {
        const card = Array.from(document.querySelectorAll('[data-testid="love-moment-card"]')).find((c) =>
          c.querySelector(`[aria-label="Surat cinta: ${title}"]`),
        );
        const box = card?.getBoundingClientRect();
        const hit = box ? document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) : null;
        return !!hit && !hit.closest('[aria-hidden="true"], [inert]');
      }, gift.moment.title);
      if (!reached) throw new Error("a pointer at the turned card's middle reaches its hidden front");
    },
  },
  {
    name: 'background music plays',
    async run({ page }) {
      await at(page, '/love-moment');
      const audio = 'audio[data-testid="background-music"]';
      await page.waitFor('the background music', async () => (await mediaState(page, audio)) !== null);
      const state = await mediaState(page, audio);
      if (state?.paused) {
        // Autoplay refused: the app waits for the next click anywhere (docs/product.md §4).
        await page.click({ role: 'heading', css: 'h1' });
      }
      await playsOn(page, audio, 'the background music', 0.5);
      return state?.paused ? 'started on a click (autoplay refused)' : 'playing since an earlier click';
    },
  },
  {
    name: 'offline after unlock',
    async run({ page, gift, stopServer }) {
      await at(page, '/love-moment');
      const available = await page.run(() => 'serviceWorker' in navigator && window.isSecureContext);
      if (!available) return new Skipped('the engine offers no service worker on this page');
      await page.waitFor(
        'the offline worker to control the page',
        () => page.run(() => navigator.serviceWorker.controller !== null),
        15_000,
      );
      // What this visit loaded is stored: the pages' shell, the menu, the folder and its photos, the moments,
      // and the video and the music, played online, as whole files.
      const media = await page.run(async () => {
        const video = (await (await fetch('/api/video-gift')).json()) as { data: { video_url: string } | null };
        const music = (await (await fetch('/api/music')).json()) as { data: { url: string | null } | null };
        return [`/storage/${video.data?.video_url ?? '?'}`, `/storage/${music.data?.url ?? '?'}`];
      });
      const wanted = ['/', '/api/features', `/api/gallery/detail/${gift.folder.id}`, '/api/love-moment', '/api/video-gift', ...media];
      let missing = wanted;
      await page
        .waitFor(
          'the worker to store what was seen',
          async () => {
            const stored = await storedPaths(page);
            missing = wanted.filter((path) => !stored.includes(path));
            return missing.length === 0;
          },
          20_000,
        )
        .catch(() => {
          throw new Error(`online, the offline worker did not store ${missing.join(', ')}`);
        });
      await stopServer();
      // The page past the PIN, reloaded with the server gone: its card and cover.
      await page.driver.reload();
      await page.find({ role: 'heading', name: 'Our Love Story' }, 15_000);
      await page.find({ role: 'button', name: gift.moment.title });
      await photosShown(page, "the card's cover, offline");
      // Another page visited past the PIN: the folder and its photos.
      await page.driver.goto(`/folder/${gift.folder.id}`);
      await photosShown(page, "the folder's photos, offline");
      await page.find({ role: 'button', name: `Lihat foto ${gift.photoTitle}` });
      // The video played online plays again (the worker cuts the ranges the player asks for from the stored
      // file); after a fresh page load with no tap the engine may want the play button pressed.
      await page.driver.goto('/video-gift');
      await loaded(page);
      await page.find({ role: 'heading', name: gift.videoTitle });
      const playing = await page
        .waitFor(
          'the video to start by itself, offline',
          async () => ((await mediaState(page, 'video'))?.paused === false ? true : null),
          3_000,
        )
        .catch(() => false);
      if (!playing) await page.click({ role: 'button', name: 'Putar video' });
      await playsOn(page, 'video', 'the video, offline', 0.8);
      // That it is the worker's stored file (not the engine's own HTTP cache) that answers: a range asked for
      // past every cache but the worker's is cut from it as the server would (206, content-range).
      const part = await page.run(async (src: string) => {
        const reply = await fetch(src, { headers: { range: 'bytes=-100' }, cache: 'no-store' });
        return { status: reply.status, range: reply.headers.get('content-range'), bytes: (await reply.arrayBuffer()).byteLength };
      }, media[0]!);
      if (part.status !== 206 || part.bytes !== 100 || !/^bytes \d+-\d+\/\d+$/.test(part.range ?? '')) {
        throw new Error(`offline, the worker answered the video's last 100 bytes with ${JSON.stringify(part)}`);
      }
      // The background music, on the menu.
      await page.driver.goto('/features');
      await loaded(page);
      await page.find(HEART);
      const music = 'audio[data-testid="background-music"]';
      await page.waitFor('the background music', async () => (await mediaState(page, music)) !== null);
      if ((await mediaState(page, music))?.paused) await page.click({ role: 'heading', css: 'h1' });
      await playsOn(page, music, 'the background music, offline', 0.5);
      // And the opening, where an installed gift starts.
      await page.driver.goto('/');
      await page.find(SLIDER, 15_000);
      const video = playing ? 'started by itself' : 'by its play button';
      return `with the server stopped: a page reloaded, a folder, the video (${video}), the music, the opening`;
    },
  },
];
