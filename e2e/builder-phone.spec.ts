import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, skipLoadingScreenIn, test, type Browser, type Locator, type Page } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { DEMO_CONTENT } from '../src/shared/demo-content';
import { occasionOf } from '../src/shared/occasions';
import type { OccasionKey } from '../src/shared/occasions/types';
import { startSmtpSink, type SmtpSink } from '../src/server/test-support/smtp-sink';
import { startKado, type KadoProcess } from './kado-process';
import { signUpByMail } from './signup-by-mail';
import { csrf, jpeg, pushAppPath, testVideo } from './support';

// A gift that is wholly the giver's, made on a phone (docs/product.md §25, §27, §28): at 390 x 844 a stranger signs up
// on the console, confirms by mail, and builds a birthday gift and an anniversary gift through Susun Kadomu to the
// share link; the recipient then slides, types the PIN of the date the builder asked for (the PIN page's heading is
// the builder's words for it), and visits every page the menu offers: none opens empty or with the demo's words
// (src/server/db/seed.ts, src/shared/demo-content.ts) the giver never wrote or kept. The steps' rules are the builder's
// component tests (src/web/features/builder); this is what a phone, the mail and the real server must prove.
//
// What is counted: a tap is a click of a button, link, radio or idea (a mail's link too); a typed field is a field
// filled, a file pick counted as one (the photo's and the video's). The giver's walk, from the console's sign-up form
// to the share link of the builder's last step, sign-up and confirmation included, must take at most 30 taps and 15
// typed fields (docs/product.md §28); the recipient's part is counted apart and only printed.
//
// `KADO_BUILDER_SCREENSHOTS=1 npx playwright test e2e/builder-phone.spec.ts` also writes the birthday walk's steps to
// docs/builder/NN-step.png (docs/builder.md); the journeys' own runs write nothing.

const BASE_DOMAIN = 'kado.localhost';
const PASSWORD = 'a-long-givers-password';
const SCREENSHOTS = process.env.KADO_BUILDER_SCREENSHOTS === '1';
const SHOTS_DIR = path.join(process.cwd(), 'docs', 'builder');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' as const };

test.describe.configure({ mode: 'serial', timeout: 150_000 });
test.use({ locale: 'id-ID' });

let sink: SmtpSink;
let kado: KadoProcess;
const origin = (host: string) => `http://${host}:${kado.port}`;

test.beforeAll(async () => {
  sink = await startSmtpSink();
  kado = await startKado(
    { BASE_DOMAIN, OPERATOR_EMAIL: 'operator@kado.test', OPERATOR_PASSWORD: 'operator-password-1', SIGNUP: 'open', SMTP_URL: sink.url },
    { readyHost: BASE_DOMAIN, readyPath: '/api/operator/session' },
  );
  if (SCREENSHOTS) fs.mkdirSync(SHOTS_DIR, { recursive: true });
});

test.afterAll(async () => {
  await kado?.stop();
  await sink?.close();
});

/** Taps and typed fields of one part of the walk. */
class Counter {
  taps = 0;
  fields = 0;
  async tap(target: Locator) {
    this.taps += 1;
    await target.click();
  }
  async type(target: Locator, value: string) {
    this.fields += 1;
    await target.fill(value);
  }
  async pick(target: Locator, files: Parameters<Locator['setInputFiles']>[0]) {
    this.fields += 1;
    await target.setInputFiles(files);
  }
  /** A mail's link, followed: a tap in the mail program. */
  async open(page: Page, url: string) {
    this.taps += 1;
    await page.goto(url);
  }
}

/** The page as it is, at 390 x 844, as a small palette PNG (docs/builder/NN-name.png), when asked for. */
async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const raw = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  await sharp(raw)
    .png({ palette: true, quality: 80, compressionLevel: 9 })
    .toFile(path.join(SHOTS_DIR, `${name}.png`));
}

