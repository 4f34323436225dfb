import { expect, test, type Browser, type Locator, type Page } from './fixtures';
import type { LoveMoment } from '../src/shared/schemas/love-moment';
import {
  collectErrors,
  csrf,
  expectDialog,
  jpeg,
  login,
  openHubForm,
  recordDialogs,
  showHubPreview,
  toast,
  unique,
  unlockWithPin,
} from './support';

// The love moment journey: the giver adds love moments in the editor, edits one through /edit-love-moment/{id}
// and deletes one inside the edit hub's preview frame; the recipient flips the cards, one at a time, and
// reads each letter as text (a <script> in it stays words on the card).

/** A portrait photo, the shape of a card's cover. */
const portrait = (hue: number) => jpeg(hue, 900, 1200);

async function listMoments(page: Page): Promise<LoveMoment[]> {
  const response = await page.request.get('/api/love-moment');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: LoveMoment[] }).data;
}

async function momentTitled(page: Page, title: string): Promise<LoveMoment> {
  const moment = (await listMoments(page)).find((item) => item.title === title);
  if (!moment) throw new Error(`no love moment titled "${title}"`);
  return moment;
}

/** Creates a moment through the API as the editor (the page's context must be logged in). */
async function createMoment(page: Page, fields: { title: string; date: string; letter: string; cover?: Buffer }): Promise<LoveMoment> {
  const { cover, ...texts } = fields;
  const response = await page.request.post('/api/love-moment', {
    headers: csrf,
    multipart: cover ? { ...texts, coverImage: { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: cover } } : texts,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: LoveMoment }).data;
}

async function fillMoment(page: Page, fields: { title: string; date: string; letter: string; cover?: Buffer }) {
  await page.getByLabel('Judul').fill(fields.title);
  await page.getByLabel('Tanggal').fill(fields.date);
  if (fields.cover)
    await page.getByLabel('Gambar Sampul').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: fields.cover });
  await page.getByLabel('Surat Cinta').fill(fields.letter);
}

