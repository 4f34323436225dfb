import { expect, test, type Page } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { MSG } from '../src/shared/messages';
import { startKado, type KadoProcess } from './kado-process';
import { inIndonesian } from '../src/shared/message-codes';

// Storage quotas and end dates (decision 037, docs/product.md §11): the operator sees each gift's use against
// its quota in the console, gives one gift a quota of its own, which its giver then sees in the hub (phone
// layout too), and ends a gift: it shows the closed page until the end date is removed. A Kado of its own
// with BASE_DOMAIN, as e2e/many-gifts.spec.ts; the console is a desktop tool.

const BASE_DOMAIN = 'kado.localhost';
const OPERATOR = { email: 'operator@kado.test', password: 'operator-password-1' };
const GIVER = { email: 'giver-q@kado.test', password: 'password-of-giver-q' };

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ locale: 'id-ID' });

let kado: KadoProcess;
const origin = (host: string) => `http://${host}:${kado.port}`;
const giftHost = (slug: string) => `${slug}.${BASE_DOMAIN}`;

test.beforeAll(async () => {
  kado = await startKado(
    { BASE_DOMAIN, OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password, GIFT_QUOTA_MB: '300' },
    { readyHost: BASE_DOMAIN, readyPath: '/api/operator/session' },
  );
});

test.afterAll(async () => {
  await kado?.stop();
});

const giftRow = (page: Page, slug: string) => page.getByTestId('operator-gift').and(page.locator(`[data-slug="${slug}"]`));

async function signInToConsole(page: Page) {
  await page.goto(`${origin(BASE_DOMAIN)}/`);
  await page.getByLabel('Email').fill(OPERATOR.email);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Konsol Operator', level: 1 })).toBeVisible();
}

async function createGift(page: Page, slug: string, giver: { email: string; password: string }) {
  const form = page.getByRole('region', { name: 'Buat Hadiah Baru' });
  await form.getByLabel('Alamat kado').fill(slug);
  await form.getByLabel('Email pemberi').fill(giver.email);
  await form.getByLabel('Password pemberi').fill(giver.password);
  await form.getByRole('button', { name: 'Buat Hadiah' }).click();
  await expect(giftRow(page, slug)).toBeVisible();
}

test('the console shows each gift\u2019s use and quota, sets a quota and an end date', { tag: '@desktop-only' }, async ({ page }) => {
  await signInToConsole(page);
  await createGift(page, 'kuota', GIVER);
  await createGift(page, 'lain', { email: 'giver-l@kado.test', password: 'password-of-giver-l' });

  // Every gift: its use (the default song, a few MB) against GIFT_QUOTA_MB, and no end date.
  const row = giftRow(page, 'kuota');
  for (const slug of ['kuota', 'lain']) {
    await expect(giftRow(page, slug).getByTestId('gift-storage')).toHaveText(/^\d+,\d MB dari 300 MB$/);
    await expect(giftRow(page, slug).getByTestId('gift-ends')).toHaveText('Tidak ada');
  }

  // A quota of its own: a bad one is refused under the field, a good one shows in the list.
  await row.getByRole('button', { name: 'Kuota & Tanggal Berakhir' }).click();
  const quota = row.getByLabel('Kuota penyimpanan "kuota" (MB)');
  await quota.fill('0');
  await row.getByRole('button', { name: 'Simpan Kuota' }).click();
  await expect(row.getByText(inIndonesian(MSG.giftQuotaInvalid))).toBeVisible();
  await quota.fill('2048');
  await row.getByRole('button', { name: 'Simpan Kuota' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kuota "kuota" disimpan.' })).toBeVisible();
  await expect(row.getByTestId('gift-storage')).toHaveText(/^\d+,\d MB dari 2\.048 MB \(kuota sendiri\)$/);
  await expect(giftRow(page, 'lain').getByTestId('gift-storage')).toHaveText(/dari 300 MB$/);

  // The giver sees the same figures in the hub, on a desktop and on a phone.
  const giver = await page.context().newPage();
  await giver.goto(`${origin(giftHost('kuota'))}${ROUTES.editPages}`);
  const dialog = giver.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email').fill(GIVER.email);
  await dialog.getByLabel('Password').fill(GIVER.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  const meter = giver.getByRole('meter', { name: 'Penyimpanan' });
  await expect(meter).toBeVisible();
  const used = (await row.getByTestId('gift-storage').textContent())!.split(' MB')[0];
  await expect(giver.getByTestId('storage-meter')).toHaveText(`Penyimpanan: ${used} MB dari 2.048 MB`);
  await expect(meter).toHaveAttribute('aria-valuemax', String(2048 * 1024 * 1024));
  expect(Number(await meter.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await giver.setViewportSize({ width: 390, height: 844 });
  await expect(giver.getByRole('meter', { name: 'Penyimpanan' })).toBeInViewport();

  // An end date in the past: the gift shows the closed page to anyone, its giver too; removed, it opens again.
  await row.getByLabel('Tanggal berakhir "kuota"').fill('2020-01-01T09:00');
  await row.getByRole('button', { name: 'Simpan Tanggal' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tanggal berakhir "kuota" disimpan.' })).toBeVisible();
  await expect(row.getByTestId('gift-ends')).not.toHaveText('Tidak ada');
  await expect(row.getByText('Sudah berakhir', { exact: true })).toBeVisible();
  const closed = await giver.goto(`${origin(giftHost('kuota'))}/`);
  expect(closed?.status()).toBe(403);
  await expect(giver.getByText(inIndonesian(MSG.giftDisabled))).toBeVisible();
  // Its data stays: the list still counts its storage.
  await expect(row.getByTestId('gift-storage')).toHaveText(new RegExp(`^${used} MB dari`));

  await row.getByRole('button', { name: 'Hapus Tanggal' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hadiah "kuota" tidak lagi punya tanggal berakhir.' })).toBeVisible();
  await expect(row.getByTestId('gift-ends')).toHaveText('Tidak ada');
  const reopened = await giver.goto(`${origin(giftHost('kuota'))}${ROUTES.editPages}`);
  expect(reopened?.status()).toBe(200);
  await expect(giver.getByRole('meter', { name: 'Penyimpanan' })).toBeVisible();
});
