import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ROUTES } from '@shared/routes';
import { photoSaveReply } from '@shared/schemas/gallery';
import { writeBuilderProgress } from '@/lib/builder-progress';
import { englishCatalogs } from '@/testing/english';
import { builderHandlers, builderState } from '@/testing/handlers/builder';
import { testPhoto } from '@/testing/handlers/gallery';
import {
  descriptionOf,
  gift,
  http,
  HttpResponse,
  renderWithApp,
  reply,
  screen,
  server,
  waitFor,
  within,
  writes,
} from '@/testing/test-utils';

// The photo upload dialog as the builder's photo step lends it (docs/product.md §22, §28): the gift's
// words, the limit before picking, a thumbnail of each photo picked, a photo over the limit refused before a byte is
// sent, a title left empty taking the file's name, and a failed upload sent again without picking it again.

const MB = 1024 * 1024;
let putBack: (() => void) | null = null;
/** What reached the server: each photo's title and file name. */
let sent: string[];
/** The uploads' answers, in order; once used up, each is a success. */
let answers: ('ok' | 'error')[];

beforeEach(() => {
  sent = [];
  answers = [];
  server.use(
    ...builderHandlers(builderState()),
    http.post('/api/gallery/create-photos', async ({ request }) => {
      const form = await request.formData();
      const title = String(form.get('title'));
      sent.push(`${title} ${(form.get('photo') as File).name}`);
      if (answers.shift() === 'error') return HttpResponse.json({ success: false, message: 'Server sedang sibuk.' }, { status: 500 });
      return reply(photoSaveReply, { success: true, message: 'Foto berhasil diunggah.', data: testPhoto(40 + sent.length, 7, title) });
    }),
  );
});
afterEach(() => {
  putBack?.();
  putBack = null;
  gift.settings.language = 'id';
  vi.restoreAllMocks();
});

