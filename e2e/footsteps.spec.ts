import { expect, test, type Browser, type Page } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { startKado, type KadoProcess } from './kado-process';
import { csrf, TEST_EDITOR, TEST_PIN } from './support';

// The recipient's footsteps (decision 040): a fresh gift on a Kado of its own; the recipient enters the PIN
// and opens pages in their own browser, which tells the server of each page's first visit; the giver's 'Jejak'
// shows them, never the giver's own preview. The panel's states and its switch are component tests
// (src/web/features/edit-hub/footsteps-panel.test.tsx); that nothing is written with the recording off is the
// server's (src/server/routes/activity.test.ts); the section is in the accessibility sweep.

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let kado: KadoProcess;
const origin = () => `http://127.0.0.1:${kado.port}`;

test.beforeAll(async () => {
  kado = await startKado({ EDITOR_EMAIL: TEST_EDITOR.email, EDITOR_PASSWORD: TEST_EDITOR.password });
});

test.afterAll(async () => {
  await kado?.stop();
});

async function giverPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const response = await page.request.post(`${origin()}/api/login`, { data: TEST_EDITOR, headers: csrf });
  expect(response.status(), await response.text()).toBe(200);
  return page;
}

/** The pages whose first visit the recipient's browser has told the server of (answered), in order. */
const told = new WeakMap<Page, string[]>();

async function recipientPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const pages: string[] = [];
  told.set(page, pages);
  page.on('requestfinished', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/activity/page'))
      pages.push((request.postDataJSON() as { page: string }).page);
  });
  await page.goto(`${origin()}${ROUTES.gallery}`);
  await expect(page).toHaveURL(`${origin()}${ROUTES.dateInput}`);
  await page.getByLabel('PIN: tanggal spesial kita (6 digit, DDMMYY)').pressSequentially(TEST_PIN);
  await expect(page).toHaveURL(`${origin()}${ROUTES.gallery}`, { timeout: 5_000 });
  return page;
}

const timeline = (page: Page) => page.getByRole('list', { name: 'Jejak terbaru' });

test(
  "a recipient's visit appears in the giver's timeline; the giver's own preview does not",
  { tag: '@desktop-only' },
  async ({ browser }) => {
    const giver = await giverPage(browser);
    await giver.goto(`${origin()}${ROUTES.editPages}?section=footsteps`);
    const panel = giver.getByTestId('footsteps-panel');
    await expect(panel.getByRole('heading', { name: 'Jejak' })).toBeVisible();
    await expect(panel.getByText('Belum ada jejak.', { exact: false })).toBeVisible();
    // The giver looks at the gallery in their own browser: a preview, not a footstep.
    await giver.goto(`${origin()}${ROUTES.gallery}`);
    await expect(giver.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();

    const recipient = await recipientPage(browser);
    await expect(recipient.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    // The footstep is told once the page has seen its session: a recipient who leaves before
    // that leaves none, so the journey moves on once it is told, as anyone reading the page would.
    await expect.poll(() => told.get(recipient)).toContain('gallery');
    await recipient.goto(`${origin()}${ROUTES.todoList}`);
    await expect(recipient.getByRole('heading', { level: 1, name: 'Choose For This Month' })).toBeVisible();
    await expect.poll(() => told.get(recipient)).toContain('todoList');
    // Back to the gallery: its first visit is already noted.
    await recipient.goto(`${origin()}${ROUTES.gallery}`);
    await expect(recipient.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();

    await giver.goto(`${origin()}${ROUTES.editPages}?section=footsteps`);
    await expect(panel.getByText(/^Dibuka pertama kali \d{1,2} \w{3} \d{4} \d{2}\.\d{2}$/)).toBeVisible();
    const items = timeline(giver).getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('Membuka Plans');
    await expect(items.nth(1)).toContainText('Membuka Galeri');
    await expect(items.nth(2)).toContainText('Membuka hadiah dengan PIN');
  },
);
