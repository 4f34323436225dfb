import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as apiRequest, type APIRequestContext, type FrameLocator, type Page } from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { giver, ownGift } from './own-gift';
import { CSRF_HEADER, CSRF_HEADER_VALUE, DEMO_PIN } from '../src/shared/constants';
import { ROUTES } from '../src/shared/routes';
import type { QuizQuestion } from '../src/shared/schemas/quiz';

// The one home of what the journeys share: credentials, session set-up, dialogs, names and test media.
// Each journey's gift and its giver are the fixture's (e2e/own-gift.ts); TEST_EDITOR is the giver of a
// single-gift Kado that a journey starts for itself (e2e/kado-process.ts).

export const TEST_EDITOR = {
  email: 'editor@kado.test',
  password: 'correct-horse-battery',
} as const;

/** The seeded demo gift's PIN (src/server/db/seed.ts). */
export const TEST_PIN = DEMO_PIN;

export { JOURNEY_CHROMIUM } from './chromium';

/** The header every write through the API must carry (the server refuses a write without it). */
export const csrf = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

/** A page's own request context, or a context of its own (the `request` fixture). */
type Requester = Page | APIRequestContext;
const requestOf = (target: Requester): APIRequestContext => ('goto' in target ? target.request : target);

/**
 * Logs the context in as the giver of the journey's gift (sets the session cookie), or as `account` (TEST_EDITOR
 * on a Kado the journey started itself). A page gets the session the fixture's own sign-in made (e2e/own-gift.ts):
 * every sign-in costs the server a password hash, and the journeys that test signing in do it through the form.
 */