/** What the recipient must never meet unless the giver wrote or kept it: the seed's demo texts the occasion did not also write. */
function demoTexts(occasion: OccasionKey): string[] {
  const demo = DEMO_CONTENT.id;
  const own = occasionOf(occasion, 'id');
  const chosen = new Set<string>([
    own.openingTitle,
    own.dateInputTitle,
    own.featuresTitle,
    ...own.letter,
    own.coupon.couponName,
    own.coupon.couponDescription,
    own.coupon.messages.title,
    own.coupon.messages.intro,
    own.coupon.messages.additional,
    own.coupon.buttonText,
  ]);
  return [
    demo.featuresTitle,
    demo.dateInputTitle,
    demo.quiz.question,
    ...demo.letter,
    demo.coupon.couponName,
    demo.coupon.couponDescription,
    demo.coupon.messages.title,
    demo.coupon.messages.intro,
    demo.coupon.messages.additional,
    demo.coupon.buttonText,
  ].filter((text) => text.trim() !== '' && !chosen.has(text));
}

interface Walk {
  occasion: OccasionKey;
  name: string;
  slug: string;
  /** The PIN's date, as the builder's date field takes it. */
  pinDay: string;
  /** The counter's start where it is asked apart (a birthday). */
  counterDay?: string;
  letter: string;
  shots: boolean;
}

const WALKS: Walk[] = [
  {
    occasion: 'birthday',
    name: 'Dewi',
    slug: 'untuk-dewi',
    pinDay: '1998-05-17',
    counterDay: '2021-03-10',
    letter: 'Dewi, selamat ulang tahun. Terima kasih sudah jadi rumahku.',
    shots: true,
  },
  {
    occasion: 'anniversary',
    name: 'Raka',
    slug: 'untuk-raka',
    pinDay: '2023-02-14',
    letter: 'Raka, dua tahun bersamamu terasa seperti dua hari.',
    shots: false,
  },
];