test('the giver adds three love moments and edits one through its address', { tag: '@desktop-only' }, async ({ page }, info) => {
  test.setTimeout(60_000);
  await login(page);
  const titles = [
    unique('Kencan pertama', info.project.name),
    unique('Pantai', info.project.name),
    unique('Ulang tahun', info.project.name),
  ];

  await page.goto('/edit-love-moment');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Love Moment' })).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Gambar Sampul')).toHaveAttribute('accept', 'image/*,.heic,.heif');
  await expect(page.getByLabel('Surat Cinta')).toHaveAttribute('rows', '4');

  // Blank fields are refused in the browser with the server's own words, nothing sent.
  await page.getByRole('button', { name: 'Add Moment' }).click();
  await expect(page.getByText('Judul wajib diisi.').first()).toBeVisible();
  await expect(page.getByLabel('Judul')).toHaveAttribute('aria-invalid', 'true');

  // The first moment: while the server works the button says 'Adding...' and cannot be pressed again.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    '**/api/love-moment',
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await fillMoment(page, {
    title: titles[0]!,
    date: '2021-11-14',
    letter: 'Hari pertama kita.\nAku gugup sekali.',
    cover: await portrait(340),
  });
  await page.getByRole('button', { name: 'Add Moment' }).click();
  await expect(page.getByRole('button', { name: 'Adding...' })).toBeDisabled();
  release();
  await expect(toast(page, 'Love moment created successfully!')).toBeVisible();
  // After an add the form clears.
  await expect(page.getByRole('button', { name: 'Add Moment' })).toBeEnabled();
  await expect(page.getByLabel('Judul')).toHaveValue('');
  await expect(page.getByLabel('Tanggal')).toHaveValue('');
  await expect(page.getByLabel('Surat Cinta')).toHaveValue('');
  await expect(page.getByLabel('Gambar Sampul')).toHaveValue('');

  await fillMoment(page, { title: titles[1]!, date: '2022-06-01', letter: 'Ombak, pasir, dan kamu.', cover: await portrait(200) });
  await page.getByRole('button', { name: 'Add Moment' }).click();
  await expect(page.getByLabel('Judul')).toHaveValue('');
  await fillMoment(page, { title: titles[2]!, date: '2023-02-02', letter: 'Selamat ulang tahun, sayang.' });
  await page.getByRole('button', { name: 'Add Moment' }).click();
  await expect(page.getByLabel('Judul')).toHaveValue('');

  const added = await Promise.all(titles.map((title) => momentTitled(page, title)));
  expect(added[0]!.cover_thumb).toMatch(/\.webp$/);
  expect(added[0]!.letter).toBe('Hari pertama kita.\nAku gugup sekali.');
  expect(added[2]!.cover_image).toBeNull();

  // A network failure keeps what was typed and says the spec's words.
  await fillMoment(page, { title: 'Tidak terkirim', date: '2024-01-01', letter: 'Surat' });
  await page.route('**/api/love-moment', (route) => route.abort(), { times: 1 });
  await page.getByRole('button', { name: 'Add Moment' }).click();
  await expect(toast(page, 'An error occurred while creating the love moment.')).toBeVisible();
  await expect(page.getByLabel('Judul')).toHaveValue('Tidak terkirim');

  // Edit mode with no moment chosen.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByLabel('Judul')).toHaveValue('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Please select a Love Moment to update.')).toBeVisible();

  // An address whose moment does not exist says so, with nothing selected.
  await page.goto('/edit-love-moment/987654');
  await expect(page.getByText('Love moment #987654 tidak ditemukan.')).toBeVisible();
  await expect(page.getByLabel('Select Moment')).toHaveValue('');

  // /edit-love-moment/{id} opens that moment in Edit mode; the dropdown shows id and title.
  const second = added[1]!;
  await page.goto(`/edit-love-moment/${second.id}`);
  const picker = page.getByLabel('Select Moment');
  await expect(picker).toHaveValue(String(second.id));
  await expect(picker.locator('option:checked')).toHaveText(`#${second.id} — ${second.title}`);
  await expect(page.getByLabel('Judul')).toHaveValue(second.title);
  await expect(page.getByLabel('Tanggal')).toHaveValue('2022-06-01');
  await expect(page.getByLabel('Surat Cinta')).toHaveValue('Ombak, pasir, dan kamu.');
  await expect(page.getByText('Sampul sekarang', { exact: true })).toBeVisible();

  // A cover that is not an image: the server's message (magic bytes, not the name) under the field and in a toast.
  const notImage = 'Jenis file tidak didukung. Gunakan gambar (JPEG, PNG, GIF, WebP, AVIF, HEIC).';
  await page
    .getByLabel('Gambar Sampul')
    .setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some text, not a picture') });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, notImage)).toBeVisible();
  await expect(page.getByLabel('Gambar Sampul')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Judul')).toHaveValue(second.title);

  // A network failure while updating.
  await page.route(`**/api/love-moment/${second.id}`, (route) => route.abort(), { times: 1 });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'An error occurred while updating the love moment.')).toBeVisible();

  // The real change: new title, a letter with line breaks, a new cover.
  const edited = `${second.title} (edit)`;
  await page.getByLabel('Judul').fill(edited);
  await page.getByLabel('Surat Cinta').fill('Ombak, pasir,\n\ndan kamu.');
  await page.getByLabel('Gambar Sampul').setInputFiles({ name: 'baru.jpg', mimeType: 'image/jpeg', buffer: await portrait(40) });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Love moment updated successfully!')).toBeVisible();
  // After an edit the form stays.
  await expect(page.getByLabel('Judul')).toHaveValue(edited);
  await expect(page.getByLabel('Surat Cinta')).toHaveValue('Ombak, pasir,\n\ndan kamu.');
  await expect(picker).toHaveValue(String(second.id));
  await expect(picker.locator('option:checked')).toHaveText(`#${second.id} — ${edited}`);

  const after = await momentTitled(page, edited);
  expect(after.letter).toBe('Ombak, pasir,\n\ndan kamu.');
  expect(after.cover_image).not.toBe(second.cover_image);
  // The old cover's files are gone.
  expect((await page.request.get(`/storage/${second.cover_thumb}`)).status()).toBe(404);
});