export async function login(target: Requester, account?: { email: string; password: string }): Promise<void> {
  if (!account && 'goto' in target) {
    await target.context().addCookies(ownGift().giverSession);
    return;
  }
  const response = await requestOf(target).post('/api/login', {
    data: account ?? giver(),
    headers: csrf,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Unlocks the gift with the PIN, as the recipient would (sets the viewer cookie). */
export async function unlockWithPin(target: Requester): Promise<void> {
  const response = await requestOf(target).post('/api/date-input/verify', {
    data: { pin: TEST_PIN },
    headers: csrf,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The quiz as the giver reads it, answers included (a recipient's replies leave them out). */
export async function questionsWithAnswers(): Promise<(QuizQuestion & { answer: string })[]> {
  const asGiver = await apiRequest.newContext({ baseURL: ownGift().origin });
  try {
    await login(asGiver);
    const reply = await asGiver.get('/api/quizzes');
    expect(reply.status()).toBe(200);
    return ((await reply.json()) as { data: (QuizQuestion & { answer: string })[] }).data;
  } finally {
    await asGiver.dispose();
  }
}

/**
 * Plays the quiz perfectly through the API for the page's recipient session, which opens Main Gift for
 * it: for journeys about the Main Gift pages themselves. Call it after unlockWithPin.
 */
export async function passQuiz(page: Page): Promise<void> {
  const answers = (await questionsWithAnswers()).map((question) => ({ question_id: question.id, answer: question.answer }));
  const response = await page.request.post('/api/quizzes/attempt', { data: { answers }, headers: csrf });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { data: { perfect: boolean } }).data.perfect).toBe(true);
}

/** The login dialog an editor-only action opens (docs/product.md §2 Login modal): fills it in as the giver. */
export async function loginThroughDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(giver().email);
  await dialog.getByLabel('Password').fill(giver().password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Waits for the page's state rather than for a time: every finite CSS animation and transition running now (and
 * any that starts as one ends: an entrance, a card's turn, a layout following a resize) has finished, and two
 * frames have been drawn after. Endless ones (a spinner, a beating heart) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 10; round++) {
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
      if (running.length === 0) break;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Opens `path` the way the app's own links do, without a page load: the router follows the address.
 * A page load costs the journeys' Chromium about eight times as much as the router's move (decision 070), so a
 * journey that visits many pages loads the first and moves to the others. The router keeps the page before on screen
 * until the new one is ready (a transition), so this waits for the page before's heading to go, then for the new
 * page's heading with nothing left loading. Two pages of one component in a row (the entry editors, two Main Gift
 * pages behind its gate) keep their heading: put a page of another component between them.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(() => document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-page-before', '')));
  await pushAppPath(page, path);
  await expect(page).toHaveURL(path);
  await expect(page.locator('h1[data-page-before]'), `${path}: the page before gave way`).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * The recipient's pages in the order the sweeps visit them through the router (openInApp). The Main Gift pages share
 * their gate, so each sits between pages of other components that every sweep keeps (the gallery, a folder, the
 * to-do list): a sweep that leaves some pages out still never has two of them in a row.
 */
const RECIPIENT_SWEEP: string[] = [
  ROUTES.opening,
  ROUTES.dateInput,
  ROUTES.daysOfLove,
  ROUTES.features,
  ROUTES.mainGift,
  ROUTES.gallery,
  ROUTES.videoGift,
  ROUTES.folder,
  ROUTES.loveTyping,
  ROUTES.todoList,
  ROUTES.coupon,
  ROUTES.games,
  ROUTES.quiz,
  ROUTES.quizList,
  ROUTES.quizOptions,
  ROUTES.crossword,
  ROUTES.loveMoment,
  ROUTES.heartMoments,
  ROUTES.reply,
  ROUTES.wishes,
  ROUTES.leaveWish,
];

/** The recipient's pages (route patterns) a sweep visits, in the sweeps' order, but for those it leaves out. */
export const recipientSweep = (leftOut: string[] = []): string[] => RECIPIENT_SWEEP.filter((pattern) => !leftOut.includes(pattern));

/** Moves the app to `path` as the browser's own history moves do: a new entry, and popstate for the router to hear. */
export async function pushAppPath(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({ usr: null, key: `journey-${performance.now()}` }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** Collects console errors and uncaught exceptions of a page, to assert there were none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A name no other test or project uses (base 36 keeps it within the shortest title limit). */
export const unique = (label: string, project: string) => `${label} ${project} ${Date.now().toString(36)}`;

/**
 * Answers the app's next question or notice (components/ask.tsx: the app's own confirm and alert, an
 * alertdialog) after checking its text: goes ahead ('Ya, lanjutkan', or 'OK' for a notice), or cancels with
 * `{ accept: false }`. Start it before the click that opens the dialog, await it after.
 */
export async function expectDialog(page: Page, message: string, { accept = true } = {}): Promise<void> {
  // The dialog opens in the document of the button that asked: the page, or the edit hub's preview frame.
  let dialog = page.getByRole('alertdialog');
  await expect
    .poll(async () => {
      for (const frame of page.frames()) {
        const found = frame.getByRole('alertdialog');
        if ((await found.count()) > 0) {
          dialog = found;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  await expect(dialog.getByTestId('ask-message')).toHaveText(message);
  // A question has [cancel, go ahead]; a notice has [OK].
  const buttons = dialog.getByRole('button');
  const asked = await dialog.elementHandle();
  await (accept ? buttons.last() : buttons.first()).click();
  // This dialog goes (the next one, say a failure's notice, may already be there).
  await asked?.waitForElementState('hidden');
  await asked?.dispose();
}

/** Dismisses every native dialog the page opens and records its text, to assert that none opened. */
export function recordDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  return messages;
}

/** A toast (each is a status, src/web/components/app-toaster.tsx), on the page or inside a frame. */
export const toast = (scope: Page | FrameLocator, text: string) => scope.getByRole('status').filter({ hasText: text });

/** Below the layout's 768 px breakpoint the edit hub keeps its forms in a modal. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/**
 * The edit hub's current form: beside the preview on a desktop, first on the page on a phone with the preview under
 * it, so there is nothing to open any more; kept as the journeys' one place that would say otherwise.
 */
export async function openHubForm(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: /^Form / })).toBeVisible();
}

/** The hub's preview: on a phone it loads when the giver asks for it (decision 096), here with the floating button. */
export async function showHubPreview(page: Page): Promise<void> {
  if (isPhone(page)) await page.getByRole('button', { name: 'Lihat pratinjau' }).click();
}

// Test media, made here (no fixture files).

/** A photo-like JPEG: a coloured gradient with a few shapes. */
export function jpeg(hue: number, width = 1200, height = 900): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,60%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,35%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="hsl(${(hue + 180) % 360},80%,70%)"/>
    <rect x="${width / 2}" y="${height / 4}" width="${width / 3}" height="${height / 2}" fill="#fff" opacity="0.5"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A small PNG of one colour. */
export const png = (width = 40, height = 40, background = '#f43f5e') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

// Audio and video are made with Debian's ffmpeg once per machine; the test video lasts long enough that
// it is still playing while the overlay is used.

const FFMPEG = fs.existsSync('/usr/bin/ffmpeg') ? '/usr/bin/ffmpeg' : 'ffmpeg';
const mediaFolder = path.join(os.tmpdir(), 'kado-e2e-main-gift-media-v1');

function ffmpeg(out: string, args: string[]): string {
  if (!fs.existsSync(out)) {
    fs.mkdirSync(mediaFolder, { recursive: true });
    const partial = `${out}.part${path.extname(out)}`;
    execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args, partial], { stdio: 'inherit' });
    fs.renameSync(partial, out);
  }
  return out;
}

/** A 30-second 160x90 H.264/AAC MP4 with its index first (a browser plays it at once). */
export function testVideo(): string {
  return ffmpeg(path.join(mediaFolder, 'gift.mp4'), [
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=160x90:rate=10:duration=30',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=30',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '24k',
    '-shortest',
    '-movflags',
    '+faststart',
  ]);
}

/** A 3-second tagged MP3. */
export function testSong(): string {
  return ffmpeg(path.join(mediaFolder, 'letter-song.mp3'), [
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=523:duration=3',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '48k',
    '-id3v2_version',
    '3',
    '-metadata',
    'title=Lagu Surat',
  ]);
}

/** A voice note's length as its player shows it (m:ss, rounded down), from the server's milliseconds. */
export const voiceClock = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, '0')}`;

/** The heart on /features: the first tap opens the menu, the next one asks for Main Gift. */
export async function openMainGift(page: Page): Promise<void> {
  const heart = page.getByRole('button', { name: 'Main Gift' });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-expanded', 'true');
  await heart.click();
}

/**
 * Shows `path` inside a frame of a page whose path ends in edit-pages (where the recipient pages offer
 * the giver's delete buttons), and returns the frame.
 */
export async function framedInEditHub(page: Page, pathname: string): Promise<FrameLocator> {
  await page.route('**/frame-check/edit-pages', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><iframe src="${pathname}" style="width:100%;height:90vh"></iframe>` }),
  );
  await page.goto('/frame-check/edit-pages');
  return page.frameLocator('iframe');
}

