import { expect, test, type Page } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { MSG } from '../src/shared/messages';
import { EN_MSG } from '../src/shared/en-messages';
import { cookiesOf, hostRequest, startKado, type KadoProcess } from './kado-process';
import { csrf, expectDialog, TEST_PIN } from './support';
import { inIndonesian } from '../src/shared/message-codes';

// Many gifts on one service (decision 018): a Kado of its own with BASE_DOMAIN=kado.localhost (Chromium sends
// every *.localhost name to loopback, so no DNS is needed). The operator signs in on the console, makes
// gifts, disables, resets and deletes one; two gifts refuse each other's givers, viewers and links.
// The console is a desktop tool: the desktop project runs the file (it starts its own server).

const BASE_DOMAIN = 'kado.localhost';
const OPERATOR = { email: 'operator@kado.test', password: 'operator-password-1' };
const GIVER_A = { email: 'giver-a@kado.test', password: 'password-of-giver-a' };
const GIVER_B = { email: 'giver-b@kado.test', password: 'password-of-giver-b' };

test.describe.configure({ mode: 'serial', timeout: 120_000 });
// The console follows the browser's language: this operator's browser asks for Indonesian.
test.use({ locale: 'id-ID' });

let kado: KadoProcess;
const origin = (host: string) => `http://${host}:${kado.port}`;
const consoleUrl = () => `${origin(BASE_DOMAIN)}/`;
const gift = (slug: string) => `${slug}.${BASE_DOMAIN}`;

test.beforeAll(async () => {
  kado = await startKado(
    { BASE_DOMAIN, OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password },
    { readyHost: BASE_DOMAIN, readyPath: '/api/operator/session' },
  );
});

test.afterAll(async () => {
  await kado?.stop();
});

const giftRow = (page: Page, slug: string) => page.getByTestId('operator-gift').and(page.locator(`[data-slug="${slug}"]`));

async function createGift(page: Page, slug: string, giver: { email: string; password: string }) {
  const form = page.getByRole('region', { name: 'Buat Hadiah Baru' });
  await form.getByLabel('Alamat kado').fill(slug);
  await form.getByLabel('Email pemberi').fill(giver.email);
  await form.getByLabel('Password pemberi').fill(giver.password);
  await form.getByRole('button', { name: 'Buat Hadiah' }).click();
  await expect(giftRow(page, slug)).toBeVisible();
  await expect(form.getByLabel('Alamat kado')).toHaveValue('');
}

test('the operator signs in, creates, disables, resets and deletes gifts', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto(consoleUrl());
  await expect(page.getByRole('heading', { name: 'Login Operator' })).toBeVisible();
  await page.getByLabel('Email').fill(OPERATOR.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText(inIndonesian(MSG.loginWrong));
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Konsol Operator', level: 1 })).toBeVisible();
  // The create form is above the list, and the empty list says so.
  await expect(page.getByText('Belum ada hadiah. Buat yang pertama dengan formulir di atas.')).toBeVisible();

  // Clear errors before anything is sent, then the server's own refusals.
  const form = page.getByRole('region', { name: 'Buat Hadiah Baru' });
  await form.getByRole('button', { name: 'Buat Hadiah' }).click();
  await expect(form.getByText(inIndonesian(MSG.slugRequired))).toBeVisible();
  await expect(form.getByText(inIndonesian(MSG.passwordRequired))).toBeVisible();
  await form.getByLabel('Alamat kado').fill('ab');
  await form.getByRole('button', { name: 'Buat Hadiah' }).click();
  await expect(form.getByText(inIndonesian(MSG.slugLength))).toBeVisible();
  await form.getByLabel('Alamat kado').fill('admin');
  await form.getByRole('button', { name: 'Buat Hadiah' }).click();
  await expect(form.getByText(inIndonesian(MSG.slugReserved))).toBeVisible();

  await createGift(page, 'gift-a', GIVER_A);
  await createGift(page, 'gift-b', GIVER_B);
  await createGift(page, 'gift-c', { email: 'giver-c@kado.test', password: 'password-of-giver-c' });
  // A taken slug: the server's words, under the field.
  await form.getByLabel('Alamat kado').fill('gift-a');
  await form.getByLabel('Email pemberi').fill('someone@kado.test');
  await form.getByLabel('Password pemberi').fill('another-password');
  await form.getByRole('button', { name: 'Buat Hadiah' }).click();
  await expect(form.getByText(inIndonesian(MSG.slugTaken))).toBeVisible();

  const rowC = giftRow(page, 'gift-c');
  await expect(rowC).toContainText('giver-c@kado.test');
  await expect(rowC).toContainText('Aktif');
  await expect(rowC).toContainText('Rahasia');
  await expect(rowC.getByRole('link')).toHaveText(`${origin(gift('gift-c'))}/`);

  // Disable: the gift shows only a neutral page, to anyone.
  const disabling = expectDialog(page, 'Nonaktifkan hadiah "gift-c"? Penerima dan pemberi hanya akan melihat halaman tertutup.');
  await rowC.getByRole('button', { name: 'Nonaktifkan' }).click();
  await disabling;
  await expect(rowC).toContainText('Nonaktif');
  const other = await page.context().newPage();
  const disabled = await other.goto(`${origin(gift('gift-c'))}/`);
  expect(disabled?.status()).toBe(403);
  await expect(other.getByText(inIndonesian(MSG.giftDisabled))).toBeVisible();
  await rowC.getByRole('button', { name: 'Aktifkan' }).click();
  await expect(rowC.getByRole('button', { name: 'Nonaktifkan' })).toBeVisible();
  const enabled = await other.goto(`${origin(gift('gift-c'))}/edit-pages`);
  expect(enabled?.status()).toBe(200);

  // Reset the giver's password: the new one signs in, the old one no longer does.
  await rowC.getByRole('button', { name: 'Reset Password' }).click();
  await rowC.getByLabel('Password baru untuk pemberi "gift-c"').fill('short');
  await rowC.getByRole('button', { name: 'Simpan Password' }).click();
  await expect(rowC.getByText(inIndonesian(MSG.passwordMin))).toBeVisible();
  await rowC.getByLabel('Password baru untuk pemberi "gift-c"').fill('a-brand-new-password');
  await rowC.getByRole('button', { name: 'Simpan Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password pemberi "gift-c" diganti.' })).toBeVisible();
  await expect(rowC.getByLabel('Password baru untuk pemberi "gift-c"')).toBeHidden();
  const loginC = (password: string) =>
    hostRequest(kado.port, gift('gift-c'), 'POST', '/api/login', { json: { email: 'giver-c@kado.test', password }, headers: csrf });
  expect((await loginC('password-of-giver-c')).status).toBe(401);
  expect((await loginC('a-brand-new-password')).status).toBe(200);

  // Delete, after a confirm: gone from the list and from its address.
  const deleting = expectDialog(page, 'Hapus hadiah "gift-c" beserta semua foto, video dan musiknya? Ini tidak bisa dibatalkan.');
  await rowC.getByRole('button', { name: 'Hapus' }).click();
  await deleting;
  await expect(rowC).toHaveCount(0);
  const gone = await other.goto(`${origin(gift('gift-c'))}/`);
  expect(gone?.status()).toBe(404);
  await expect(other.getByText(inIndonesian(MSG.giftNotFound))).toBeVisible();

  // The console's list survives a reload; logging out shows the login again.
  await page.reload();
  await expect(giftRow(page, 'gift-a')).toBeVisible();
  await expect(giftRow(page, 'gift-b')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Login Operator' })).toBeVisible();
});

