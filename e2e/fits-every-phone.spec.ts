import { expect, test, type Locator, type Page } from './fixtures';
import { layoutCrossword } from '../src/shared/crossword-layout';
import { ROUTES, routePath } from '../src/shared/routes';
import { animationsSettled, csrf, jpeg, login, openInApp, recipientSweep, showHubPreview, unlockWithPin } from './support';

// Fits every phone: no recipient page scrolls sideways on the common phone sizes (a
// crossword's grid scales to the width), the entry controls are reachable in landscape, the floating
// music button covers nothing a reader needs, and the crossword editor's clue fields have room.

type Size = { width: number; height: number };
const PHONES: Size[] = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
];
const LANDSCAPES: Size[] = [
  { width: 740, height: 360 },
  { width: 844, height: 390 },
];

const FOUR_WORDS = [
  { word: 'SEMANGKA', clue: 'Buah hijau bergaris, merah di dalam' },
  { word: 'PELANGI', clue: 'Tujuh warna setelah hujan' },
  { word: 'GUNUNG', clue: 'Tempat tinggi untuk didaki bersama' },
  { word: 'KELAPA', clue: 'Pohon pantai yang buahnya berair' },
];
const EIGHT_WORDS = [
  { word: 'KENANGAN', clue: 'Yang tersimpan dari hari-hari kita' },
  { word: 'SAYANG', clue: 'Panggilanku untukmu' },
  { word: 'CINTA', clue: 'Alasan kado ini ada' },
  { word: 'RINDU', clue: 'Rasa saat kita berjauhan' },
  { word: 'BAHAGIA', clue: 'Perasaanku di dekatmu' },
  { word: 'SELAMANYA', clue: 'Berapa lama aku ingin bersamamu' },
  { word: 'PELUKAN', clue: 'Obat paling manjur setelah hari yang berat' },
  { word: 'BERSAMA', clue: 'Cara terbaik melewati apa saja' },
];

/** The music toggle, whichever way it is turned. */
const musicToggle = (page: Page) => page.getByRole('button', { name: /pemutar musik/ });

async function saveCrossword(page: Page, entries: { word: string; clue: string }[]): Promise<void> {
  expect(layoutCrossword(entries).unplaced, 'the chosen words all cross').toEqual([]);
  const reply = await page.request.post('/api/crossword', { data: { entries }, headers: csrf });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** The giver's folder with a photo, through the API. Returns the folder's id. */
async function addFolder(page: Page): Promise<number> {
  const folder = await page.request.post('/api/gallery/create-folder', { data: { name: 'Liburan kita berdua' }, headers: csrf });
  expect(folder.status(), await folder.text()).toBe(200);
  const folderId = ((await folder.json()) as { data: { id: number } }).data.id;
  const photo = await page.request.post('/api/gallery/create-photos', {
    headers: csrf,
    multipart: {
      folder_id: String(folderId),
      title: 'Senja di pantai',
      photo: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await jpeg(30, 1600, 1200) },
    },
  });
  expect(photo.status(), await photo.text()).toBe(200);
  return folderId;
}

/** Two love moments, through the API. */
async function addMoments(page: Page): Promise<void> {
  for (const title of ['Kencan pertama', 'Ulang tahunmu']) {
    const moment = await page.request.post('/api/love-moment', {
      headers: csrf,
      multipart: {
        title,
        date: '2022-02-02',
        letter: 'Hari itu aku tahu: kamu orangnya.\nTerima kasih sudah ada.',
        coverImage: { name: 'c.jpg', mimeType: 'image/jpeg', buffer: await jpeg(320, 900, 1200) },
      },
    });
    expect(moment.status(), await moment.text()).toBe(200);
  }
}

/** Continues as the recipient after the PIN (the viewer cookie and the PIN page's is_pin flag). */
async function asRecipient(page: Page): Promise<void> {
  await page.context().clearCookies();
  await unlockWithPin(page);
  await page.addInitScript(() => localStorage.setItem('is_pin', 'true'));
}