// Sharing the gift.

/** The text of the QR code in a PNG (e.g. a screenshot of the share panel's SVG), or null when none reads. */
export async function decodeQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

/** The pages of a PDF and the first one's size in points, read from its page objects. */
export function pdfPages(pdf: Buffer): { count: number; width: number; height: number } {
  const text = pdf.toString('latin1');
  const count = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(text);
  return { count, width: box ? Number(box[3]) - Number(box[1]) : 0, height: box ? Number(box[4]) - Number(box[2]) : 0 };
}

/** The giver's share link and whether the gift is private (GET /api/share; the context must be the giver). */
export async function getShare(target: Requester): Promise<{ url: string; private: boolean }> {
  const response = await requestOf(target).get('/api/share');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { url: string; private: boolean } }).data;
}

/** Turns the secret link on or off as the giver (PUT /api/share). */
export async function setSharePrivate(target: Requester, isPrivate: boolean): Promise<void> {
  const response = await requestOf(target).put('/api/share', { data: { private: isPrivate }, headers: csrf });
  expect(response.status(), await response.text()).toBe(200);
}

/** The rules the journeys hold every page to: WCAG 2.0 and 2.1, A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Serious or critical axe findings inside one element, with the accessibility sweep's tags (e2e/accessibility.spec.ts). */
export async function axeFindings(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).withTags(AXE_TAGS).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}