for (const walk of WALKS) {
  test(
    `sign-up to the share link of a ${walk.occasion} gift at 390 x 844, then every page the recipient's menu shows`,
    { tag: '@phone-only' },
    async ({ page, browser }) => {
      const shots = walk.shots;
      const giver = { email: `giver-${walk.slug}@kado.test` };

      // Sign-up on the console, and the confirmation's link from the mail (docs/product.md §25).
      const signUp = new Counter();
      const giftOrigin = origin(`${walk.slug}.${BASE_DOMAIN}`);
      await signUpByMail(
        page,
        sink,
        { consoleOrigin: origin(BASE_DOMAIN), giftOrigin, email: giver.email, slug: walk.slug, password: PASSWORD },
        signUp,
      );

      // The builder, Susun Kadomu, from its first step to the share link.
      const builder = new Counter();
      const progress = page.getByRole('progressbar');
      const next = async (step: number) => {
        await builder.tap(page.getByRole('button', { name: 'Lanjut', exact: true }));
        await expect(progress).toHaveAttribute('aria-valuenow', String(step));
      };

      // 1. The occasion.
      await expect(page.getByRole('radio')).toHaveCount(5);
      await builder.tap(page.getByRole('radio', { name: new RegExp(occasionOf(walk.occasion, 'id').name) }));
      if (shots) await shot(page, '01-occasion');
      await next(2);

      // 2. The recipient's name.
      await builder.type(page.getByLabel('Nama penerima'), walk.name);
      if (shots) await shot(page, '02-name');
      await next(3);

      // 3. The dates, the PIN's asked for in the PIN page's own heading: the words the recipient will read.
      const pinWords = occasionOf(walk.occasion, 'id').dateInputTitle;
      await builder.type(page.getByLabel(pinWords, { exact: true }), walk.pinDay);
      if (walk.counterDay) await builder.type(page.getByLabel('Awal hitungan hari bersama', { exact: true }), walk.counterDay);
      const pin = walk.pinDay.slice(8, 10) + walk.pinDay.slice(5, 7) + walk.pinDay.slice(2, 4);
      await expect(page.getByRole('img', { name: `PIN ${pin.split('').join(' ')}` })).toBeVisible();
      if (shots) await shot(page, '03-date');
      await next(4);

      // 4. Photos, through the gallery's upload dialog (its title field filled when it has one).
      await expect(page.getByText('Folder aktif: Kenangan Kita')).toBeVisible();
      await builder.tap(page.getByRole('button', { name: /^(Upload|Unggah)/ }).first());
      const upload = page.getByRole('dialog');
      await expect(upload).toBeVisible();
      const title = upload.getByLabel(/^(Title|Judul)/);
      if ((await title.count()) > 0) await builder.type(title.first(), 'Kita');
      await builder.pick(upload.locator('input[type="file"]'), [
        { name: 'kita-1.jpg', mimeType: 'image/jpeg', buffer: await jpeg(20) },
        { name: 'kita-2.jpg', mimeType: 'image/jpeg', buffer: await jpeg(200) },
      ]);
      if (shots) await shot(page, '04-photos-upload');
      await builder.tap(upload.getByRole('button', { name: /^(Upload|Unggah)/ }).last());
      await expect(upload.getByText(/Selesai|Done/).first()).toBeVisible({ timeout: 30_000 });
      await builder.tap(upload.getByRole('button', { name: /^(Tutup|Close)$/ }).first());
      await expect(page.getByText('2 foto di folder ini.')).toBeVisible();
      if (shots) await shot(page, '05-photos');
      await next(5);

      // 5. The letter: the occasion's words in the paragraphs, the first one the giver's own.
      await builder.type(page.getByLabel('Paragraf 1'), walk.letter);
      if (shots) await shot(page, '06-letter');
      await next(6);

      // 6. Music: the default song stays.
      await expect(page.getByRole('heading', { name: 'Musik latar', exact: true })).toBeVisible();
      if (shots) await shot(page, '07-music');
      await next(7);

      // 7. The menu: each page it shows gets the giver's words: a plan and a first love moment from the occasion's ideas.
      const ideas = occasionOf(walk.occasion, 'id');
      await builder.tap(page.getByRole('button', { name: `Pakai ide: ${ideas.planIdeas[0]}` }));
      await builder.tap(page.getByRole('button', { name: `Pakai ide: ${ideas.loveMomentPrompts[0]}` }));
      await builder.type(page.getByLabel('Surat untuk momen ini'), `Untuk ${walk.name}: hari itu aku tahu.`);
      if (shots) await shot(page, '08-menu');
      await next(8);

      // 8. Main Gift: the coupon's WhatsApp number, and the video, edited in place in the step.
      const coupon = page.getByRole('region', { name: 'Kupon Hadiah' });
      await builder.type(coupon.getByLabel('Nomor WhatsApp'), '0811-2233-4455');
      await builder.tap(coupon.getByRole('button', { name: 'Simpan', exact: true }));
      await expect(page.getByText('Pengaturan kupon berhasil disimpan!')).toBeVisible();
      await builder.tap(page.getByRole('button', { name: /Edit Video Gift/ }));
      const video = page.getByRole('region', { name: 'Edit Video Gift' });
      await builder.type(video.getByLabel('Judul', { exact: true }), `Untuk ${walk.name}`);
      await builder.pick(video.getByLabel('File Video'), testVideo());
      await video.scrollIntoViewIfNeeded();
      if (shots) await shot(page, '09-main-gift-video');
      await builder.tap(video.getByRole('button', { name: /^Simpan/ }));
      await expect(video).toBeHidden({ timeout: 30_000 });
      // Still the builder's step 8: nothing to come back from.
      await expect(page).toHaveURL(`${giftOrigin}${ROUTES.editBuild}`);
      await expect(progress).toHaveAttribute('aria-valuenow', '8');
      if (shots) await shot(page, '10-main-gift');
      await next(9);

      // 9. The theme stays. 10. Opens now.
      if (shots) await shot(page, '11-theme');
      await next(10);
      await expect(page.getByRole('radio', { name: 'Sekarang juga' })).toBeChecked();
      if (shots) await shot(page, '12-reveal');
      await next(11);

      // 11. The share link: the end of the giver's walk.
      const shareLink = page.getByTestId('share-panel').getByLabel('Link hadiah');
      await expect(shareLink).toHaveValue(/\/s\/[A-Za-z0-9_-]{22,}$/);
      const shareUrl = await shareLink.inputValue();
      if (shots) await shot(page, '13-share');

      const giverTaps = signUp.taps + builder.taps;
      const giverFields = signUp.fields + builder.fields;
      console.log(
        `${walk.occasion}: giver's walk ${giverTaps} taps, ${giverFields} typed fields ` +
          `(sign-up ${signUp.taps} taps, ${signUp.fields} fields; builder ${builder.taps} taps, ${builder.fields} fields)`,
      );
      expect(giverTaps).toBeLessThanOrEqual(30);
      expect(giverFields).toBeLessThanOrEqual(15);

      // The recipient, on a phone of their own.
      const recipient = await recipientOpens(browser, shareUrl, walk, pin, pinWords);
      console.log(`${walk.occasion}: the recipient's part ${recipient.taps} taps, ${recipient.fields} typed fields`);
    },
  );
}