/** Waits until the page has fetched what it shows and the entrance animations settled. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await animationsSettled(page);
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${String(locator)}`);
  return found;
}

/** Fully inside the viewport, with the page scrolled where it is now. */
async function expectInViewport(page: Page, locator: Locator, what: string): Promise<void> {
  const viewport = page.viewportSize()!;
  const b = await box(locator);
  expect(b.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(b.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(b.y + b.height, `${what}: bottom edge`).toBeLessThanOrEqual(viewport.height + 0.5);
}

/**
 * Brings each target (or the whole of `within`, the card it sits on) into view as a reader would:
 * centred, and at the bottom of the screen as when scrolling down to it, each as far as the page
 * scrolls. The music toggle must be clear of the target both times.
 */
async function expectMusicClearOf(page: Page, targets: Locator, what: string, within?: Locator): Promise<void> {
  const toggle = musicToggle(page);
  await expect(toggle).toBeVisible();
  const count = await targets.count();
  expect(count, `${what}: something to check`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const target = targets.nth(i);
    for (const block of ['center', 'end'] as const) {
      await (within ?? target).evaluate((node, at) => node.scrollIntoView({ block: at, inline: 'nearest' }), block);
      const [t, m] = [await box(target), await box(toggle)];
      expect(intersects(t, m), `${what} #${i + 1} (${block}) ${JSON.stringify(t)} under the music button ${JSON.stringify(m)}`).toBe(false);
    }
  }
}

test('no recipient page scrolls sideways on a phone, at 360, 390 and 430 px @phone-only', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page);
  const folderId = await addFolder(page);
  await addMoments(page);
  await saveCrossword(page, EIGHT_WORDS);
  const quizzes = (await (await page.request.get('/api/quizzes')).json()) as { data: { id: number }[] };
  const questionId = quizzes.data[0]?.id;
  expect(questionId, 'the seeded quiz has a question').toBeDefined();
  await asRecipient(page);

  // Every recipient page but the reply and wishes pages, in the sweeps' order (e2e/support.ts).
  const paths = recipientSweep([ROUTES.reply, ROUTES.wishes, ROUTES.leaveWish]).map((pattern) =>
    routePath(pattern, { folderId, id: questionId }),
  );
  const wide: string[] = [];
  for (const [number, pathname] of paths.entries()) {
    // Shown at the narrowest width, then turned through the others (the layout follows a resize). The first page is
    // loaded, the router leads to the others.
    for (const [index, size] of PHONES.entries()) {
      await page.setViewportSize(size);
      if (index === 0) {
        if (number === 0) await page.goto(pathname);
        else await openInApp(page, pathname);
        await settle(page);
      } else {
        await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(size.width);
        await animationsSettled(page);
      }
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) wide.push(`${pathname} at ${size.width}px: ${overflow}px too wide`);
    }
  }
  expect(wide).toEqual([]);
});

test('a crossword of 4 or 8 words scales its grid to the phone’s width @phone-only', async ({ page }) => {
  test.setTimeout(90_000);
  for (const entries of [FOUR_WORDS, EIGHT_WORDS]) {
    await login(page);
    await saveCrossword(page, entries);
    await asRecipient(page);
    for (const size of PHONES) {
      await page.setViewportSize(size);
      await page.goto(ROUTES.crossword);
      const grid = page.getByRole('group', { name: 'Kotak teka-teki silang' });
      await expect(grid).toBeVisible();
      const what = `${entries.length} words at ${size.width}px`;
      expect(await sidewaysOverflow(page), what).toBeLessThanOrEqual(0);
      // The whole grid shows: its box holds every column, nothing scrolls out of sight inside it.
      const scroller = grid.locator('xpath=..');
      expect(await scroller.evaluate((node) => node.scrollWidth - node.clientWidth), `${what}: grid box scrolls`).toBeLessThanOrEqual(0);
      const cells = grid.getByRole('textbox');
      const first = await box(cells.first().locator('xpath=..'));
      expect(first.width, `${what}: a cell still takes a finger`).toBeGreaterThanOrEqual(20);
      const gridBox = await box(grid);
      expect(gridBox.x).toBeGreaterThanOrEqual(0);
      expect(gridBox.x + gridBox.width, what).toBeLessThanOrEqual(size.width);
    }
  }
});

