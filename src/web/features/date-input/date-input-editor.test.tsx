import { expect, test } from 'vitest';
import { DEMO_PIN } from '@shared/constants';
import { ROUTES } from '@shared/routes';
import { descriptionOf, findToast, http, refuse, renderWithApp, screen, server, writes } from '@/testing/test-utils';

// Edit Date Input Page (docs/product.md §2, §5, §8): blank fields, max 20, the DDMMYY rule; load and save failures.

async function openEditor() {
  const view = await renderWithApp(ROUTES.editDateInput);
  expect(await screen.findByRole('heading', { name: 'Edit Date Input Page' })).toBeTruthy();
  const date = await screen.findByLabelText('Tanggal (DDMMYY)');
  return {
    ...view,
    date,
    title: screen.getByLabelText('Judul', { exact: true }),
    save: screen.getByRole('button', { name: 'Simpan' }),
  };
}

test('blank fields, max 20, the DDMMYY rule and a day that does not exist: each said, nothing sent', async () => {
  const { user, title, date, save } = await openEditor();
  expect(date).toHaveProperty('value', DEMO_PIN);

  await user.clear(title);
  await user.clear(date);
  expect(date.getAttribute('placeholder')).toBe('020222');
  await user.click(save);
  expect(await findToast('Judul dan tanggal harus diisi!')).toBeTruthy();
  expect(descriptionOf(title)).toBe('Judul dan tanggal harus diisi!');

  await user.click(title);
  await user.paste('x'.repeat(21));
  await user.type(date, '12ab');
  await user.click(save);
  expect(descriptionOf(title)).toBe('Judul maksimal 20 karakter');
  expect(descriptionOf(date)).toMatch(/Tanggal harus 6 digit dengan format DDMMYY/);
  await user.clear(date);
  await user.type(date, '3102220');
  expect(date).toHaveProperty('value', '310222'); // at most 6 characters
  await user.clear(title);
  await user.type(title, 'Tanggal Kita');
  await user.click(save);
  expect(descriptionOf(date)).toMatch(/Tanggal tidak valid/);
  // Filled but not a real day: the toast names what is wrong, not 'harus diisi'.
  expect(await findToast('Tanggal tidak valid')).toBeTruthy();
  expect(writes).toEqual([]);
});

test('a failed save says so', async () => {
  server.use(http.put('/api/date-input', () => refuse(500, 'x')));
  const { user, date, save } = await openEditor();
  await user.clear(date);
  await user.type(date, '010120');
  await user.click(save);
  expect(await findToast('Terjadi kesalahan saat menyimpan data.')).toBeTruthy();
});

test('a failed load says so', async () => {
  server.use(http.get('/api/date-input', () => refuse(500, 'x')));
  await renderWithApp(ROUTES.editDateInput);
  expect(await findToast('Gagal memuat data.')).toBeTruthy();
});
