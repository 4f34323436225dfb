import { expect, skipLoadingScreenIn, test, type Browser, type Page } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { axeFindings, csrf, expectDialog, jpeg, login, toast, unique, unlockWithPin } from './support';

// Wishes from friends (decision 045): the giver opens the wishes link in the hub's 'Ucapan'; a friend without it
// is refused with a plain page; with it, the friend leaves a name, a message and a photo; the giver shows the
// wish; the recipient finds it on 'Ucapan', from the menu. Rotating the link turns the friend's page into the
// refusal again. The guest page and 'Ucapan' are in the accessibility sweep (e2e/accessibility.spec.ts); the hub's
// section is checked here. The guest form's refusals, counts and photo preview, its refused page's words and the
// hub list's states are component tests (src/web/features/wishes/).

/** Another person's browser, with the journeys' switch for the loading screen (fixtures.ts). */
async function personPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await skipLoadingScreenIn(context);
  return context.newPage();
}

async function expectAccessible(page: Page, selector: string): Promise<void> {
  const serious = await axeFindings(page, selector);
  expect(serious, serious.join('\n')).toEqual([]);
}

test('a friend leaves a wish with a photo through the wishes link; the giver shows it; the recipient sees it', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(45_000); // about 20 s on a quiet machine; more when its two cores are shared
  const name = unique('Tante Rina', info.project.name).slice(0, 60);
  const message = `Selamat ya! ${info.project.name}\nSemoga bahagia selalu.`;

  // The giver opens the link in the hub.
  const giver = await personPage(browser);
  await login(giver);
  const features = (await (await giver.request.get('/api/features')).json()) as { data: { title: string; selected_features: string } };
  await giver.goto(`${ROUTES.editPages}?section=wishes`);
  const panel = giver.getByTestId('wishes-panel');
  const open = panel.getByRole('switch', { name: 'Link ucapan terbuka' });
  // The switch turns once the server has saved it. Another journey (the accessibility sweep) may have opened the
  // link already: closed first, then opened.
  await expect(panel.getByRole('textbox', { name: 'Link ucapan' })).toHaveValue(/\/w\//);
  if (await open.isChecked()) {
    await open.click();
    await expect(open).not.toBeChecked();
  }
  await open.click();
  await expect(toast(giver, 'Link ucapan dibuka: teman dan keluarga bisa mengirim ucapan.')).toBeVisible();
  await expect(open).toBeChecked();
  const link = await panel.getByRole('textbox', { name: 'Link ucapan' }).inputValue();
  expect(link).toMatch(/\/w\/[A-Za-z0-9_-]{32}$/);

  // A friend without the link: 403, and a page that says so.
  const friend = await personPage(browser);
  const refused = friend.waitForResponse((r) => new URL(r.url()).pathname === '/api/wishes/guest');
  await friend.goto(ROUTES.leaveWish);
  expect((await refused).status()).toBe(403);

  // With the link: the guest page, the recipient's name, and nothing else of the gift.
  await friend.goto(link);
  await expect(friend).toHaveURL(ROUTES.leaveWish);
  await expect(friend.getByRole('heading', { level: 1, name: /^Ucapan untuk / })).toBeVisible();
  await friend.getByLabel('Namamu').fill(name);
  await friend.getByLabel('Ucapanmu').fill(message);
  await friend.getByLabel('Foto (opsional)').setInputFiles({ name: 'kita.jpg', mimeType: 'image/jpeg', buffer: await jpeg(30, 800, 600) });
  const sent = friend.waitForResponse((r) => new URL(r.url()).pathname === '/api/wishes' && r.request().method() === 'POST');
  await friend.getByRole('button', { name: 'Kirim Ucapan' }).click();
  expect((await sent).status()).toBe(201);
  await expect(friend.getByRole('heading', { level: 1, name: 'Terima kasih!' })).toBeVisible();
  // The friend's browser holds no session: the gift's own calls stay closed to it.
  expect((await friend.request.get('/api/wishes')).status()).toBe(401);

  // The giver sees it hidden, with its photo, and shows it.
  await giver.reload();
  const item = panel.getByTestId('wish-item').filter({ hasText: name });
  await expect(item).toContainText('Semoga bahagia selalu.');
  await expect(item).toContainText('Tersembunyi');
  const thumb = item.getByRole('img', { name: `Foto dari ${name}` });
  await expect(thumb).toHaveAttribute('src', /^\/storage\/g\d+\/wish-photos\/[0-9a-f]+\.webp$/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const show = item.getByRole('switch', { name: `Tampilkan untuk penerima: ucapan dari ${name}` });
  await show.click();
  await expect(toast(giver, 'Ucapan ditampilkan untuk penerima.')).toBeVisible();
  await expect(show).toBeChecked();
  await expect(item).toContainText('Ditampilkan');
  await expectAccessible(giver, '[data-testid="wishes-panel"]');

  // The recipient: 'Ucapan' in the menu the giver chose, then the wish with its photo.
  const chosen = await giver.request.post('/api/features', {
    data: { title: features.data.title, selected_features: JSON.stringify(['gift', 'wishes']) },
    headers: csrf,
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  try {
    await unlockWithPin(page);
    await page.goto(ROUTES.features);
    await page.getByRole('button', { name: 'Main Gift' }).click();
    await page.getByRole('link', { name: 'Ucapan' }).click();
    await expect(page).toHaveURL(ROUTES.wishes);
    const card = page.getByTestId('wish-card').filter({ hasText: `Dari ${name}` });
    await expect(card).toContainText('Semoga bahagia selalu.');
    const photo = card.getByRole('img', { name: `Foto dari ${name}` });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  } finally {
    const restored = await giver.request.post('/api/features', { data: features.data, headers: csrf });
    expect(restored.status(), await restored.text()).toBe(200);
  }

  // A new link (after the app's own question): the friend's old link no longer opens the page.
  const asked = expectDialog(
    giver,
    'Buat link ucapan baru? Link lama tidak berlaku lagi: tamu yang memegangnya tidak bisa mengirim ucapan.',
  );
  await panel.getByRole('button', { name: 'Buat Link Baru' }).click();
  await asked;
  await expect(toast(giver, 'Link ucapan baru dibuat: link lama tidak berlaku lagi.')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Link ucapan' })).not.toHaveValue(link);
  await friend.goto(ROUTES.leaveWish);
  await expect(friend.getByRole('heading', { level: 1, name: 'Link ucapan tidak berlaku' })).toBeVisible();
});
