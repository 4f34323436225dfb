import { expect, test } from './fixtures';
import { collectErrors, csrf, expectDialog, framedInEditHub, jpeg, login, openHubForm, png, unique, unlockWithPin } from './support';

// The gallery journey: the giver makes a folder and uploads photos in the edit hub, then renames, retitles,
// replaces and deletes on the gallery pages; the recipient sees the grid, the large view and downloads.

const FOLDER_CONFIRM = 'Apakah kamu yakin ingin menghapus folder ini beserta semua foto di dalamnya?';

test(
  'the giver makes a folder and uploads photos in the hub, each with its own progress',
  { tag: '@desktop-only' },
  async ({ page }, info) => {
    test.setTimeout(60_000);
    const errors = collectErrors(page);
    await login(page);
    await page.goto('/edit-pages?section=gallery');
    await openHubForm(page);
    const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Gallery', exact: true, level: 2 }) });
    await expect(panel.getByText('Wajib klik tombol reload ketika sudah menyimpan!', { exact: true })).toBeVisible();

    // Upload before any folder is current (the preview shows /gallery, which names none).
    await expect(panel.getByText('Belum ada folder yang dipilih.', { exact: false })).toBeVisible();
    await panel.getByRole('button', { name: 'Unggah Foto' }).click();
    let modal = page.getByRole('dialog', { name: 'Unggah Foto' });
    await expect(modal.getByLabel('Judul (opsional)')).toBeFocused();
    await expect(modal.getByLabel('Foto', { exact: true })).toHaveAttribute('accept', 'image/jpeg,image/webp,image/heic,.heic,.heif');
    await modal.getByRole('button', { name: 'Unggah', exact: true }).click();
    await expect(modal.getByRole('alert')).toHaveText('Belum ada folder yang dipilih. Buat folder terlebih dahulu.');
    await modal.getByRole('button', { name: 'Batal' }).click();
    await expect(modal).toBeHidden();

    // The folder form: blank is refused in the browser; a name makes the folder and makes it current.
    const nameField = panel.getByLabel('Nama Folder');
    await nameField.fill('   ');
    await panel.getByRole('button', { name: 'Simpan' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Nama folder wajib diisi.');
    const folderName = unique('Liburan', info.project.name);
    await nameField.fill(folderName);
    await panel.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Folder berhasil dibuat.', { exact: true })).toBeVisible();
    await expect(nameField).toHaveValue('');
    await expect(panel.getByText(`Folder aktif: ${folderName}`, { exact: true })).toBeVisible();

    // A photo is needed; the title may be left empty (docs/product.md §22).
    await panel.getByRole('button', { name: 'Unggah Foto' }).click();
    modal = page.getByRole('dialog', { name: 'Unggah Foto' });
    await modal.getByLabel('Judul (opsional)').fill('Pantai');
    await modal.getByRole('button', { name: 'Unggah', exact: true }).click();
    await expect(modal.getByRole('alert')).toHaveText('Pilih minimal satu foto.');

    // Closing clears title and file.
    await modal.getByLabel('Foto', { exact: true }).setInputFiles({ name: 'a.jpg', mimeType: 'image/jpeg', buffer: await jpeg(10) });
    await modal.getByRole('button', { name: 'Batal' }).click();
    await panel.getByRole('button', { name: 'Unggah Foto' }).click();
    modal = page.getByRole('dialog', { name: 'Unggah Foto' });
    await expect(modal.getByLabel('Judul (opsional)')).toHaveValue('');
    await expect(modal.getByRole('progressbar')).toHaveCount(0);

    // Two photos and a PNG dressed as a JPEG (past the picker's filter): the PNG fails alone.
    await modal.getByLabel('Judul (opsional)').fill('Pantai');
    await modal.getByLabel('Foto', { exact: true }).setInputFiles([
      { name: 'pantai-pagi.jpg', mimeType: 'image/jpeg', buffer: await jpeg(20) },
      { name: 'bukan-foto.jpg', mimeType: 'image/jpeg', buffer: await png() },
      { name: 'pantai-sore.jpg', mimeType: 'image/jpeg', buffer: await jpeg(200) },
    ]);
    // The picker says what was chosen, not 'Belum ada file dipilih' beside the list of chosen files.
    await expect(modal.getByText('3 file dipilih')).toBeVisible();
    await expect(modal.getByText('Belum ada file dipilih')).toHaveCount(0);
    await modal.getByRole('button', { name: 'Unggah', exact: true }).click();
    await expect(modal.getByRole('status')).toHaveText('2 dari 3 foto berhasil diunggah.');
    for (const file of ['pantai-pagi.jpg', 'pantai-sore.jpg']) {
      const bar = modal.getByRole('progressbar', { name: `Progres unggah ${file}` });
      await expect(bar).toHaveAttribute('aria-valuenow', '100');
      await expect(bar).toHaveAttribute('aria-valuetext', 'Selesai');
    }
    await expect(modal.getByRole('progressbar', { name: 'Progres unggah bukan-foto.jpg' })).not.toHaveAttribute(
      'aria-valuetext',
      'Selesai',
    );
    await expect(modal.getByRole('listitem').filter({ hasText: 'bukan-foto.jpg' }).getByRole('alert')).toHaveText(
      /^Jenis file tidak didukung/,
    );
    await modal.getByRole('button', { name: 'Batal' }).click();

    // The two photos are in the folder, numbered.
    const folders: { id: number; name: string }[] = (await (await page.request.get('/api/gallery')).json()).data;
    const folderId = folders.find((folder) => folder.name === folderName)?.id;
    const detail = await page.request.get(`/api/gallery/detail/${folderId}`);
    const titles = (await detail.json()).data.photo.map((p: { title: string }) => p.title);
    expect(titles.sort()).toEqual(['Pantai 1', 'Pantai 3']);
    // Expected: the refused PNG (415, and its logged failure) and the hub's note that /gallery names no folder.
    expect(errors.filter((e) => !/status of 415|create-photos failed|no folder id in the preview path/.test(e))).toEqual([]);
  },
);

test('folder and photo edits on the pages, then the recipient views and downloads', async ({ page, browser }, info) => {
  test.setTimeout(90_000);
  await login(page);
  // The folder and two photos, made through the API (the hub's own journey is above).
  const folderName = unique('Kenangan', info.project.name);
  const made = await page.request.post('/api/gallery/create-folder', { data: { name: folderName }, headers: csrf });
  expect(made.status()).toBe(200);
  const folderId: number = (await made.json()).data.id;
  for (const [title, hue] of [
    ['Senja di pantai', 30],
    ['Makan malam', 280],
  ] as const) {
    const res = await page.request.post('/api/gallery/create-photos', {
      headers: csrf,
      multipart: {
        folder_id: String(folderId),
        title,
        photo: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await jpeg(hue, 1600, 1200) },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  // /gallery: rename with the pencil; blank is refused with the alert.
  await page.goto('/gallery');
  await page.getByRole('button', { name: `Ubah nama folder ${folderName}` }).click();
  // One folder at a time is in edit mode: its field and buttons are the page's only ones.
  const nameField = page.getByRole('textbox', { name: 'Nama folder', exact: true });
  await expect(nameField).toHaveValue(folderName);
  await nameField.fill('  ');
  const blankAlert = expectDialog(page, 'Nama folder tidak boleh kosong');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await blankAlert;
  const renamed = `${folderName} baru`;
  await nameField.fill(renamed);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Nama folder berhasil diperbarui.', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Buka folder ${renamed}` })).toBeVisible();
  // Outside the edit hub's frame there is no delete button.
  await expect(page.getByRole('button', { name: `Hapus folder ${renamed}` })).toHaveCount(0);

  // /folder/{id}: retitle the first photo (blank: Save disabled, Enter alerts).
  await page.getByRole('link', { name: `Buka folder ${renamed}` }).click();
  await expect(page).toHaveURL(new RegExp(`/folder/${folderId}$`));
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
  const photoCard = (title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await photoCard('Senja di pantai').getByRole('button', { name: 'Ubah judul foto Senja di pantai' }).click();
  const titleField = page.getByRole('textbox', { name: 'Judul foto', exact: true });
  await titleField.fill(' ');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  const titleAlert = expectDialog(page, 'Judul tidak boleh kosong');
  await titleField.press('Enter');
  await titleAlert;
  await titleField.fill('Senja di Bali');
  await titleField.press('Enter');
  await expect(page.getByText('Judul foto berhasil diperbarui.', { exact: true })).toBeVisible();
  await expect(photoCard('Senja di Bali')).toBeVisible();

  // Replace the second photo's image.
  const second = photoCard('Makan malam');
  const before = await second.getByRole('img').getAttribute('src');
  await second.locator('input[type=file]').setInputFiles({ name: 'baru.jpg', mimeType: 'image/jpeg', buffer: await jpeg(120) });
  await expect(page.getByText('Foto berhasil diperbarui.', { exact: true })).toBeVisible();
  await expect(second.getByRole('img')).not.toHaveAttribute('src', before ?? '');

  // Delete it after the confirm.
  const confirmed = expectDialog(page, 'Are you sure you want to delete this photo?');
  await second.getByRole('button', { name: 'Hapus foto Makan malam' }).click();
  await confirmed;
  await expect(page.getByText('Foto berhasil dihapus.', { exact: true })).toBeVisible();
  await expect(photoCard('Makan malam')).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);

  // The recipient, in a browser of their own.
  const context = await browser.newContext({ ...info.project.use, acceptDownloads: true });
  const visitor = await context.newPage();
  const visitorErrors = collectErrors(visitor);
  await unlockWithPin(visitor);
  await visitor.goto('/gallery');
  await visitor.getByRole('link', { name: `Buka folder ${renamed}` }).click();
  const tile = visitor.getByRole('button', { name: 'Lihat foto Senja di Bali' }).getByRole('img');
  // Lazy, sized before it loads, and the thumbnail (never the 1600 px display size) in the grid.
  await expect(tile).toHaveAttribute('loading', 'lazy');
  await expect(tile).toHaveAttribute('width', '480');
  await expect(tile).toHaveAttribute('height', '360');
  await expect(tile).toHaveAttribute('srcset', /^\/storage\/.+\.webp 480w$/);
  const detail = await (await visitor.request.get(`/api/gallery/detail/${folderId}`)).json();
  const photo = detail.data.photo[0] as { id: number; thumb_url: string; display_url: string };
  await expect
    .poll(() => tile.evaluate((img: HTMLImageElement) => (img.complete ? new URL(img.currentSrc).pathname : '')))
    .toBe(`/storage/${photo.thumb_url}`);

  // The large view shows the display size.
  await visitor.getByRole('button', { name: 'Lihat foto Senja di Bali' }).click();
  const viewer = visitor.getByRole('dialog', { name: 'Senja di Bali' });
  await expect(viewer).toBeVisible();
  const large = viewer.getByRole('img', { name: 'Senja di Bali' });
  await expect(large).toHaveAttribute('src', `/storage/${photo.display_url}`);
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);

  // Download: the full-size JPEG named photo_{id}_{title with underscores}.jpg.
  const downloading = visitor.waitForEvent('download');
  await viewer.getByRole('link', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`photo_${photo.id}_Senja_di_Bali.jpg`);
  await viewer.getByRole('button', { name: 'Tutup' }).click();
  await expect(viewer).toBeHidden();

  // The recipient meets none of the giver's writes, so never a login prompt.
  await expect(visitor.getByRole('button', { name: 'Ubah judul foto Senja di Bali' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Hapus foto Senja di Bali' })).toHaveCount(0);
  // 'Kembali': the folder goes back to /gallery, the gallery to /features.
  await visitor.getByRole('link', { name: 'Kembali' }).click();
  await expect(visitor).toHaveURL(/\/gallery$/);
  await expect(visitor.getByRole('link', { name: 'Kembali' })).toHaveAttribute('href', '/features');
  expect(visitorErrors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  await context.close();

  // Inside a frame whose path ends in edit-pages the folder can be deleted, after the confirm.
  const frame = await framedInEditHub(page, '/gallery');
  const removeFolder = frame.getByRole('button', { name: `Hapus folder ${renamed}` });
  const askedFolder = expectDialog(page, FOLDER_CONFIRM);
  await removeFolder.click();
  await askedFolder;
  await expect(frame.getByText('Folder dan semua fotonya berhasil dihapus.', { exact: true })).toBeVisible();
  await expect(frame.getByRole('link', { name: `Buka folder ${renamed}` })).toHaveCount(0);
  expect((await page.request.get(`/api/gallery/detail/${folderId}`)).status()).toBe(404);
});
