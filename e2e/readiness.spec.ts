import { expect, test, type Page } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { startKado, type KadoProcess } from './kado-process';
import { axeFindings, csrf, TEST_EDITOR, toast } from './support';

// Ready to give (decision 040): a fresh gift on a Kado of its own. 'Siap diberikan?' lists what still holds
// the demo gift; each open item leads to its editor and closes once the giver has edited it; the counter
// takes the PIN's date in one click; 'Bagikan' says how many are still open, and nothing is blocked.

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let kado: KadoProcess;
const origin = () => `http://127.0.0.1:${kado.port}`;

test.beforeAll(async () => {
  kado = await startKado({ EDITOR_EMAIL: TEST_EDITOR.email, EDITOR_PASSWORD: TEST_EDITOR.password });
});

test.afterAll(async () => {
  await kado?.stop();
});

const checklist = (page: Page) => page.getByTestId('readiness-panel');
const item = (page: Page, key: string) => checklist(page).locator(`li[data-key="${key}"]`);
const openSection = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Bagian yang diedit' }).getByRole('button', { name, exact: true }).click();

async function expectOpen(page: Page, count: number) {
  await openSection(page, 'Siap diberikan?');
  await expect(checklist(page).getByText(`${count} hal belum siap`)).toBeVisible();
  await expect(checklist(page).locator('li[data-done="false"]')).toHaveCount(count);
}

test("a fresh gift's open items close one by one as the giver edits", { tag: '@desktop-only' }, async ({ page }) => {
  const login = await page.request.post(`${origin()}/api/login`, { data: TEST_EDITOR, headers: csrf });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto(`${origin()}${ROUTES.editPages}?section=ready`);
  await expect(checklist(page).getByRole('heading', { name: 'Siap diberikan?' })).toBeVisible();
  // Every item of a fresh gift is open: this Kado answers at 127.0.0.1, so even its link is.
  await expect(checklist(page).getByText('9 hal belum siap')).toBeVisible();
  await expect(item(page, 'public-url')).toContainText('localhost');

  // The recipient's name: the item's link opens the opening's editor.
  await item(page, 'recipient-name').getByRole('link', { name: 'Ubah Nama penerima' }).click();
  await expect(page).toHaveURL(/section=opening/);
  await page.getByLabel('Nama Penerima').fill('Dinda');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(toast(page, 'Data berhasil disimpan!').last()).toBeVisible();
  await expectOpen(page, 8);
  await expect(item(page, 'recipient-name')).toHaveAttribute('data-done', 'true');

  // The PIN: then its date is offered as the counter's start.
  await item(page, 'pin').getByRole('link', { name: 'Ubah PIN' }).click();
  await expect(page).toHaveURL(/section=dateInput/);
  // The editor shows the stored PIN once it has loaded: typed before that, the load would put the old one back.
  const pinField = page.getByLabel('Tanggal (DDMMYY)');
  await expect(pinField).toHaveValue('020222');
  await pinField.fill('140223');
  const pinSaved = page.waitForResponse((res) => res.url().includes('/api/date-input') && res.request().method() !== 'GET');
  await page.getByRole('button', { name: 'Simpan' }).first().click();
  expect((await pinSaved).status()).toBe(200);
  await expect(toast(page, 'Data berhasil disimpan!').last()).toBeVisible();
  await expectOpen(page, 7);
  await item(page, 'counter-date').getByRole('button', { name: 'Pakai tanggal PIN (14 Feb 2023)' }).click();
  await expect(toast(page, 'Penghitung hari sekarang mulai dari tanggal PIN.')).toBeVisible();
  await expect(item(page, 'counter-date')).toHaveAttribute('data-done', 'true');
  await expect(checklist(page).getByText('6 hal belum siap')).toBeVisible();
  // The counter's editor shows the PIN's date now.
  await openSection(page, 'Days Of Love');
  await expect(page.getByLabel('Tanggal', { exact: true })).toHaveValue('2023-02-14');

  // The quiz: a question of the giver's own closes it.
  const question = { question: 'Apa makanan favoritku?', answer: 'Sate', options: ['Sate', 'Bakso'] };
  const saved = await page.request.post(`${origin()}/api/quizzes/create-or-update`, { data: question, headers: csrf });
  expect(saved.status()).toBe(200);
  await expectOpen(page, 5);
  await expect(item(page, 'quiz')).toHaveAttribute('data-done', 'true');

  // Bagikan: how many are open, before the link is copied or the card printed; the link still works.
  await openSection(page, 'Bagikan');
  const note = page.getByTestId('share-readiness');
  await expect(note).toContainText('5 hal belum siap');
  await expect(page.getByRole('button', { name: 'Salin Link' })).toBeEnabled();
  await note.getByRole('link', { name: 'Lihat daftar' }).click();
  await expect(page).toHaveURL(/section=ready/);
  await expect(checklist(page).getByText('5 hal belum siap')).toBeVisible();
  expect(await axeFindings(page, '[data-testid="readiness-panel"]')).toEqual([]);
});
