import { expect, test } from 'vitest';
import { ROUTES } from '@shared/routes';
import { descriptionOf, findToast, gift, http, refuse, renderWithApp, screen, server, within, writes } from '@/testing/test-utils';

// Edit Features Page (docs/product.md §2, §5, §8): title required and max 13; 'Menyimpan...' while saving; failures.

test('title required and max 13, each said; nothing sent', async () => {
  const { user } = await renderWithApp(ROUTES.editFeatures);
  const title = await screen.findByLabelText('Judul Halaman');
  const save = screen.getByRole('button', { name: 'Simpan' });
  expect(title).toHaveProperty('value', gift.features.title);

  await user.clear(title);
  await user.type(title, ' ');
  await user.click(save);
  expect(await findToast('Judul halaman harus diisi!')).toBeTruthy();
  expect(descriptionOf(title)).toBe('Judul halaman harus diisi!');
  await user.clear(title);
  await user.type(title, 'x'.repeat(14));
  await user.click(save);
  expect(descriptionOf(title)).toBe('Judul maksimal 13 karakter');
  expect(writes).toEqual([]);
});

test("a slow, failing save: 'Menyimpan...' meanwhile, then the failure; nothing changes", async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post('/api/features', async () => {
      await held;
      return refuse(500, 'x');
    }),
  );
  const { user } = await renderWithApp(ROUTES.editFeatures);
  const before = { ...gift.features };
  const title = await screen.findByLabelText('Judul Halaman');
  await user.clear(title);
  await user.type(title, 'Menu Kita');
  await user.click(screen.getByRole('checkbox', { name: 'Plans' }));
  await user.click(screen.getByRole('button', { name: 'Simpan' }));
  expect(await screen.findByRole('button', { name: 'Menyimpan...' })).toHaveProperty('disabled', true);
  release();
  expect(await findToast('Terjadi kesalahan saat menyimpan data.')).toBeTruthy();
  expect(await screen.findByRole('button', { name: 'Simpan' })).toHaveProperty('disabled', false);
  expect(gift.features).toEqual(before);
});

test('a failed load says so', async () => {
  server.use(http.get('/api/features', () => refuse(500, 'x')));
  await renderWithApp(ROUTES.editFeatures);
  expect(await findToast('Gagal mengambil data fitur.')).toBeTruthy();
});

test('a visitor gets the login first on an editor route, then the form', async () => {
  const { user } = await renderWithApp(ROUTES.editFeatures, { role: 'anonymous' });
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  expect(screen.queryByLabelText('Judul Halaman')).toBeNull();
  await user.type(within(dialog).getByLabelText('Email'), 'editor@kado.test');
  await user.type(within(dialog).getByLabelText('Password'), 'correct-horse-battery');
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));
  expect(await screen.findByLabelText('Judul Halaman')).toBeTruthy();
  expect(screen.getByRole('checkbox', { name: 'Gallery' })).toBeTruthy();
  expect(dialog.isConnected).toBe(false);
});
