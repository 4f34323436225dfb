import { expect, test } from 'vitest';
import { ROUTES } from '@shared/routes';
import { descriptionOf, findToast, gift, http, logged, refuse, renderWithApp, screen, server, writes } from '@/testing/test-utils';

// Edit Opening Page (docs/product.md §2, §5, §8): each rule under its field; load and save failures.

test('each §5 rule under its field; bad input sends nothing', async () => {
  const { user } = await renderWithApp(ROUTES.editOpening);
  const title = await screen.findByLabelText('Judul Halaman');
  const recipient = screen.getByLabelText('Nama Penerima');
  const save = screen.getByRole('button', { name: 'Simpan' });
  expect(recipient).toHaveProperty('value', gift.opening.recipient_name);

  await user.clear(title);
  await user.type(title, '   ');
  await user.clear(recipient);
  await user.click(save);
  expect(descriptionOf(title)).toBe('Judul wajib diisi');
  expect(descriptionOf(recipient)).toBe('Recipient name wajib diisi');
  await user.clear(title);
  await user.paste('12345678901');
  await user.click(recipient);
  await user.paste('x'.repeat(41));
  await user.click(save);
  expect(descriptionOf(title)).toBe('Judul maksimal 10 karakter');
  expect(descriptionOf(recipient)).toBe('Nama maksimal 40 karakter');
  expect(writes).toEqual([]);
});

test("the server's field errors show under the fields; a failed save says so", async () => {
  server.use(http.post('/api/opening', () => refuse(422, 'Nama ditolak', { recipient_name: ['Nama ditolak'] })));
  const { user } = await renderWithApp(ROUTES.editOpening);
  const title = await screen.findByLabelText('Judul Halaman');
  const recipient = screen.getByLabelText('Nama Penerima');
  await user.clear(title);
  await user.type(title, 'Untukmu');
  await user.clear(recipient);
  await user.type(recipient, 'Sayang');
  await user.click(screen.getByRole('button', { name: 'Simpan' }));
  expect(await findToast('Gagal menyimpan data.')).toBeTruthy();
  expect(descriptionOf(recipient)).toBe('Nama ditolak');
});

test("a field's error from the server goes as the giver types in it; the other field's stays until Save", async () => {
  server.use(http.post('/api/opening', () => refuse(422, 'Nama ditolak', { title: ['Judul ditolak'], recipient_name: ['Nama ditolak'] })));
  const { user } = await renderWithApp(ROUTES.editOpening);
  const title = await screen.findByLabelText('Judul Halaman');
  const recipient = screen.getByLabelText('Nama Penerima');
  await user.click(screen.getByRole('button', { name: 'Simpan' }));
  expect(await findToast('Gagal menyimpan data.')).toBeTruthy();
  expect(descriptionOf(title)).toBe('Judul ditolak');
  expect(descriptionOf(recipient)).toBe('Nama ditolak');
  await user.type(recipient, 'a');
  expect(descriptionOf(recipient)).toBe('');
  expect(descriptionOf(title)).toBe('Judul ditolak');
});

test('a save says so and keeps the new words', async () => {
  const { user } = await renderWithApp(ROUTES.editOpening);
  const recipient = await screen.findByLabelText('Nama Penerima');
  await user.clear(recipient);
  await user.type(recipient, 'Dinda');
  await user.click(screen.getByRole('button', { name: 'Simpan' }));
  expect(await findToast('Data berhasil disimpan!')).toBeTruthy();
  expect(gift.opening.recipient_name).toBe('Dinda');
  expect(writes).toEqual(['POST /api/opening']);
});

test('a failed load says so', async () => {
  server.use(http.get('/api/opening', () => refuse(500, 'x')));
  await renderWithApp(ROUTES.editOpening);
  expect(await findToast('Gagal mengambil data.')).toBeTruthy();
  expect(logged).toEqual([expect.stringMatching(/^GET \/api\/opening failed/)]);
});
