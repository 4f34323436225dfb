import { expect, test, type Locator, type Page } from './fixtures';
import { collectErrors, csrf, jpeg, login, openHubForm, unique, unlockWithPin } from './support';

// The gallery feels like an album: covers and counts on the folder cards, a large view that
// turns like pages, the giver's controls for the giver only, photos in the order they were chosen.

type PhotoReply = { id: number; title: string; thumb_url: string };

async function folderPhotos(page: Page, folderId: number): Promise<PhotoReply[]> {
  return (await (await page.request.get(`/api/gallery/detail/${folderId}`)).json()).data.photo;
}

/** A sideways swipe on the large view, as a finger's pointer events. */
async function swipe(stage: Locator, dx: number): Promise<void> {
  const box = (await stage.boundingBox())!;
  const y = box.y + box.height / 2;
  const from = box.x + box.width / 2 - dx / 2;
  await stage.dispatchEvent('pointerdown', { clientX: from, clientY: y, pointerType: 'touch', isPrimary: true });
  await stage.dispatchEvent('pointerup', { clientX: from + dx, clientY: y + 5, pointerType: 'touch', isPrimary: true });
}

test('five photos chosen together show as 1..5; the folder card shows its cover and count; the large view turns', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await login(page);

  // The giver makes a folder in the hub and uploads five photos in one pick.
  await page.goto('/edit-pages?section=gallery');
  await openHubForm(page);
  const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Gallery', exact: true, level: 2 }) });
  const folderName = unique('Album', info.project.name);
  await panel.getByLabel('Nama Folder').fill(folderName);
  await panel.getByRole('button', { name: 'Simpan' }).click();
  await expect(panel.getByText(`Folder aktif: ${folderName}`, { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Unggah Foto' }).click();
  const modal = page.getByRole('dialog', { name: 'Unggah Foto' });
  await modal.getByLabel('Judul (opsional)').fill('Hari');
  const files = await Promise.all(
    [1, 2, 3, 4, 5].map(async (n) => ({ name: `hari-${n}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(n * 60, 1200 + n * 40, 900) })),
  );
  await modal.getByLabel('Foto', { exact: true }).setInputFiles(files);
  await modal.getByRole('button', { name: 'Unggah', exact: true }).click();

  // A clear done state, then the modal closes by itself.
  const done = modal.getByTestId('upload-done');
  await expect(done).toContainText('Selesai!');
  await expect(done).toContainText(`5 foto sudah masuk ke folder ${folderName}.`);
  await expect(modal.getByRole('button', { name: 'Tutup' })).toBeFocused();
  await expect(modal).toBeHidden({ timeout: 5_000 });

  const folders: { id: number; name: string }[] = (await (await page.request.get('/api/gallery')).json()).data;
  const folderId = folders.find((f) => f.name === folderName)!.id;
  const photos = await folderPhotos(page, folderId);
  expect(photos.map((p) => p.title)).toEqual(['Hari 1', 'Hari 2', 'Hari 3', 'Hari 4', 'Hari 5']);

  // The folder page shows them in that order.
  await page.goto(`/folder/${folderId}`);
  await expect(page.getByRole('article')).toHaveCount(5);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(['Hari 1', 'Hari 2', 'Hari 3', 'Hari 4', 'Hari 5']);

  // The card: the first photo's thumbnail as its cover, and the count.
  await page.goto('/gallery');
  const card = page.getByRole('link', { name: `Buka folder ${folderName}` });
  const cover = card.getByRole('img', { name: `Sampul folder ${folderName}` });
  await expect(cover).toHaveAttribute('src', `/storage/${photos[0]!.thumb_url}`);
  await expect(card.getByTestId('folder-count')).toHaveText('5 foto');

  // The giver picks another cover.
  await card.click();
  await page.getByRole('button', { name: 'Jadikan sampul: Hari 3' }).click();
  await expect(page.getByText('Sampul folder berhasil diperbarui.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jadikan sampul: Hari 3' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Kembali' }).click();
  await expect(page.getByRole('img', { name: `Sampul folder ${folderName}` })).toHaveAttribute('src', `/storage/${photos[2]!.thumb_url}`);

  // The large view: arrow keys, the labelled buttons and a swipe.
  await page.goto(`/folder/${folderId}`);
  await page.getByRole('button', { name: 'Lihat foto Hari 1' }).click();
  const viewer = (title: string) => page.getByRole('dialog', { name: title });
  await expect(viewer('Hari 1')).toBeVisible();
  await expect(page.getByTestId('photo-viewer-position')).toHaveText('1 dari 5');
  await expect(page.getByRole('button', { name: 'Foto sebelumnya' })).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(viewer('Hari 2')).toBeVisible();
  await page.getByRole('button', { name: 'Foto berikutnya' }).click();
  await expect(viewer('Hari 3')).toBeVisible();
  await expect(viewer('Hari 3').getByRole('img', { name: 'Hari 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Foto sebelumnya' }).click();
  await expect(viewer('Hari 2')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer('Hari 1')).toBeVisible();
  const stage = page.getByTestId('photo-viewer-stage');
  await swipe(stage, -150);
  await expect(viewer('Hari 2')).toBeVisible();
  await swipe(stage, 150);
  await expect(viewer('Hari 1')).toBeVisible();
  // A short or mostly downward move is no swipe.
  await swipe(stage, -20);
  await expect(viewer('Hari 1')).toBeVisible();
  // Through to the end, where it stops.
  for (const n of [2, 3, 4, 5]) {
    await page.keyboard.press('ArrowRight');
    await expect(viewer(`Hari ${n}`)).toBeVisible();
  }
  await page.keyboard.press('ArrowRight');
  await expect(viewer('Hari 5')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Foto berikutnya' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(errors.filter((e) => !/no folder id in the preview path/.test(e))).toEqual([]);
});

test('the recipient meets no rename, replace, delete or cover control, and no login prompt', async ({ page, browser }, info) => {
  test.setTimeout(60_000);
  await login(page);
  const folderName = unique('Rahasia', info.project.name);
  const made = await page.request.post('/api/gallery/create-folder', { data: { name: folderName }, headers: csrf });
  const folderId: number = (await made.json()).data.id;
  const res = await page.request.post('/api/gallery/create-photos', {
    headers: csrf,
    multipart: { folder_id: String(folderId), title: 'Kita', photo: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await jpeg(40) } },
  });
  expect(res.status()).toBe(200);

  // The giver has them.
  await page.goto(`/folder/${folderId}`);
  await expect(page.getByRole('button', { name: 'Ubah judul foto Kita' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ganti foto Kita' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hapus foto Kita' })).toBeVisible();

  const context = await browser.newContext({ ...info.project.use });
  const visitor = await context.newPage();
  await unlockWithPin(visitor);
  await visitor.goto('/gallery');
  await expect(visitor.getByRole('link', { name: `Buka folder ${folderName}` })).toBeVisible();
  await expect(visitor.getByRole('link', { name: `Buka folder ${folderName}` }).getByTestId('folder-count')).toHaveText('1 foto');
  await expect(visitor.getByRole('button', { name: `Ubah nama folder ${folderName}` })).toHaveCount(0);

  await visitor.getByRole('link', { name: `Buka folder ${folderName}` }).click();
  const card = visitor.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: 'Download foto Kita' })).toBeVisible();
  await expect(card.getByRole('button', { name: /Ubah judul foto|Ganti foto|Hapus foto|Jadikan sampul/ })).toHaveCount(0);
  await expect(card.locator('input[type=file]')).toHaveCount(0);
  await expect(visitor.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
  await context.close();
});
