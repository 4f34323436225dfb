import { expect, test, type Page } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { csrf, expectDialog, login, openHubForm, toast, unique, unlockWithPin } from './support';

// Milestones (decision 027): the giver adds their own in the hub's Days Of Love section; the recipient's
// counter page counts down to the next milestone and celebrates one that falls today. Dates are
// Asia/Jakarta's calendar (UTC+7 all year). Whatever a test changes (the start date), it puts back.

const jakartaToday = () => new Date(Date.now() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
const shiftDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function setStart(page: Page, date: string) {
  const reply = await page.request.post('/api/days-of-love', { data: { title: 'Kita', date_at: date }, headers: csrf });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** As the recipient: the giver's session is dropped and the PIN entered. */
async function asRecipient(page: Page) {
  await page.context().clearCookies();
  await unlockWithPin(page);
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('the giver adds a milestone in the hub; the recipient counts down to it; the giver deletes it', async ({ page }, info) => {
  const today = jakartaToday();
  await setStart(page, shiftDays(today, -10));
  const title = unique('Liburan', info.project.name);

  await page.goto(`${ROUTES.editPages}?section=daysOfLove`);
  await openHubForm(page);
  const editor = page.getByTestId('milestones-editor');
  await expect(editor.getByRole('heading', { name: 'Milestone', exact: true })).toBeVisible();

  // Nothing is sent for a blank form: the fields say what is missing.
  await editor.getByRole('button', { name: 'Tambah Milestone' }).click();
  await expect(editor.getByLabel('Judul Milestone')).toHaveAccessibleDescription('Judul milestone harus diisi!');
  await expect(editor.getByLabel('Tanggal Milestone')).toHaveAccessibleDescription('Tanggal milestone harus diisi!');

  await editor.getByLabel('Judul Milestone').fill(title);
  await editor.getByLabel('Tanggal Milestone').fill(shiftDays(today, 5));
  await editor.getByRole('button', { name: 'Tambah Milestone' }).click();
  await expect(toast(page, 'Milestone berhasil ditambahkan!')).toBeVisible();
  const row = editor.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('hari ke-15');
  await expect(editor.getByLabel('Judul Milestone')).toHaveValue('');

  await asRecipient(page);
  await page.goto(ROUTES.daysOfLove);
  const next = page.getByTestId('milestone-next');
  await expect(next).toContainText(title);
  await expect(next).toContainText('5 hari lagi');
  await expect(page.getByTestId('milestone-celebration')).toHaveCount(0);

  await login(page);
  await page.goto(`${ROUTES.editPages}?section=daysOfLove`);
  await openHubForm(page);
  const deleted = expectDialog(page, `Hapus milestone "${title}"?`);
  await page.getByRole('button', { name: `Hapus milestone ${title}` }).click();
  await deleted;
  await expect(toast(page, 'Milestone berhasil dihapus!')).toBeVisible();
  await expect(page.getByTestId('milestones-editor').getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  const list = (await (await page.request.get('/api/milestones')).json()).data as { title: string }[];
  expect(list.map((m) => m.title)).not.toContain(title);
});

test('a start date 100 days ago: the counter page celebrates "Hari ke-100!", without motion when asked', async ({ page }) => {
  const today = jakartaToday();
  await setStart(page, shiftDays(today, -100));
  await asRecipient(page);
  // The journeys ask for reduced motion (playwright.config.ts); the celebration's motion is this test's subject.
  await page.emulateMedia({ reducedMotion: 'no-preference' });

  await page.goto(ROUTES.daysOfLove);
  const card = page.getByTestId('milestone-celebration');
  await expect(card).toBeVisible();
  await expect(card).toContainText('Hari ke-100!');
  await expect(card.getByRole('heading', { name: 'Selamat!' })).toBeVisible();
  await expect.poll(() => card.evaluate((node) => getComputedStyle(node).animationName)).toBe('celebrate');
  // The next one is still to come: never today's.
  await expect(page.getByTestId('milestone-next')).not.toContainText('Hari ke-100');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(card).toContainText('Hari ke-100!');
  expect(await card.evaluate((node) => getComputedStyle(node).animationName)).toBe('none');
});
