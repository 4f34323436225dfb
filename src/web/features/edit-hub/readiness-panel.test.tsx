import { expect, test } from 'vitest';
import ReadinessPanel from './readiness-panel';
import { READINESS_KEYS, keptTextBody, keptTextReply, readinessReply, type ReadinessItem } from '@shared/schemas/activity';
import { parseBody } from '@/testing/handlers/reply';
import {
  delay,
  findToast,
  gift,
  http,
  logged,
  refuse,
  renderWithProviders,
  reply,
  screen,
  server,
  waitFor,
  within,
} from '@/testing/test-utils';

// 'Siap diberikan?': what still holds the demo gift, each open item a link to its editor, the
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

test('while read the list says so; a failed read is an alert, logged with its request', async () => {
  server.use(
    http.get('/api/readiness', async () => {
      await delay(200);
      return refuse(500, 'x');
    }),
  );
  renderWithProviders(<ReadinessPanel />);
  expect(screen.getByRole('status').textContent).toBe('Loading...');
  expect((await screen.findByText('Gagal memeriksa kesiapan hadiah.')).getAttribute('role')).toBe('alert');
  expect(logged).toEqual([expect.stringMatching(/^GET \/api\/readiness failed/)]);
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

/** A gift whose every item is done but the quiz and the letter, each still holding a demo text, as the server keeps them. */
function keepingServer() {
  const question = 'Di mana kita pertama kali bertemu?';
  const letter = 'Hai sayang, terima kasih sudah sampai di halaman ini.\n\nSetiap hari bersamamu adalah hadiah.';
  const kept = new Set<string>();
  const sent: string[] = [];
  const items = (): ReadinessItem[] =>
    READINESS_KEYS.map((key) => {
      if (key === 'quiz') return kept.has(question) ? { key, done: true, kept: [question] } : { key, done: false, demo: question };
      if (key === 'letter') return kept.has(letter) ? { key, done: true, kept: [letter] } : { key, done: false, demo: letter };
      return { key, done: true };
    });
  const data = () => ({ ready: items().every((entry) => entry.done), items: items() });
  server.use(
    http.get('/api/readiness', () => reply(readinessReply, { success: true, data: data() })),
    http.put('/api/readiness/kept', async ({ request }) => {
      const body = await parseBody(request, keptTextBody);
      if (!body.ok) return body.response;
      sent.push(`${body.data.key} ${body.data.kept}`);
      if (body.data.kept) kept.add(body.data.text);
      else kept.delete(body.data.text);
      const message = body.data.kept
        ? 'Teks contoh ini tetap dipakai dan dihitung siap.'
        : 'Teks contoh ini tidak lagi ditandai tetap dipakai.';
      return reply(keptTextReply, { success: true, message, data: data() });
    }),
  );
  return { question, letter, sent };
}

test('a demo question kept on purpose ("Tetap pakai") counts as done, names what is kept, and can be taken back', async () => {
  const { sent } = keepingServer();
  const { user } = renderWithProviders(<ReadinessPanel />);
  expect(await screen.findByText('2 hal belum siap')).toBeTruthy();
  expect(item('quiz').textContent).toContain('Kalau teks contoh ini memang ingin kamu berikan, pilih Tetap pakai.');

  await user.click(within(item('quiz')).getByRole('button', { name: 'Tetap pakai Kuis' }));
  expect(await findToast('Teks contoh ini tetap dipakai dan dihitung siap.')).toBeTruthy();
  await waitFor(() => expect(item('quiz').dataset.done).toBe('true'));
  expect(screen.getByText('1 hal belum siap')).toBeTruthy();
  expect(item('quiz').textContent).toContain('Teks contoh yang sengaja kamu pakai: “Di mana kita pertama kali bertemu?”.');
  expect(within(item('quiz')).queryByRole('link')).toBeNull();

  await user.click(within(item('quiz')).getByRole('button', { name: 'Batalkan Kuis' }));
  await waitFor(() => expect(item('quiz').dataset.done).toBe('false'));
  expect(screen.getByText('2 hal belum siap')).toBeTruthy();
  expect(sent).toEqual(['quiz true', 'quiz false']);
});

test('the demo letter is named by its first line and may be kept; with both kept the gift is ready', async () => {
  keepingServer();
  const { user } = renderWithProviders(<ReadinessPanel />);
  expect(await screen.findByText('2 hal belum siap')).toBeTruthy();
  expect(item('letter').textContent).toContain(
    'Surat ini masih sama persis dengan surat contoh: “Hai sayang, terima kasih sudah sampai di halaman ini.”. Ubah, atau tetap pakai.',
  );
  await user.click(within(item('letter')).getByRole('button', { name: 'Tetap pakai Surat cinta' }));
  await waitFor(() => expect(item('letter').dataset.done).toBe('true'));
  await user.click(within(item('quiz')).getByRole('button', { name: 'Tetap pakai Kuis' }));
  expect(await screen.findByText('Semua siap! Hadiahmu tinggal diberikan 🎁')).toBeTruthy();
});

test('a keep the server refuses is said, and the item stays open', async () => {
  keepingServer();
  server.use(http.put('/api/readiness/kept', () => refuse(422, 'Teks ini sudah bukan teks contoh di kadomu. Muat ulang daftarnya.')));
  const { user } = renderWithProviders(<ReadinessPanel />);
  expect(await screen.findByText('2 hal belum siap')).toBeTruthy();
  await user.click(within(item('quiz')).getByRole('button', { name: 'Tetap pakai Kuis' }));
  expect(await findToast('Teks ini sudah bukan teks contoh di kadomu. Muat ulang daftarnya.')).toBeTruthy();
  expect(item('quiz').dataset.done).toBe('false');
});
