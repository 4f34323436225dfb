import { afterEach, expect, test, vi } from 'vitest';
import { MILESTONE_TIME_ZONE } from '@shared/constants';
import { showMessagesWith } from '@shared/field-errors';
import { renderMessage } from '@shared/message-codes';
import '@shared/message-language';
import { HEART_MOMENT_MSG } from '@shared/messages/heart-moments';
import { todayIn } from '@shared/milestones';
import { ROUTES } from '@shared/routes';
import type { HeartMoment } from '@shared/schemas/heart-moments';
import { englishCatalogs } from '@/testing/english';
import { findToast, gift, http, refuse, renderWithApp, screen, server, waitFor, within, writes } from '@/testing/test-utils';

// Momen Hati (docs/product.md §29), the recipient's page: the form's every refusal in both languages
// (its own checks, the server's, and offline), a moment written, the list by month with the filter and its counts,
// a visibility change, and the other partner's heart. The photo's upload and the server's privacy stay with
// src/server/routes/heart-moments*.test.ts.

let putBack: (() => void) | undefined;
afterEach(() => {
  putBack?.();
  putBack = undefined;
  showMessagesWith((message) => renderMessage(message, 'id'));
  vi.restoreAllMocks();
});

const moment = (over: Partial<HeartMoment> & Pick<HeartMoment, 'id' | 'date' | 'feeling'>): HeartMoment => ({
  author: 'recipient',
  mine: false,
  words: `Momen ${over.id}`,
  visibility: 'shared',
  photo: null,
  hearted: false,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...over,
});