test('in landscape the slide, the PIN and the menu’s Tutup are within reach @phone-only', async ({ page }) => {
  test.setTimeout(60_000);
  // The PIN page at its tallest: with the giver's photo above the title.
  await login(page);
  const photo = await page.request.post('/api/date-input/photo', {
    headers: csrf,
    multipart: { photo: { name: 'pin.jpg', mimeType: 'image/jpeg', buffer: await jpeg(20, 800, 600) } },
  });
  expect(photo.status(), await photo.text()).toBe(200);
  for (const size of LANDSCAPES) {
    await page.setViewportSize(size);
    await page.context().clearCookies();
    await page.goto(ROUTES.opening);
    const slide = page.getByRole('slider', { name: 'Geser untuk membuka hadiah' });
    await expect(slide).toBeVisible();
    await settle(page);
    // Without scrolling: the whole slide track is on the first screen.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectInViewport(page, slide.locator('xpath=..'), `slide track at ${size.width}x${size.height}`);

    await page.goto(ROUTES.dateInput);
    const pin = page.getByLabel('PIN: tanggal spesial kita (6 digit, DDMMYY)');
    await expect(pin).toBeVisible();
    // The page's photo may still be arriving: measure the layout the recipient sees once it has settled.
    await settle(page);
    await pin.scrollIntoViewIfNeeded();
    await expectInViewport(page, pin, `PIN at ${size.width}x${size.height}`);
    await expectInViewport(page, page.getByTestId('pin-meter'), `PIN meter at ${size.width}x${size.height}`);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await unlockWithPin(page);
    await page.evaluate(() => localStorage.setItem('is_pin', 'true'));
    await page.goto(ROUTES.features);
    const heart = page.getByRole('button', { name: 'Main Gift' });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-expanded', 'true');
    const close = page.getByRole('button', { name: 'Tutup' });
    await close.scrollIntoViewIfNeeded();
    await expectInViewport(page, close, `Tutup at ${size.width}x${size.height}`);
    await expect(musicToggle(page)).toBeVisible();
    expect(intersects(await box(close), await box(musicToggle(page))), 'Tutup under the music button').toBe(false);
    await close.click();
    await expect(heart).toHaveAttribute('aria-expanded', 'false');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  }
});

test('the music button covers no flipped card’s date and no crossword clue @phone-only', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page);
  await addMoments(page);
  await saveCrossword(page, EIGHT_WORDS);
  await asRecipient(page);
  // Each page is opened once and resized to each phone's width: the layout follows the width, not the load.
  await page.setViewportSize(PHONES[0]!);
  await page.goto(ROUTES.loveMoment);
  const cards = page.getByTestId('love-moment-card');
  await expect(cards.first()).toBeVisible();
  const last = cards.last();
  // The card's front face (its heart is the other unpressed button).
  await last.getByRole('button', { pressed: false }).first().click();
  await expect(last.getByRole('button', { pressed: true })).toBeVisible();
  for (const size of PHONES) {
    await page.setViewportSize(size);
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(size.width);
    await animationsSettled(page);
    await expectMusicClearOf(page, last.locator('time').last(), `flipped card's date at ${size.width}px`, last);
    await expectMusicClearOf(page, page.getByRole('link', { name: 'Back' }), `Back at ${size.width}px`);
  }

  await page.goto(ROUTES.crossword);
  await expect(page.getByRole('group', { name: 'Kotak teka-teki silang' })).toBeVisible();
  for (const size of PHONES) {
    await page.setViewportSize(size);
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(size.width);
    await animationsSettled(page);
    await expectMusicClearOf(
      page,
      page.getByRole('region', { name: /^(Mendatar|Menurun)$/ }).getByRole('button'),
      `clue at ${size.width}px`,
    );
    await expectMusicClearOf(page, page.getByRole('button', { name: 'Edit Teka-teki' }), `crossword Edit at ${size.width}px`);
  }
});