test('inside the edit hub the giver adds a moment and deletes moments from the preview', async ({ page }, info) => {
  test.setTimeout(60_000);
  await login(page);
  const kept = unique('Tetap', info.project.name);
  const doomed = unique('Dihapus', info.project.name);
  const vanished = unique('Hilang', info.project.name);
  await createMoment(page, { title: kept, date: '2020-01-01', letter: 'Tetap di sini.', cover: await portrait(120) });
  const vanishedMoment = await createMoment(page, { title: vanished, date: '2020-01-03', letter: 'Sudah pergi.' });

  // Outside the hub's frame there is no delete button.
  await page.goto('/love-moment');
  await expect(page.getByRole('button', { name: kept, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete love moment "${kept}"` })).toHaveCount(0);

  await page.goto('/edit-pages?section=loveMoments');
  await showHubPreview(page);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'Our Love Story' })).toBeVisible();

  // The section's form, beside the preview (on a phone: above it). Saving reloads the preview.
  await openHubForm(page);
  const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Love Moments', level: 2 }) });
  await expect(panel.getByText('Wajib klik tombol reload ketika sudah menyimpan!')).toBeVisible();
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await panel.getByLabel('Judul').fill(doomed);
  await panel.getByLabel('Tanggal').fill('2020-01-02');
  await panel.getByLabel('Surat Cinta').fill('Sebentar saja.');
  await panel.getByRole('button', { name: 'Add Moment' }).click();
  await expect(toast(page, 'Love moment created successfully!')).toBeVisible();
  await expect(frame.getByRole('button', { name: doomed, exact: true })).toBeVisible();

  // Delete after the confirm: the card goes.
  const confirmed = expectDialog(page, 'Are you sure you want to delete this love moment?');
  await frame.getByRole('button', { name: `Delete love moment "${doomed}"` }).click();
  await confirmed;
  await expect(toast(frame, 'Deleted successfully!')).toBeVisible();
  await expect(frame.getByRole('button', { name: doomed, exact: true })).toHaveCount(0);
  await expect(frame.getByRole('button', { name: kept, exact: true })).toBeVisible();
  expect((await listMoments(page)).some((item) => item.title === doomed)).toBe(false);

  // Deleted elsewhere meanwhile: the server's message.
  expect((await page.request.delete(`/api/love-moment/delete/${vanishedMoment.id}`, { headers: csrf })).status()).toBe(200);
  const confirmedAgain = expectDialog(page, 'Are you sure you want to delete this love moment?');
  await frame.getByRole('button', { name: `Delete love moment "${vanished}"` }).click();
  await confirmedAgain;
  await expect(toast(frame, 'Love moment tidak ditemukan.')).toBeVisible();

  // No reply at all: the spec's words, and the card stays.
  await page.route('**/api/love-moment/delete/*', (route) => route.abort(), { times: 1 });
  const confirmedThird = expectDialog(page, 'Are you sure you want to delete this love moment?');
  await frame.getByRole('button', { name: `Delete love moment "${kept}"` }).click();
  await confirmedThird;
  await expect(toast(frame, 'Failed to delete.')).toBeVisible();
  await expect(frame.getByRole('button', { name: kept, exact: true })).toBeVisible();
});

async function giverCreates(browser: Browser, moments: { title: string; date: string; letter: string; cover?: Buffer }[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page);
  for (const moment of moments) await createMoment(page, moment);
  await context.close();
}

const front = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true, pressed: false });
const back = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true, pressed: true });
const cardOf = (page: Page, title: string): Locator =>
  page.getByTestId('love-moment-card').filter({ has: page.getByRole('button', { name: title, exact: true, includeHidden: true }) });

test('the recipient flips the cards one at a time and reads each letter as text', async ({ page, browser }, info) => {
  test.setTimeout(60_000);
  const first = unique('Surat rahasia', info.project.name);
  const second = unique('Senja', info.project.name);
  const letter = 'Sayang,\n<script>alert(1)</script>\n<b>bukan tebal</b>\n\nSelamanya.';
  await giverCreates(browser, [
    { title: first, date: '2019-02-14', letter, cover: await portrait(300) },
    { title: second, date: '2019-02-15', letter: 'Langit jingga.', cover: await portrait(20) },
  ]);

  const errors = collectErrors(page);
  const dialogs = recordDialogs(page);
  // The journeys ask for reduced motion (playwright.config.ts); the card's turn, with and without it, is this test's.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await unlockWithPin(page);

  // Covers are held back: the card is sized already and shows the placeholder meanwhile.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/storage/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/love-moment');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Love Story' })).toBeVisible();
  const firstCard = cardOf(page, first);
  await firstCard.scrollIntoViewIfNeeded();
  await expect(firstCard.getByTestId('cover-placeholder')).toBeVisible();
  await expect(firstCard.getByText('Tap photo to read')).toBeVisible();
  await expect(firstCard.getByText('14 Februari 2019').first()).toBeVisible();
  const before = await firstCard.boundingBox();
  release();
  const cover = firstCard.getByRole('img', { name: `Foto sampul: ${first}` });
  await expect(cover).toHaveJSProperty('complete', true);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(firstCard.getByTestId('cover-placeholder')).toHaveCount(0);
  expect(await firstCard.boundingBox()).toEqual(before);
  await page.unroute('**/storage/**');

  // Flip the first: its letter shows as text, line breaks kept, nothing run.
  await front(page, first).click();
  await expect(back(page, first)).toBeVisible();
  const letterRegion = page.getByRole('region', { name: `Surat cinta: ${first}` });
  await expect(letterRegion).toBeVisible();
  await expect(letterRegion).toHaveCSS('white-space', 'pre-wrap');
  expect(await letterRegion.evaluate((el) => el.textContent)).toBe(letter);
  await expect(letterRegion.getByText('<script>alert(1)</script>')).toBeVisible();
  await expect(letterRegion.locator('script, b')).toHaveCount(0);

  // Flipping the second turns the first back: one card at a time.
  await front(page, second).click();
  await expect(back(page, second)).toBeVisible();
  await expect(front(page, first)).toBeVisible();
  await expect(page.getByRole('button', { pressed: true })).toHaveCount(1);

  // Clicking the flipped card (its letter) un-flips it.
  await page.getByRole('region', { name: `Surat cinta: ${second}` }).click();
  await expect(front(page, second)).toBeVisible();
  await expect(page.getByRole('button', { pressed: true })).toHaveCount(0);

  // By keyboard: Enter flips and focus follows to the letter's side; Escape turns it back.
  await front(page, first).focus();
  await page.keyboard.press('Enter');
  await expect(back(page, first)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(front(page, first)).toBeFocused();

  // Reduced motion: the card turns without the animation.
  const flipper = firstCard.locator('.transform-3d');
  await expect(flipper).not.toHaveCSS('transition-property', 'none');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(flipper).toHaveCSS('transition-property', 'none');

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/features$/);
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
});