function tomorrow(): string {
  const day = new Date(`${todayIn(MILESTONE_TIME_ZONE)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

test('nothing written and no feeling: both are named under their fields, and nothing is sent', async () => {
  const { user } = await renderWithApp(ROUTES.heartMoments, { role: 'viewer' });
  expect(screen.getByRole('heading', { level: 1, name: 'Momen Hati' })).toBeTruthy();
  expect(await screen.findByText('Belum ada momen. Tulis yang pertama!')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Simpan Momen' }));
  expect(alerts()).toEqual(['Tulis momennya dulu.', 'Pilih satu perasaan.']);
  expect(writes).toEqual([]);
});

test('a day after today is refused before sending; the server’s refusal shows under its field', async () => {
  const { user } = await renderWithApp(ROUTES.heartMoments, { role: 'viewer' });
  await user.type(screen.getByLabelText('Apa yang terjadi?'), 'Besok');
  await user.click(screen.getByRole('radio', { name: 'Bahagia' }));
  const date = screen.getByLabelText('Tanggal') as HTMLInputElement;
  expect(date.value).toBe(todayIn(MILESTONE_TIME_ZONE));
  await user.clear(date);
  await user.type(date, tomorrow());
  await user.click(screen.getByRole('button', { name: 'Simpan Momen' }));
  expect(alerts()).toEqual(['Tanggal momen tidak boleh di masa depan.']);
  expect(writes).toEqual([]);

  server.use(http.post('/api/heart-moments', () => refuse(422, HEART_MOMENT_MSG.wordsMax, { words: [HEART_MOMENT_MSG.wordsMax] })));
  await user.clear(date);
  await user.type(date, '2025-02-14');
  await user.click(screen.getByRole('button', { name: 'Simpan Momen' }));
  await waitFor(() => expect(alerts()).toEqual(['Momen maksimal 500 karakter.']));
});

test('offline, saving says it needs the connection and sends nothing', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const { user } = await renderWithApp(ROUTES.heartMoments, { role: 'viewer' });
  await user.type(screen.getByLabelText('Apa yang terjadi?'), 'Di kereta');
  await user.click(screen.getByRole('radio', { name: 'Didukung' }));
  await user.click(screen.getByRole('button', { name: 'Simpan Momen' }));
  expect(alerts()).toEqual(['Menulis momen butuh koneksi internet. Sambungkan lagi, lalu simpan.']);
  expect(writes).toEqual([]);
});

test('in English: every refusal in English words', async () => {
  putBack = englishCatalogs();
  showMessagesWith((message) => renderMessage(message, 'en'));
  const { user } = await renderWithApp(ROUTES.heartMoments, { role: 'viewer' });
  expect(screen.getByRole('heading', { level: 1, name: 'Heart Moments' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Save Moment' }));
  expect(alerts()).toEqual(['Write the moment first.', 'Choose one feeling.']);
  await user.type(screen.getByLabelText('What happened?'), 'Tomorrow');
  await user.click(screen.getByRole('radio', { name: 'Grateful' }));
  const date = screen.getByLabelText('Date');
  await user.clear(date);
  await user.type(date, tomorrow());
  await user.click(screen.getByRole('button', { name: 'Save Moment' }));
  expect(alerts()).toEqual(["A moment's date cannot be in the future."]);
  server.use(http.post('/api/heart-moments', () => refuse(422, HEART_MOMENT_MSG.wordsMax, { words: [HEART_MOMENT_MSG.wordsMax] })));
  await user.clear(date);
  await user.type(date, '2025-02-14');
  await user.click(screen.getByRole('button', { name: 'Save Moment' }));
  await waitFor(() => expect(alerts()).toEqual(['A moment can be at most 500 characters.']));
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await user.click(screen.getByRole('button', { name: 'Save Moment' }));
  expect(alerts()).toEqual(['Writing a moment needs an internet connection. Connect again, then save.']);
  expect(writes).toEqual(['POST /api/heart-moments']);
});

test('a moment written: the toast, an empty form, and the moment under its month as the writer’s own', async () => {
  const { user } = await renderWithApp(ROUTES.heartMoments, { role: 'viewer' });
  const words = screen.getByLabelText('Apa yang terjadi?') as HTMLTextAreaElement;
  await user.type(words, 'Kamu menjemputku waktu hujan');
  expect(screen.getByText('28/500 karakter')).toBeTruthy();
  await user.click(screen.getByRole('radio', { name: 'Diperhatikan' }));
  const date = screen.getByLabelText('Tanggal');
  await user.clear(date);
  await user.type(date, '2025-02-14');
  await user.click(screen.getByRole('radio', { name: 'Pribadi: hanya kamu' }));
  await user.click(screen.getByRole('button', { name: 'Simpan Momen' }));
  expect(await findToast('Momen tersimpan.')).toBeTruthy();
  expect(words.value).toBe('');
  expect(writes).toEqual(['POST /api/heart-moments']);
  expect(gift.heartMoments[0]).toMatchObject({ author: 'recipient', visibility: 'private', feeling: 'seen', date: '2025-02-14' });
  const list = screen.getByRole('region', { name: 'Momen kalian' });
  expect(await within(list).findByText('Kamu menjemputku waktu hujan')).toBeTruthy();
  expect(within(list).getByRole('heading', { level: 3, name: /februari 2025/i })).toBeTruthy();
  expect(within(list).getByText('· Tulisanmu')).toBeTruthy();
  expect(within(list).getByText('Pribadi')).toBeTruthy();
});

test('the list by month, newest first, filtered by feeling with its counts', async () => {
  gift.heartMoments = [
    moment({ id: 3, date: '2025-03-02', feeling: 'happy' }),
    moment({ id: 2, date: '2025-02-20', feeling: 'loved' }),
    moment({ id: 1, date: '2025-02-01', feeling: 'happy', author: 'giver' }),
  ];
  const { user } = await renderWithApp(ROUTES.heartMoments, { role: 'viewer' });
  const list = screen.getByRole('region', { name: 'Momen kalian' });
  await within(list).findByText('Momen 3');
  expect(
    within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent?.toLowerCase()),
  ).toEqual(['maret 2025', 'februari 2025']);
  expect(
    within(list)
      .getAllByText(/^Momen \d$/)
      .map((p) => p.textContent),
  ).toEqual(['Momen 3', 'Momen 2', 'Momen 1']);
  const filter = within(list).getByRole('group', { name: 'Saring menurut perasaan' });
  expect(
    within(filter)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Semua (3)', 'Dicintai (1)', 'Diperhatikan (0)', 'Dihargai (0)', 'Didukung (0)', 'Bersyukur (0)', 'Bahagia (2)']);
  await user.click(within(filter).getByRole('button', { name: 'Bahagia (2)' }));
  expect(
    within(list)
      .getAllByText(/^Momen \d$/)
      .map((p) => p.textContent),
  ).toEqual(['Momen 3', 'Momen 1']);
  expect(within(list).getByText('· Dari pemberi hadiah')).toBeTruthy();
  await user.click(within(filter).getByRole('button', { name: 'Diperhatikan (0)' }));
  expect(within(list).getByText('Belum ada momen dengan perasaan ini.')).toBeTruthy();
});

test('its author turns a moment private and shared again; the other partner gives it a heart', async () => {
  gift.heartMoments = [
    moment({ id: 2, date: '2025-02-20', feeling: 'loved', author: 'recipient', words: 'Punyaku' }),
    moment({ id: 1, date: '2025-02-01', feeling: 'happy', author: 'giver', words: 'Dari pemberi' }),
  ];
  const { user } = await renderWithApp(ROUTES.heartMoments, { role: 'viewer' });
  const list = screen.getByRole('region', { name: 'Momen kalian' });
  const mine = (await within(list).findByText('Punyaku')).closest('li')!;
  await user.click(within(mine).getByRole('button', { name: 'Jadikan pribadi' }));
  expect(await findToast('Momen sekarang pribadi.')).toBeTruthy();
  expect(await within(mine).findByText('Pribadi')).toBeTruthy();
  expect(gift.heartMoments.find((m) => m.id === 2)?.visibility).toBe('private');
  await user.click(within(mine).getByRole('button', { name: 'Bagikan' }));
  expect(await findToast('Momen sekarang dibagikan.')).toBeTruthy();
  // Not one's own: no edit, no visibility, a heart instead.
  const theirs = within(list).getByText('Dari pemberi').closest('li')!;
  expect(within(theirs).queryByRole('button', { name: 'Ubah' })).toBeNull();
  await user.click(within(theirs).getByRole('button', { name: '♡ Beri hati' }));
  const pressed = await within(theirs).findByRole('button', { name: '♥ Lepas hati' });
  expect(pressed.getAttribute('aria-pressed')).toBe('true');
  expect(writes).toEqual(['PUT /api/heart-moments/2/visibility', 'PUT /api/heart-moments/2/visibility', 'POST /api/heart-moments/1/heart']);
});

test('the giver’s page shows no private moment of the recipient, and the recipient’s heart on the giver’s own', async () => {
  gift.heartMoments = [
    moment({ id: 3, date: '2025-02-20', feeling: 'loved', author: 'recipient', visibility: 'private', words: 'Rahasia penerima' }),
    moment({ id: 2, date: '2025-02-10', feeling: 'seen', author: 'recipient', words: 'Dibagikan penerima' }),
    moment({ id: 1, date: '2025-02-01', feeling: 'happy', author: 'giver', words: 'Milik pemberi', hearted: true }),
  ];
  await renderWithApp(ROUTES.heartMoments, { role: 'editor' });
  const list = screen.getByRole('region', { name: 'Momen kalian' });
  expect(await within(list).findByText('Dibagikan penerima')).toBeTruthy();
  expect(within(list).queryByText('Rahasia penerima')).toBeNull();
  expect(within(list).getByRole('button', { name: 'Dicintai (0)' })).toBeTruthy();
  const own = within(list).getByText('Milik pemberi').closest('li')!;
  expect(within(own).getByText('♥ Pasanganmu memberi hati')).toBeTruthy();
});

test('its author edits a moment in place and deletes it after the question', async () => {
  gift.heartMoments = [moment({ id: 1, date: '2025-02-01', feeling: 'happy', words: 'Pertama', mine: true })];
  const { user } = await renderWithApp(ROUTES.heartMoments, { role: 'viewer' });
  const list = screen.getByRole('region', { name: 'Momen kalian' });
  const item = (await within(list).findByText('Pertama')).closest('li')!;
  await user.click(within(item).getByRole('button', { name: 'Ubah' }));
  const words = within(list).getByLabelText('Apa yang terjadi?');
  await user.clear(words);
  await user.click(within(list).getByRole('button', { name: 'Simpan Perubahan' }));
  expect(within(list).getByRole('alert').textContent).toBe('Tulis momennya dulu.');
  await user.type(words, 'Pertama, diubah');
  await user.click(within(list).getByRole('button', { name: 'Simpan Perubahan' }));
  expect(await findToast('Momen diperbarui.')).toBeTruthy();
  const changed = (await within(list).findByText('Pertama, diubah')).closest('li')!;
  await user.click(within(changed).getByRole('button', { name: 'Hapus' }));
  const question = await screen.findByRole('alertdialog', { name: 'Hapus momen ini? Fotonya juga ikut terhapus.' });
  await user.click(within(question).getByRole('button', { name: 'Ya, lanjutkan' }));
  expect(await findToast('Momen dihapus.')).toBeTruthy();
  expect(await within(list).findByText('Belum ada momen. Tulis yang pertama!')).toBeTruthy();
  expect(writes).toEqual(['POST /api/heart-moments/1', 'DELETE /api/heart-moments/1']);
});