const photo = (name: string, size?: number) => {
  const file = new File(['jpeg'], name, { type: 'image/jpeg' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** The builder's photo step, its folder made, and the upload dialog opened from it. */
async function openDialog(opener = 'Unggah Foto', heading = 'Unggah Foto') {
  writeBuilderProgress({ step: 'photos', finished: false, folderId: null });
  const view = await renderWithApp(ROUTES.editBuild);
  // The step's folder is made and current before the upload offers it.
  await screen.findAllByText(/Kenangan Kita|Our Memories/, { selector: 'strong' });
  await view.user.click(await screen.findByRole('button', { name: opener }));
  const dialog = await screen.findByRole('dialog', { name: heading });
  return { ...view, dialog };
}

test('an Indonesian gift: the words in Indonesian, the limit and kinds said before picking, the title not asked for', async () => {
  const { dialog } = await openDialog();
  const title = within(dialog).getByLabelText('Judul (opsional)');
  await waitFor(() => expect(document.activeElement).toBe(title));
  expect(title.hasAttribute('required')).toBe(false);
  expect(descriptionOf(title)).toContain('Kosongkan untuk memakai nama file tiap foto.');
  const picker = within(dialog).getByLabelText('Foto');
  expect(descriptionOf(picker)).toBe('JPEG, WebP atau HEIC (iPhone), maksimal 25 MB per foto. Boleh pilih beberapa foto sekaligus.');
  expect(within(dialog).getByRole('button', { name: 'Unggah' })).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeTruthy();
  expect(dialog.textContent).not.toMatch(/Upload|Title|Cancel/);
});

test('an English gift keeps the original’s English words', async () => {
  gift.settings.language = 'en';
  putBack = englishCatalogs();
  const { dialog } = await openDialog('Upload', 'Upload Photo');
  expect(within(dialog).getByLabelText('Title (optional)')).toBeTruthy();
  expect(descriptionOf(within(dialog).getByLabelText('Photo'))).toBe(
    'JPEG, WebP or HEIC (iPhone), at most 25 MB a photo. You can choose several photos at once.',
  );
  expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
});

test('each photo picked shows its thumbnail; a new pick or closing lets the old ones go', async () => {
  const revoked = vi.spyOn(URL, 'revokeObjectURL');
  const { user, dialog } = await openDialog();
  await user.upload(within(dialog).getByLabelText('Foto'), [photo('pantai.jpg'), photo('gunung.jpg')]);
  const list = within(dialog).getByRole('list', { name: 'Foto yang akan diunggah' });
  const thumbs = within(list).getAllByRole('img');
  expect(thumbs.map((img) => img.getAttribute('alt'))).toEqual(['Pratinjau pantai.jpg', 'Pratinjau gunung.jpg']);
  const first = thumbs.map((img) => img.getAttribute('src') ?? '');
  expect(first.every((src) => src.startsWith('blob:'))).toBe(true);

  await user.upload(within(dialog).getByLabelText('Foto'), [photo('kota.jpg')]);
  expect(
    within(list)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt')),
  ).toEqual(['Pratinjau kota.jpg']);
  expect(revoked.mock.calls.map(([url]) => url)).toEqual(first);
  const last = within(list).getByRole('img').getAttribute('src');

  await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
  expect(screen.queryByRole('dialog', { name: 'Unggah Foto' })).toBeNull();
  expect(revoked.mock.calls.map(([url]) => url)).toEqual([...first, last]);
});

test('a photo over 25 MB is refused at once, by name, and nothing of it is sent', async () => {
  const { user, dialog } = await openDialog();
  const picker = within(dialog).getByLabelText('Foto');
  const before = writes.length;
  await user.upload(picker, [photo('besar.jpg', 27 * MB), photo('kecil.jpg', 3 * MB)]);
  const refusal = 'besar.jpg lebih dari 25 MB, jadi tidak dikirim. Ukuran file maksimal 25 MB.';
  expect((await within(dialog).findByText(refusal)).getAttribute('role')).toBe('alert');
  expect(picker.getAttribute('aria-invalid')).toBe('true');
  expect(descriptionOf(picker)).toContain(refusal);
  // Only the one within the limit is listed to go.
  const list = within(dialog).getByRole('list', { name: 'Foto yang akan diunggah' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([expect.stringContaining('kecil.jpg')]);
  expect(writes.slice(before)).toEqual([]);

  await user.click(within(dialog).getByRole('button', { name: 'Unggah' }));
  expect(await screen.findByTestId('upload-done')).toBeTruthy();
  expect(sent).toEqual(['kecil kecil.jpg']);
});

test('only photos over the limit picked: none is sent, and Upload asks for a photo', async () => {
  const { user, dialog } = await openDialog();
  await user.upload(within(dialog).getByLabelText('Foto'), [photo('a.jpg', 26 * MB), photo('b.jpg', 30 * MB)]);
  expect(
    await within(dialog).findByText('2 foto lebih dari 25 MB, jadi tidak dikirim (a.jpg, b.jpg). Ukuran file maksimal 25 MB.'),
  ).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Unggah' }));
  expect(within(dialog).getByText('Pilih minimal satu foto.', { selector: '[role=alert]' })).toBeTruthy();
  expect(sent).toEqual([]);
});

test('a title left empty: each photo takes its file’s name, shown in the field before it goes', async () => {
  const { user, dialog } = await openDialog();
  await user.upload(within(dialog).getByLabelText('Foto'), [photo('IMG_2041.jpg')]);
  expect(within(dialog).getByLabelText('Judul (opsional)').getAttribute('placeholder')).toBe('IMG_2041');
  await user.click(within(dialog).getByRole('button', { name: 'Unggah' }));
  expect(await screen.findByTestId('upload-done')).toBeTruthy();
  expect(sent).toEqual(['IMG_2041 IMG_2041.jpg']);
});

test('a title left empty for several photos: each its own file’s name', async () => {
  const { user, dialog } = await openDialog();
  await user.upload(within(dialog).getByLabelText('Foto'), [photo('pantai.jpg'), photo('gunung.webp')]);
  await user.click(within(dialog).getByRole('button', { name: 'Unggah' }));
  expect(await screen.findByTestId('upload-done')).toBeTruthy();
  expect(sent).toEqual(['pantai pantai.jpg', 'gunung gunung.webp']);
});

test('an upload the server failed is sent again with “Coba lagi”, without picking the file again, its number kept', async () => {
  answers = ['ok', 'error'];
  const { user, dialog } = await openDialog();
  await user.type(within(dialog).getByLabelText('Judul (opsional)'), 'Liburan');
  await user.upload(within(dialog).getByLabelText('Foto'), [photo('a.jpg'), photo('b.jpg')]);
  await user.click(within(dialog).getByRole('button', { name: 'Unggah' }));
  expect(await within(dialog).findByText('1 dari 2 foto berhasil diunggah.')).toBeTruthy();
  expect(within(dialog).getByRole('progressbar', { name: 'Progres unggah a.jpg' }).getAttribute('aria-valuetext')).toBe('Selesai');

  await user.click(within(dialog).getByRole('button', { name: 'Coba lagi' }));
  expect(await screen.findByTestId('upload-done')).toBeTruthy();
  expect(sent).toEqual(['Liburan 1 a.jpg', 'Liburan 2 b.jpg', 'Liburan 2 b.jpg']);
});
