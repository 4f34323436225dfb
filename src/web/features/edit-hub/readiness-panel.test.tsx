import { expect, test } from 'vitest';
import ReadinessPanel from './readiness-panel';
import { READINESS_KEYS, readinessReply } from '@shared/schemas/activity';
import { delay, findToast, gift, http, refuse, renderWithProviders, reply, screen, server, waitFor, within } from '@/testing/test-utils';

// 'Siap diberikan?' (decision 040): what still holds the demo gift, each open item a link to its editor, the
// counter's start taken from the PIN's date in one click ('Bagikan': share/readiness-note.test.tsx). Which items
// are open is the server's to work out (src/server/routes/readiness.test.ts); the sections are in the a11y sweep.

const item = (key: string) => document.querySelector<HTMLElement>(`li[data-key="${key}"]`)!;
const openItems = () => document.querySelectorAll('li[data-done="false"]').length;

test('a fresh gift: every item open, each with a link to its editor', async () => {
  renderWithProviders(<ReadinessPanel />);
  expect(screen.getByRole('heading', { name: 'Siap diberikan?' })).toBeTruthy();
  expect(await screen.findByText('9 hal belum siap')).toBeTruthy();
  expect(openItems()).toBe(9);
  expect(item('public-url').textContent).toContain('localhost');
  const edit = within(item('recipient-name')).getByRole('link', { name: 'Ubah Nama penerima' });
  expect(edit.getAttribute('href')).toBe('/edit-pages?section=opening');
  expect(within(item('pin')).getByRole('link', { name: 'Ubah PIN' }).getAttribute('href')).toBe('/edit-pages?section=dateInput');
});

test('an edited item is done, without a link; the counter takes the PIN’s date in one click', async () => {
  gift.opening.recipient_name = 'Dinda';
  gift.dateInput.selected_date = '140223';
  const { user } = renderWithProviders(<ReadinessPanel />);
  expect(await screen.findByText('7 hal belum siap')).toBeTruthy();
  expect(item('recipient-name').dataset.done).toBe('true');
  expect(within(item('recipient-name')).queryByRole('link')).toBeNull();
  expect(item('pin').dataset.done).toBe('true');

  await user.click(within(item('counter-date')).getByRole('button', { name: 'Pakai tanggal PIN (14 Feb 2023)' }));
  expect(await findToast('Penghitung hari sekarang mulai dari tanggal PIN.')).toBeTruthy();
  expect(gift.daysOfLove.date_at).toBe('2023-02-14');
  // The list is read again: the counter's item is done.
  await waitFor(() => expect(item('counter-date').dataset.done).toBe('true'));
  expect(screen.getByText('6 hal belum siap')).toBeTruthy();
});

test('while read the list says so; a failed read is an alert', async () => {
  server.use(
    http.get('/api/readiness', async () => {
      await delay(200);
      return refuse(500, 'x');
    }),
  );
  renderWithProviders(<ReadinessPanel />);
  expect(screen.getByRole('status').textContent).toBe('Loading...');
  expect((await screen.findByText('Gagal memeriksa kesiapan hadiah.')).getAttribute('role')).toBe('alert');
});

test('all done: the list says so', async () => {
  const allDone = { ready: true, items: READINESS_KEYS.map((key) => ({ key, done: true })) };
  server.use(http.get('/api/readiness', () => reply(readinessReply, { success: true, data: allDone })));
  renderWithProviders(<ReadinessPanel />);
  expect(await screen.findByText('Semua siap! Hadiahmu tinggal diberikan 🎁')).toBeTruthy();
  expect(openItems()).toBe(0);
});

test('the quiz item names the question that is still word for word a sample one', async () => {
  const items = READINESS_KEYS.map((key) => ({ key, done: key !== 'quiz' }));
  const quiz = { key: 'quiz' as const, done: false, demo: 'Di mana kita pertama kali bertemu?' };
  server.use(
    http.get('/api/readiness', () =>
      reply(readinessReply, { success: true, data: { ready: false, items: items.map((entry) => (entry.key === 'quiz' ? quiz : entry)) } }),
    ),
  );
  renderWithProviders(<ReadinessPanel />);
  expect(await screen.findByText('1 hal belum siap')).toBeTruthy();
  expect(item('quiz').textContent).toContain(
    'Pertanyaan ini masih sama persis dengan pertanyaan contoh: “Di mana kita pertama kali bertemu?”. Ubah atau hapus.',
  );
});