test('in the phone hub the floating buttons leave the slide clear and the bottom bar shows whole labels @phone-only', async ({ page }) => {
  await login(page);
  // The giver has been through the PIN before: the music may play on the pages that allow it.
  await page.addInitScript(() => localStorage.setItem('is_pin', 'true'));
  for (const size of PHONES) {
    await page.setViewportSize(size);
    await page.goto(`${ROUTES.editPages}?section=opening`);
    await showHubPreview(page);
    const frame = page.frameLocator('iframe');
    const slide = frame.getByRole('slider', { name: 'Geser untuk membuka hadiah' });
    await expect(slide).toBeVisible();
    const iframeBox = await box(page.locator('iframe'));
    const slideInFrame = await box(slide.locator('xpath=..'));
    // The frame's boxes are already in page coordinates.
    const floating = page.getByRole('button', { name: /^(Menu|Buka pemutar musik|Tutup pemutar musik)$/ });
    for (let i = 0; i < (await floating.count()); i++) {
      const f = await box(floating.nth(i));
      expect(
        intersects(slideInFrame, f),
        `floating button ${i + 1} over the preview's slide at ${size.width}px (frame ${JSON.stringify(iframeBox)})`,
      ).toBe(false);
    }
    const musicInFrame = frame.getByRole('button', { name: /pemutar musik/ });
    if (await musicInFrame.count()) expect(intersects(slideInFrame, await box(musicInFrame))).toBe(false);

    const bar = page.getByRole('navigation', { name: 'Bagian yang diedit' });
    const labels = bar.getByRole('button').locator('span:not([aria-hidden])');
    const cut = await labels.evaluateAll((spans) =>
      spans.filter((span) => span.scrollWidth > span.clientWidth + 0.5).map((span) => span.textContent ?? ''),
    );
    expect(cut, `labels cut at ${size.width}px`).toEqual([]);
  }
});

test('the crossword editor’s clue fields have room at 1280x800 @desktop-only', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);
  await saveCrossword(page, FOUR_WORDS);

  // In the hub's Quiz section, beside the preview.
  await page.goto(`${ROUTES.editPages}?section=quiz`);
  const editor = page.getByRole('region', { name: 'Teka-teki Silang', exact: true });
  await expect(editor.getByLabel('Petunjuk 1', { exact: true })).toBeVisible();
  for (let n = 1; n <= FOUR_WORDS.length; n++) {
    const clue = await box(editor.getByLabel(`Petunjuk ${n}`, { exact: true }));
    const word = await box(editor.getByLabel(`Kata ${n}`, { exact: true }));
    expect(clue.width, `hub: clue ${n} width`).toBeGreaterThanOrEqual(200);
    expect(word.width, `hub: word ${n} width`).toBeGreaterThanOrEqual(120);
  }

  // On the crossword page itself, below the puzzle.
  await page.goto(ROUTES.crossword);
  const onPage = page.getByRole('region', { name: 'Teka-teki Silang', exact: true });
  await expect(onPage.getByLabel('Petunjuk 1', { exact: true })).toBeVisible();
  expect((await box(onPage.getByLabel('Petunjuk 1', { exact: true }))).width, 'page: clue width').toBeGreaterThanOrEqual(200);
});

test('the hub header keeps its title and the signed-in line whole from 360 to 480 px @phone-only', async ({ page }) => {
  await login(page);
  await page.goto(`${ROUTES.editPages}?section=opening`);
  const header = page.getByRole('banner');
  for (const width of [360, 390, 412, 430, 480]) {
    await page.setViewportSize({ width, height: 860 });
    const title = header.getByRole('heading', { level: 1, name: 'Edit Pages' });
    const signedIn = header.getByText(/^Masuk sebagai /);
    // Whole: the text's own width fits its box (the title is not squeezed beside the buttons, the line not cut).
    for (const [what, element] of [
      ['title', title],
      ['signed-in line', signedIn],
    ] as const) {
      const fit = await element.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
      expect(fit.scroll, `${what} cut at ${width}px`).toBeLessThanOrEqual(fit.client + 0.5);
      expect(fit.client, `${what} squeezed at ${width}px`).toBeGreaterThanOrEqual(100);
    }
    // The buttons stay on screen and clear of the title.
    const titleBox = await box(title);
    for (const name of ['Reload', 'Logout']) {
      const button = await box(header.getByRole('button', { name }));
      expect(intersects(titleBox, button), `${name} over the title at ${width}px`).toBe(false);
      expect(button.x + button.width, `${name} off screen at ${width}px`).toBeLessThanOrEqual(width + 0.5);
    }
  }
});