test('two gifts refuse each other: givers, viewers, links and the console API', { tag: '@desktop-only' }, async ({ page, browser }) => {
  const a = gift('gift-a');
  const b = gift('gift-b');

  // Giver A signs in on A's host, in the browser, and finds A's own link in 'Bagikan'.
  await page.goto(`${origin(a)}${ROUTES.editPages}?section=share`);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email').fill(GIVER_A.email);
  await dialog.getByLabel('Password').fill(GIVER_A.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  const link = page.getByTestId('share-panel').getByLabel('Link hadiah');
  await expect(link).toHaveValue(new RegExp(`^${origin(a)}/s/[A-Za-z0-9_-]{22,}$`));
  const linkA = await link.inputValue();

  // A's giver is nobody on B: not by token, not by cookie, not by password.
  const loginA = await hostRequest(kado.port, a, 'POST', '/api/login', { json: GIVER_A, headers: csrf });
  expect(loginA.status).toBe(200);
  const tokenA = loginA.json<{ token: string }>().token;
  // B is private: its giver would pass; A's giver is a stranger there, refused before any handler.
  const strangerOnB = { status: 403, message: inIndonesian(MSG.giftPrivate) };
  const asA: Record<string, string>[] = [{ authorization: `Bearer ${tokenA}` }, { cookie: cookiesOf(loginA) }];
  for (const headers of asA) {
    const read = await hostRequest(kado.port, b, 'GET', '/api/share', { headers });
    expect({ status: read.status, message: read.json().message }).toEqual(strangerOnB);
    const write = await hostRequest(kado.port, b, 'POST', '/api/opening', {
      json: { title: 'Diambil', recipient_name: 'Bukan' },
      headers: { ...headers, ...csrf },
    });
    expect({ status: write.status, message: write.json().message }).toEqual(strangerOnB);
  }
  // Even were B public, the token means nothing there: B's session check (open on a private gift) says anonymous.
  const sessionOnB = await hostRequest(kado.port, b, 'GET', '/api/session', { headers: asA[0] });
  expect(sessionOnB.json()).toMatchObject({ role: 'anonymous', user: null });
  expect((await hostRequest(kado.port, b, 'POST', '/api/login', { json: GIVER_A, headers: csrf })).status).toBe(401);
  // The console's API is the console host's alone.
  expect((await hostRequest(kado.port, a, 'GET', '/api/operator/session')).status).toBe(404);

  // A recipient holding A's link opens A (private by default) and reaches its PIN, but B stays closed.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const recipient = await phone.newPage();
    await recipient.goto(linkA);
    await expect(recipient).toHaveURL(`${origin(a)}/`);
    await expect(recipient.getByRole('slider', { name: 'Geser untuk membuka hadiah' })).toBeVisible();
    const verify = await recipient.evaluate(
      async ([pin, header]) =>
        (
          await fetch('/api/date-input/verify', {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...header },
            body: JSON.stringify({ pin }),
          })
        ).status,
      [TEST_PIN, csrf] as const,
    );
    expect(verify).toBe(200);

    const closedB = await recipient.goto(`${origin(b)}/`);
    expect(closedB?.status()).toBe(403);
    await expect(recipient.getByText(inIndonesian(MSG.giftPrivate))).toBeVisible();
    // A's key on B's host is no key at all.
    await recipient.goto(`${origin(b)}/s/${linkA.split('/s/')[1]}`);
    await expect(recipient.getByText(inIndonesian(MSG.giftPrivate))).toBeVisible();
  } finally {
    await phone.close();
  }
});

test('an English browser gets the console in English, its refusals too', { tag: '@desktop-only' }, async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(consoleUrl());
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Operator Login' })).toBeVisible();
  await page.getByLabel('Email').fill(OPERATOR.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText(EN_MSG.loginWrong);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Operator Console', level: 1 })).toBeVisible();
  await context.close();
});
