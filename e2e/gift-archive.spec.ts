import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { csrf, login, openHubForm, toast, unique } from './support';

// Export and import (decision 030): the giver downloads the gift's archive in the hub ('Arsip'), changes
// something, then puts the archive back (after confirming in a dialog) and sees the old content again.
// One gift serves every journey file: the import brings back exactly what was there before the change. A file that
// is not a gift's archive is refused in the browser before the question: a component test
// (src/web/features/archive/archive-panel.test.tsx, decision 053).

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
