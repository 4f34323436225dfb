import { beforeEach, expect, it, vi } from 'vitest';
import { GALLERY_MSG } from '@shared/messages/gallery';
import { ROUTES, routePath } from '@shared/routes';
import { testPhoto } from '@/testing/handlers/gallery';
import { findToast, gift, http, HttpResponse, logged, refuse, renderWithApp, screen, server, within, writes } from '@/testing/test-utils';

// Every gallery failure shows docs/product.md §8's message ("Gallery calls"), and nothing changes: the test gift
// keeps its folder's name and its photo, and `writes` holds only the refused or unanswered writes.
// A reply that never comes is MSW's network error, as a dropped connection is to the page.

const FOLDER = 'Gagal';
const TITLE = 'Tetap';
const FOLDER_CONFIRM = 'Apakah kamu yakin ingin menghapus folder ini beserta semua foto di dalamnya?';

beforeEach(() => {
  gift.folders = [{ id: 1, name: FOLDER, cover_photo_id: null }];
  gift.photos = [testPhoto(1, 1, TITLE)];
});

/** The gift's gallery as the server would give it back: the folder's name and its photos' titles and files. */
const stored = () => ({ names: gift.folders.map((folder) => folder.name), photos: gift.photos.map(({ title, url }) => ({ title, url })) });
const unchanged = { names: [FOLDER], photos: [{ title: TITLE, url: 'gallery/1.jpg' }] };

/** The app's own notice (components/ask.tsx) with exactly this message, answered with OK. */
async function dismissNotice(user: { click: (element: Element) => Promise<void> }, message: string) {
  const notice = await screen.findByRole('alertdialog', { name: message });
  await user.click(within(notice).getByRole('button', { name: 'OK' }));
}

it("the folder list: a failed load (logged), 'Coba lagi' once the server answers, and the rename refused then unanswered", async () => {
  server.use(http.get('/api/gallery', () => refuse(500, 'x')));
  const { user } = await renderWithApp(ROUTES.gallery);
  expect((await screen.findByRole('alert')).textContent).toBe('Gagal memuat data. Silakan coba lagi.');
  expect(logged).toEqual([expect.stringMatching(/^GET \/api\/gallery failed/)]);
  server.resetHandlers();
  await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
  expect(await screen.findByRole('link', { name: `Buka folder ${FOLDER}` })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: `Ubah nama folder ${FOLDER}` }));
  const field = screen.getByRole('textbox', { name: 'Nama folder' });
  await user.clear(field);
  await user.type(field, `${FOLDER} x`);
  server.use(http.put('/api/gallery/update-folder-name/:id', () => refuse(500, 'x')));
  await user.click(screen.getByRole('button', { name: 'Simpan' }));
  expect(await findToast('Gagal memperbarui nama folder')).toBeTruthy();
  server.use(http.put('/api/gallery/update-folder-name/:id', () => HttpResponse.error()));
  await user.click(screen.getByRole('button', { name: 'Simpan' }));
  expect(await findToast('Gagal mengupdate nama folder. Silakan coba lagi.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Batal' }));
  expect(screen.getByRole('link', { name: `Buka folder ${FOLDER}` })).toBeTruthy();

  expect(writes).toEqual(['PUT /api/gallery/update-folder-name/1', 'PUT /api/gallery/update-folder-name/1']);
  expect(stored()).toEqual(unchanged);
});

it("the folder page: the photo's title, its replacement and its deletion each fail with their alert", async () => {
  const { user } = await renderWithApp(routePath(ROUTES.folder, { folderId: 1 }));
  // The folder's only photo (its heading gives way to the field while the title is edited).
  const card = await screen.findByRole('article');
  expect(screen.getAllByRole('article')).toHaveLength(1);
  const photoUrl = '/api/gallery/update-photo/:id';

  await user.click(within(card).getByRole('button', { name: `Ubah judul foto ${TITLE}` }));
  const title = within(card).getByRole('textbox', { name: 'Judul foto' });
  await user.clear(title);
  await user.type(title, 'Baru');
  server.use(http.post(photoUrl, () => refuse(422, GALLERY_MSG.photoTitleMax, { title: [GALLERY_MSG.photoTitleMax] })));
  await user.click(within(card).getByRole('button', { name: 'Save' }));
  await dismissNotice(user, 'Gagal mengupdate judul foto: Judul maksimal 100 karakter. Silakan coba lagi.');
  await user.click(within(card).getByRole('button', { name: 'Cancel' }));

  // The picker is the card's hidden file input, behind 'Ganti foto …'.
  const picker = card.querySelector<HTMLInputElement>('input[type=file]')!;
  const replacement = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'baru.jpg', { type: 'image/jpeg' });
  server.use(http.post(photoUrl, () => HttpResponse.json({ success: false })));
  await user.upload(picker, replacement);
  await dismissNotice(user, 'Gagal memperbarui foto: Gagal memperbarui foto dari response API. Coba lagi nanti.');
  server.use(http.post(photoUrl, () => new HttpResponse('', { status: 500 })));
  await user.upload(picker, replacement);
  await dismissNotice(user, 'Gagal memperbarui foto: Gagal mengunggah foto (status: 500). Coba lagi nanti.');

  server.use(http.delete('/api/gallery/delete-photo/:id', () => refuse(500, 'x')));
  await user.click(within(card).getByRole('button', { name: `Hapus foto ${TITLE}` }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this photo?' });
  await user.click(within(confirm).getByRole('button', { name: 'Ya, lanjutkan' }));
  await dismissNotice(user, 'Failed to delete photo. Please try again.');

  expect(writes).toEqual([
    'POST /api/gallery/update-photo/1',
    'POST /api/gallery/update-photo/1',
    'POST /api/gallery/update-photo/1',
    'DELETE /api/gallery/delete-photo/1',
  ]);
  expect(stored()).toEqual(unchanged);
  expect(within(card).getByRole('heading', { name: TITLE })).toBeTruthy();
});

// The journey framed /gallery in a page whose path ends in edit-pages; happy-dom draws no such frame, so this is the
// same page as the frame shows it, its parent's path given (lib/embedding.ts reads only that; docs/product.md §2).
it("the hub's frame: deleting the folder is refused, then unanswered, and the folder stays", async () => {
  vi.spyOn(window, 'parent', 'get').mockReturnValue({ location: { pathname: '/frame-check/edit-pages' } } as unknown as Window);
  const { user } = await renderWithApp(ROUTES.gallery);
  const removeButton = () => screen.getByRole('button', { name: `Hapus folder ${FOLDER}` });
  await screen.findByRole('link', { name: `Buka folder ${FOLDER}` });

  const deleteUrl = '/api/gallery/delete-folder/:id';
  server.use(http.delete(deleteUrl, () => refuse(500, 'x')));
  await user.click(removeButton());
  await user.click(within(await screen.findByRole('alertdialog', { name: FOLDER_CONFIRM })).getByRole('button', { name: 'Ya, lanjutkan' }));
  expect(await findToast('Gagal menghapus folder')).toBeTruthy();

  server.use(http.delete(deleteUrl, () => HttpResponse.error()));
  await user.click(removeButton());
  await user.click(within(await screen.findByRole('alertdialog', { name: FOLDER_CONFIRM })).getByRole('button', { name: 'Ya, lanjutkan' }));
  expect(await findToast('Terjadi kesalahan saat menghapus folder.')).toBeTruthy();
  expect(removeButton()).toBeTruthy();

  expect(writes).toEqual(['DELETE /api/gallery/delete-folder/1', 'DELETE /api/gallery/delete-folder/1']);
  expect(stored()).toEqual(unchanged);
});
