import { expect, test, type Page } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { collectErrors, login, showHubPreview } from './support';

// The edit hub's frame (docs/product.md §2, §4): sections switch the preview, Reload re-creates it, the
// section survives a page reload; desktop has a collapsible sidebar, a phone a bottom bar, the form first and the
// preview under it, one tap away (decision 064).

const sections = [
  ['Opening', '/'],
  ['Date Input', '/date-input2'],
  ['Days Of Love', '/days-of-love'],
  ['Features', '/features'],
  ['Tampilan', '/'],
  ['Love Moments', '/love-moment'],
  ['Gallery', '/gallery'],
  ['Quiz', '/games/quiz/list'],
  ['Main Gift', '/main-gift'],
  ['Music', '/features'],
  ['Bagikan', '/'],
  ['Arsip', '/'],
] as const;

const sectionMenu = (page: Page) => page.getByRole('navigation', { name: 'Bagian yang diedit' });
const preview = (page: Page) => page.locator('iframe[title^="Preview"]');
const previewPathname = (page: Page) => preview(page).evaluate((frame: HTMLIFrameElement) => frame.contentWindow?.location.pathname ?? '');

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('sections switch the preview, Reload re-creates it, and a reload keeps the section', async ({ page }) => {
  test.setTimeout(90_000); // ten previews load on the way
  const errors = collectErrors(page);
  await page.goto(ROUTES.editPages);
  await expect(page.getByRole('heading', { name: 'Edit Pages', level: 1 })).toBeVisible();
  await showHubPreview(page);
  await expect(preview(page)).toHaveAttribute('src', '/');
  await expect(sectionMenu(page).getByRole('button', { name: 'Opening', exact: true })).toHaveAttribute('aria-current', 'page');

  for (const [name, path] of sections) {
    await sectionMenu(page).getByRole('button', { name, exact: true }).click();
    await expect(preview(page)).toHaveAttribute('src', path);
    await expect(sectionMenu(page).getByRole('button', { name, exact: true })).toHaveAttribute('aria-current', 'page');
  }
  await sectionMenu(page).getByRole('button', { name: 'Days Of Love', exact: true }).click();
  await expect(page).toHaveURL(/\?section=daysOfLove$/);
  await expect.poll(() => previewPathname(page)).toBe('/days-of-love');

  // Reload: a new frame element, at the section's page again.
  await preview(page).evaluate((frame) => frame.setAttribute('data-before-reload', 'yes'));
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(preview(page)).not.toHaveAttribute('data-before-reload', 'yes');
  await expect(preview(page)).toHaveAttribute('data-reload-count', '1');
  await expect.poll(() => previewPathname(page)).toBe('/days-of-love');

  // The hub reads the preview's path every second; a path without a folder id is logged (docs/product.md §4).
  await expect.poll(() => errors.some((e) => e.includes('no folder id in the preview path "/days-of-love"'))).toBe(true);

  await page.reload();
  await expect(sectionMenu(page).getByRole('button', { name: 'Days Of Love', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(preview(page)).toHaveAttribute('src', '/days-of-love');

  await page.getByRole('link', { name: 'See Full Website' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a save refreshes the preview by itself, in place, without Reload (decision 064)', async ({ page }) => {
  await page.goto(`${ROUTES.editPages}?section=opening`);
  await showHubPreview(page);
  const form = page.getByRole('region', { name: 'Form Opening' });
  await expect(form.getByText('Wajib klik tombol reload ketika sudah menyimpan!')).toBeVisible();
  // The frame element stays (no 'Reload'): its page is loaded again with what was saved.
  await preview(page).evaluate((frame) => frame.setAttribute('data-before-save', 'yes'));
  await form.getByLabel('Nama Penerima').fill('Rina');
  await form.getByRole('button', { name: 'Simpan' }).click();
  // The toast sits below the hub's header, whose Reload and Logout it would cover (toasts-below.ts).
  const toast = page.getByText('Data berhasil disimpan!');
  await expect(toast).toBeVisible();
  const headerBottom = await page
    .locator('header')
    .first()
    .evaluate((header) => header.getBoundingClientRect().bottom);
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
  await expect(preview(page)).toHaveAttribute('data-refresh-count', '1');
  await expect(page.frameLocator('iframe').getByText('Rina', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(preview(page)).toHaveAttribute('data-before-save', 'yes');
  await expect(preview(page)).toHaveAttribute('data-reload-count', '0');
});

// Layout-specific journeys carry a tag; playwright.config.ts runs each only in its project.
test('desktop: the sidebar collapses to icons and opens again', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto(`${ROUTES.editPages}?section=gallery`);
  const sidebar = page.locator('aside');
  await expect(sidebar).toBeVisible();
  const wide = (await sidebar.boundingBox())?.width ?? 0;
  expect(wide).toBeGreaterThan(150);
  await expect(page.getByRole('region', { name: 'Form Gallery' })).toBeVisible();

  await page.getByRole('button', { name: 'Ciutkan menu' }).click();
  await expect(page.getByRole('button', { name: 'Lebarkan menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(80);
  // Icons only, but every section can still be chosen by name.
  await sectionMenu(page).getByRole('button', { name: 'Quiz', exact: true }).click();
  await expect(preview(page)).toHaveAttribute('src', '/games/quiz/list');

  await page.getByRole('button', { name: 'Lebarkan menu' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeGreaterThan(150);
  await expect(page.getByRole('button', { name: 'Lihat pratinjau' })).toHaveCount(0);
});

test(
  'phone: a bottom bar replaces the sidebar; the form comes first, the preview one tap away, and the full page',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto(ROUTES.editPages);
    await expect(page.locator('aside')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ciutkan menu' })).toHaveCount(0);
    const bar = sectionMenu(page);
    const barBox = await bar.boundingBox();
    expect(barBox && barBox.y + barBox.height).toBeGreaterThan(800);
    // The form first, in view, with the spec's hint.
    await expect(page.getByRole('region', { name: 'Form Opening' }).getByLabel('Nama Penerima')).toBeInViewport();

    // The recipient's app in the preview loads only when the giver comes to it (decision 096).
    await expect(preview(page)).toHaveCount(0);
    await bar.getByRole('button', { name: 'Days Of Love', exact: true }).click();
    const form = page.getByRole('region', { name: 'Form Days Of Love' });
    await expect(form.getByRole('heading', { name: 'Edit Days Of Love Page' })).toBeInViewport();
    await expect(form.getByText('Wajib klik tombol reload ketika sudah menyimpan!')).toBeVisible();
    await expect(preview(page)).toHaveCount(0);

    // Scrolling down to it loads it.
    await page.getByRole('region', { name: 'Pratinjau' }).scrollIntoViewIfNeeded();
    await expect(preview(page)).toHaveAttribute('src', '/days-of-love');
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 }).first()).toBeVisible();

    // From the form, one tap brings it into view.
    await form.getByRole('heading', { name: 'Edit Days Of Love Page' }).scrollIntoViewIfNeeded();
    await expect(preview(page)).not.toBeInViewport();
    await page.getByRole('button', { name: 'Lihat pratinjau' }).click();
    await expect(preview(page)).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Pratinjau' })).toBeFocused();

    await page.getByRole('link', { name: 'See Full Page' }).click();
    await expect(page).toHaveURL(/\/days-of-love$/);
  },
);