/**
 * The router's move to `to`, as the app's own links make it (support.ts's openInApp, for a gift not the fixture's):
 * the page before gives way, the new one's heading shows with nothing left loading.
 */
async function moveTo(page: Page, giftOrigin: string, to: string) {
  await page.evaluate(() => document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-page-before', '')));
  await pushAppPath(page, to);
  await expect(page).toHaveURL(`${giftOrigin}${to}`);
  await expect(page.locator('h1[data-page-before]'), `${to}: the page before gave way`).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
}

/** The recipient's way in and every page of the menu; returns what it took. */
async function recipientOpens(browser: Browser, shareUrl: string, walk: Walk, pin: string, pinWords: string): Promise<Counter> {
  const counter = new Counter();
  const context = await browser.newContext({ ...PHONE, locale: 'id-ID', serviceWorkers: 'block' });
  await skipLoadingScreenIn(context);
  try {
    const page = await context.newPage();
    const demo = demoTexts(walk.occasion);
    /** The page's words: none of the demo's, and no page left empty ('Belum ada …'). */
    const holdsOnlyTheGivers = async (where: string) => {
      // Nothing left loading, nor typing: the letter types itself out (docs/product.md §3).
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
      const text = await page.locator('body').innerText();
      expect(text.trim().length, `${where}: opens with something to read`).toBeGreaterThan(0);
      for (const words of demo) expect(text, `${where}: the demo's "${words}"`).not.toContain(words);
      expect(text, `${where}: opens empty`).not.toMatch(/Belum ada/);
    };

    // The opening: the recipient's name, then the slide.
    await page.goto(shareUrl);
    await expect(page.locator('#loading-screen')).toBeHidden();
    await expect(page.getByText(walk.name, { exact: true }).first()).toBeVisible();
    await holdsOnlyTheGivers('the opening');
    const slider = page.getByRole('slider', { name: 'Geser untuk membuka hadiah' });
    const control = (await page.getByTestId('slide-control').boundingBox())!;
    const handle = (await slider.boundingBox())!;
    counter.taps += 1; // the slide
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + control.width * 0.9, handle.y + handle.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(page).toHaveURL(/\/date-input2$/, { timeout: 8_000 });

    // The PIN page asks for the date in the builder's words: its heading, the hint under it and the field's label
    // (docs/product.md §27), and no other date's words.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pinWords);
    await expect(page.getByText(`Masukkan ${pinWords} (DDMMYY)`, { exact: true })).toBeVisible();
    await expect(page.getByTestId('pin-card')).not.toContainText(/tanggal spesial/i);
    await holdsOnlyTheGivers('the PIN page');
    counter.fields += 1;
    await page.getByLabel(`PIN: ${pinWords} (6 digit, DDMMYY)`, { exact: true }).pressSequentially(pin);
    await expect(page).toHaveURL(/\/days-of-love$/);
    // The counter counts from the date the builder asked for, never the demo's.
    const start = (walk.counterDay ?? walk.pinDay).split('-').reverse().join('-');
    await expect(page.getByText(new RegExp(`Sejak\\s+${start}`))).toBeVisible();
    await holdsOnlyTheGivers('the days counter');
    await counter.tap(page.getByTestId('days-continue'));
    await expect(page).toHaveURL(/\/features$/);

    // The menu, opened: every page it offers.
    const heart = page.getByRole('button', { name: 'Main Gift' });
    await counter.tap(heart);
    await expect(heart).toHaveAttribute('aria-expanded', 'true');
    await holdsOnlyTheGivers('the menu');
    // The menu's links come in as it opens: asked again until they are all there.
    const menu = () =>
      page.getByRole('link').evaluateAll((links) =>
        links
          .map((a) => a.getAttribute('href') ?? '')
          .filter((href) => href.startsWith('/') && href !== '/edit-pages')
          .sort(),
      );
    await expect.poll(menu).toEqual([ROUTES.gallery, ROUTES.games, ROUTES.loveMoment, ROUTES.todoList].sort());

    // The Main Gift waits for a perfect quiz: the recipient plays it, the occasion's two questions.
    const giftOrigin = new URL(shareUrl).origin;
    const questions = (await (await page.request.get(`${giftOrigin}/api/quizzes`)).json()) as { data: { id: number; question: string }[] };
    const quiz = occasionOf(walk.occasion, 'id').quiz;
    const answers = questions.data.map((question) => ({
      question_id: question.id,
      answer: quiz.find((known) => known.question === question.question)?.answer ?? '',
    }));
    const attempt = await page.request.post(`${giftOrigin}/api/quizzes/attempt`, { data: { answers }, headers: csrf });
    expect(((await attempt.json()) as { data: { perfect: boolean } }).data.perfect).toBe(true);

    const visited: string[] = [];
    const visit = async (to: string, check?: () => Promise<void>) => {
      visited.push(to);
      counter.taps += 1;
      await moveTo(page, giftOrigin, to);
      await check?.();
      await holdsOnlyTheGivers(to);
    };
    await visit(ROUTES.gallery, () => expect(page.getByText('2 foto').first()).toBeVisible());
    const folder = await page
      .getByRole('link', { name: /Kenangan Kita/ })
      .first()
      .getAttribute('href');
    await visit(folder!, () => expect(page.getByRole('img').first()).toBeVisible());
    await visit(ROUTES.todoList, () => expect(page.getByText(occasionOf(walk.occasion, 'id').planIdeas[0]!)).toBeVisible());
    await visit(ROUTES.loveMoment, () =>
      expect(page.getByText(occasionOf(walk.occasion, 'id').loveMomentPrompts[0]!).first()).toBeVisible(),
    );
    await visit(ROUTES.games);
    const games = await page
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '').filter((href) => href.startsWith('/games/')));
    for (const game of games) await visit(game);
    await visit(ROUTES.mainGift);
    await visit(ROUTES.videoGift, () => expect(page.getByText(`Untuk ${walk.name}`).first()).toBeVisible());
    await visit(ROUTES.loveTyping, () => expect(page.getByText(walk.letter)).toBeVisible({ timeout: 20_000 }));
    await visit(ROUTES.coupon);
    console.log(`${walk.occasion}: the recipient visited ${visited.join(' ')}`);
    return counter;
  } finally {
    await context.close();
  }
}
