import { expect, test } from 'vitest';
import { ROUTES } from '@shared/routes';
import { descriptionOf, findToast, gift, http, refuse, renderWithApp, screen, server, writes } from '@/testing/test-utils';

// Edit Days Of Love Page (docs/product.md §2, §5, §8): blank fields and max 13; fetch and save failures.

async function openEditor() {
  const view = await renderWithApp(ROUTES.editDaysOfLove);
  const date = await screen.findByLabelText('Tanggal', { exact: true });
  return {
    ...view,
    date,
    title: screen.getByLabelText('Judul', { exact: true }),
    save: screen.getByRole('button', { name: 'Simpan' }),
  };
}

test('blank fields and max 13, each under its field; nothing sent', async () => {
  const { user, title, date, save } = await openEditor();
  expect(date).toHaveProperty('value', gift.daysOfLove.date_at);
  expect(date.getAttribute('type')).toBe('date');

  await user.clear(title);
  await user.click(save);
  expect(await findToast('Judul dan tanggal harus diisi!')).toBeTruthy();
  expect(descriptionOf(title)).toBe('Judul dan tanggal harus diisi!');
  await user.type(title, 'x'.repeat(14));
  await user.clear(date);
  await user.click(save);
  expect(descriptionOf(title)).toBe('Judul maksimal 13 karakter');
  expect(descriptionOf(date)).toBe('Judul dan tanggal harus diisi!');
  expect(writes).toEqual([]);
});

test('a failed save says so and changes nothing; a save is kept', async () => {
  server.use(http.post('/api/days-of-love', () => refuse(500, 'x')));
  const { user, title, save } = await openEditor();
  const before = { ...gift.daysOfLove };
  await user.clear(title);
  await user.type(title, 'Hari Kita');
  await user.click(save);
  expect(await findToast('Terjadi kesalahan saat menyimpan data.')).toBeTruthy();
  expect(gift.daysOfLove).toEqual(before);

  server.resetHandlers();
  await user.click(save);
  expect(await findToast('Data berhasil disimpan!')).toBeTruthy();
  expect(gift.daysOfLove.title).toBe('Hari Kita');
});

test('a failed fetch says so', async () => {
  server.use(http.get('/api/days-of-love', () => refuse(500, 'x')));
  await renderWithApp(ROUTES.editDaysOfLove);
  expect(await findToast('Gagal mengambil data dari server.')).toBeTruthy();
});

test("the recipient's page shows the saved title", async () => {
  gift.daysOfLove.title = 'Hari Kita';
  await renderWithApp(ROUTES.daysOfLove, { role: 'viewer' });
  expect(await screen.findByRole('heading', { name: 'Hari Kita' })).toBeTruthy();
});
