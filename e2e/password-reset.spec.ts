import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { startKado, type KadoProcess } from './kado-process';
import { TEST_EDITOR } from './support';

// The forgotten password (docs/product.md §24, decision 060) on a Kado of its own (it ends the giver's sessions):
// 'Lupa password?' in the login dialog, the mail in DATA_DIR/outbox (no SMTP_URL) with its link printed, the link's
// page, the new password, and the giver signed in. The refusals are the server's tests (routes/password.test.ts).

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let kado: KadoProcess;
const origin = () => `http://127.0.0.1:${kado.port}`;

test.beforeAll(async () => {
  kado = await startKado({ EDITOR_EMAIL: TEST_EDITOR.email, EDITOR_PASSWORD: TEST_EDITOR.password });
});

test.afterAll(async () => {
  await kado?.stop();
});

test('forgot → the mail in the outbox → its link → a new password → signed in', async ({ page }) => {
  await page.goto(`${origin()}${ROUTES.editPages}`);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email').fill(TEST_EDITOR.email);
  await dialog.getByRole('button', { name: 'Lupa password?' }).click();
  // The dialog is the forgotten password's now, the address carried over.
  const forgot = page.getByRole('dialog', { name: 'Lupa password?' });
  await expect(forgot.getByLabel('Email')).toHaveValue(TEST_EDITOR.email);
  await forgot.getByRole('button', { name: 'Kirim tautan' }).click();
  await expect(forgot.getByRole('status')).toContainText('Jika email itu terdaftar');

  // Without SMTP_URL the mail is an .eml file under DATA_DIR/outbox, and its link is printed.
  await expect.poll(() => kado.output()).toContain('its link: ');
  const link = /its link: (\S+)/.exec(kado.output())![1]!;
  const outbox = path.join(kado.dataDir, 'outbox');
  const [file] = fs.readdirSync(outbox);
  expect(fs.readFileSync(path.join(outbox, file!), 'utf8')).toContain('Content-Type: text/html');

  await page.goto(link);
  await page.getByLabel('Password baru').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Simpan password' }).click();
  await expect(page.getByRole('status')).toHaveText('Password baru disimpan. Anda sudah masuk.');
  await page.getByRole('link', { name: 'Buka Edit Pages' }).click();
  await expect(page.getByText(`Masuk sebagai ${TEST_EDITOR.email}`)).toBeVisible();

  // The link is used once.
  await page.goto(link);
  await page.getByLabel('Password baru').fill('yet-another-password');
  await page.getByRole('button', { name: 'Simpan password' }).click();
  await expect(page.getByRole('alert')).toContainText('Tautan ini sudah dipakai.');
});
