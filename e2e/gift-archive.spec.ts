import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { csrf, login, openHubForm, toast, unique } from './support';

// Export and import (decision 030): the giver downloads the gift's archive in the hub ('Arsip'), changes
// something, then puts the archive back (after confirming in a dialog) and sees the old content again.
// One gift serves every journey file: the import brings back exactly what was there before the change.

test.describe.configure({ timeout: 90_000 });

test('the giver downloads the archive, changes the opening, and imports the archive back', async ({ page }, testInfo) => {
  await login(page);
  const before = (await (await page.request.get('/api/opening')).json()) as { data: { title: string; recipient_name: string }[] };

  await page.goto(`${ROUTES.editPages}?section=archive`);
  await openHubForm(page);
  const panel = page.getByTestId('archive-panel');
  await expect(panel.getByRole('heading', { name: 'Arsip', exact: true })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Unduh arsip' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^kado-.*\.zip$/);
  const archive = testInfo.outputPath('kado.zip');
  await download.saveAs(archive);

  // Something changes after the download.
  const changed = unique('Baru', testInfo.project.name).slice(0, 10);
  const saved = await page.request.post('/api/opening', { data: { title: changed, recipient_name: 'Orang Lain' }, headers: csrf });
  expect(saved.status(), await saved.text()).toBe(200);

  // Choosing the archive asks first; 'Batal' changes nothing.
  await panel.getByLabel('File arsip (.zip)').setInputFiles(archive);
  await panel.getByRole('button', { name: 'Pulihkan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ganti isi hadiah?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Batal' })).toBeFocused();
  // The section and its dialog: no serious accessibility violation (as e2e/accessibility.spec.ts checks pages).
  const results = await new AxeBuilder({ page })
    .include('[data-testid="archive-panel"]')
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  expect(serious, serious.join('\n')).toEqual([]);
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();
  expect(((await (await page.request.get('/api/opening')).json()) as typeof before).data[0]?.title).toBe(changed);

  await panel.getByRole('button', { name: 'Pulihkan' }).click();
  await dialog.getByRole('button', { name: 'Ya, ganti isinya' }).click();
  await expect(toast(page, 'Arsip berhasil dipulihkan')).toBeVisible();

  const after = (await (await page.request.get('/api/opening')).json()) as typeof before;
  expect(after.data).toEqual(before.data);

  // The recipient's first page shows the old title again.
  await page.goto(ROUTES.opening);
  await expect(page).toHaveTitle(`${before.data[0]!.title} · Kado`);
});

test('a file that is not a Kado archive is refused with a clear message, and nothing changes', async ({ page }, testInfo) => {
  await login(page);
  const before = await (await page.request.get('/api/opening')).text();
  await page.goto(`${ROUTES.editPages}?section=archive`);
  await openHubForm(page);
  const panel = page.getByTestId('archive-panel');
  const notZip = testInfo.outputPath('bukan.zip');
  fs.writeFileSync(notZip, 'ini bukan arsip');
  await panel.getByLabel('File arsip (.zip)').setInputFiles(notZip);
  await panel.getByRole('button', { name: 'Pulihkan' }).click();
  // Checked before the question: no 'Ganti isi hadiah?' for a file that could never replace anything.
  await expect(panel.getByText('File ini bukan arsip ZIP yang bisa dibaca.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Ganti isi hadiah?' })).toHaveCount(0);
  // A ZIP, but not a gift's: refused the same way.
  const foreign = new ZipFile();
  foreign.addBuffer(Buffer.from('catatan'), 'catatan.txt');
  foreign.end();
  const foreignZip = testInfo.outputPath('lain.zip');
  await pipeline(foreign.outputStream, fs.createWriteStream(foreignZip));
  await panel.getByLabel('File arsip (.zip)').setInputFiles(foreignZip);
  await panel.getByRole('button', { name: 'Pulihkan' }).click();
  await expect(panel.getByText('File ini bukan arsip hadiah Kado.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Ganti isi hadiah?' })).toHaveCount(0);
  expect(await (await page.request.get('/api/opening')).text()).toBe(before);
});
