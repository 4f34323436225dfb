import { expect, test, type Page } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { collectErrors, jpeg, login } from './support';

// Susun Kadomu, the builder (docs/product.md §28, decision 064), on a phone held in one hand: a fresh gift goes from
// the hub's card through the ten steps to its share link, each step saved through the real server as the giver goes
// on. The steps' rules, resume, skips, failures and the English words are component tests
// (src/web/features/builder/builder.test.tsx); this journey is what a browser and the real server must prove: the
// pages at 390 x 844, real uploads (several photos in one pick), and what the recipient then gets.
// Taps and fields it takes are counted as it goes (`taps`, `fields`), for docs/product.md §28's figures.

let taps = 0;
let fields = 0;

async function tap(page: Page, name: string, role: 'button' | 'link' | 'radio' = 'button') {
  taps += 1;
  await page.getByRole(role, { name, exact: true }).click();
}

async function next(page: Page, step: number) {
  await tap(page, 'Lanjut');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(step));
}

test.describe.configure({ timeout: 120_000 });

test('a fresh gift built through Susun Kadomu, from the hub’s card to the share link @phone-only', async ({ page }) => {
  const errors = collectErrors(page);
  await login(page);
  await page.goto(ROUTES.editPages);

  // The hub of a gift never edited offers the builder at its top.
  const card = page.getByTestId('builder-card');
  await expect(card).toBeVisible();
  taps += 1;
  await card.getByRole('link', { name: 'Susun Kadomu' }).click();
  await expect(page).toHaveURL(ROUTES.editBuild);
  const progress = page.getByRole('progressbar');
  await expect(progress).toHaveAttribute('aria-valuenow', '1');
  await expect(progress).toHaveAttribute('aria-label', 'Langkah 1 dari 10');

  // 1. The occasion (needs the occasions API of docs/product.md §27).
  await expect(page.getByRole('radio')).toHaveCount(5);
  taps += 1;
  await page.locator('input[name="occasion"][value="anniversary"]').check();
  await next(page, 2);

  // 2. The recipient's name.
  fields += 1;
  await page.getByLabel('Nama penerima').fill('Rina');
  await next(page, 3);

  // 3. One date for the PIN and the counter; the PIN shows as the recipient types it.
  fields += 1;
  await page.getByLabel('Tanggal', { exact: true }).fill('2023-02-14');
  await expect(page.getByRole('img', { name: 'PIN 1 4 0 2 2 3' })).toBeVisible();
  await next(page, 4);

  // 4. Photos: the folder made for them, two photos in one pick through the gallery's own upload.
  await expect(page.getByText('Folder aktif: Kenangan Kita')).toBeVisible();
  await tap(page, 'Upload');
  const modal = page.getByRole('dialog', { name: 'Upload Photo' });
  fields += 2;
  await modal.getByLabel('Title').fill('Kita');
  await modal.getByLabel('Photo').setInputFiles([
    { name: 'kita-1.jpg', mimeType: 'image/jpeg', buffer: await jpeg(20) },
    { name: 'kita-2.jpg', mimeType: 'image/jpeg', buffer: await jpeg(200) },
  ]);
  taps += 1;
  await modal.getByRole('button', { name: 'Upload' }).click();
  await expect(modal.getByText('Selesai!')).toBeVisible({ timeout: 30_000 });
  await tap(page, 'Tutup');
  await expect(page.getByText('2 foto di folder ini.')).toBeVisible();
  await next(page, 5);

  // 5. The letter: the occasion's three prompts, its words already in the paragraphs.
  await expect(page.getByRole('region', { name: 'Butuh ide? Coba jawab ini:' }).getByRole('listitem')).toHaveCount(3);
  const first = page.getByLabel('Paragraf 1');
  await expect(first).not.toHaveValue('');
  fields += 1;
  await first.fill('Rina, terima kasih untuk setiap hari bersamamu.');
  await next(page, 6);

  // 6. Music: the default song stays. 7. The menu as it is.
  await expect(page.getByRole('heading', { name: 'Musik latar', exact: true })).toBeVisible();
  await next(page, 7);
  await expect(page.getByRole('checkbox', { name: /Gallery/ })).toBeChecked();
  await next(page, 8);

  // 8. The theme, saved at once, the preview under it.
  taps += 1;
  await page.getByRole('radio', { name: /Malam/ }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Tema disimpan.' })).toBeVisible();
  await next(page, 9);

  // 9. Opens now. 10. The share link.
  await expect(page.getByRole('radio', { name: 'Sekarang juga' })).toBeChecked();
  await next(page, 10);
  const link = page.getByTestId('share-panel').getByLabel('Link hadiah');
  await expect(link).toHaveValue(/\/s\/[A-Za-z0-9_-]{22,}$/);
  await tap(page, 'Selesai');
  await expect(page).toHaveURL(ROUTES.editPages);
  await expect(page.getByTestId('builder-card')).toHaveCount(0);

  // What the recipient gets: the name, the PIN, the counter's start, the letter, the photos and the theme.
  const read = async (path: string) => ((await (await page.request.get(path)).json()) as { data: unknown }).data;
  expect(await read('/api/opening')).toEqual([expect.objectContaining({ recipient_name: 'Rina' })]);
  expect(await read('/api/date-input')).toEqual([expect.objectContaining({ selected_date: '140223' })]);
  expect(await read('/api/days-of-love')).toEqual(expect.objectContaining({ date_at: '2023-02-14' }));
  expect(await read('/api/gallery')).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Kenangan Kita', photo_count: 2 })]));
  expect(await read('/api/settings')).toEqual(expect.objectContaining({ theme: 'night' }));
  // The hub logs each preview path that names no folder (docs/product.md §4); nothing else may fail.
  expect(errors.filter((error) => !error.startsWith('Edit hub:'))).toEqual([]);
  console.log(`builder journey: ${taps} taps, ${fields} fields (2 of them the upload's title and files)`);
});
