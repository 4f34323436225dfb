import { expect, test } from 'vitest';
import RepliesHubPanel from './replies-hub-panel';
import { delay, findToast, gift, http, logged, refuse, renderWithProviders, screen, server, waitFor, within } from '@/testing/test-utils';

// The hub's 'Balasan' (components/hub-list-section.tsx): the recipient's replies, each deleted after
// the app's question, and the items given a heart with their count; each list loading, failed (an alert, logged
// with its request) and empty in its own words. Playing a voice note stays a journey (e2e/replies.spec.ts).

const list = (name: string) => screen.getByRole('region', { name });

test('with nothing yet, each list says where its items will come from', async () => {
  renderWithProviders(<RepliesHubPanel />);
  expect(await screen.findByText('Belum ada balasan. Penerima bisa membalas dari menu atau setelah Main Gift.')).toBeTruthy();
  expect(await screen.findByText('Belum ada foto atau love moment yang diberi hati.')).toBeTruthy();
});

test('while read each list says so; a failed read is an alert, logged with its request', async () => {
  const slowFailure = async () => {
    await delay(200);
    return refuse(500, 'x');
  };
  server.use(http.get('/api/replies', slowFailure), http.get('/api/reactions', slowFailure));
  renderWithProviders(<RepliesHubPanel />);
  expect(within(list('Balasan penerima')).getByRole('status').textContent).toBe('Loading...');
  expect(within(list('Yang diberi hati')).getByRole('status').textContent).toBe('Loading...');
  expect((await within(list('Balasan penerima')).findByRole('alert')).textContent).toBe('Gagal mengambil balasan penerima.');
  expect((await within(list('Yang diberi hati')).findByRole('alert')).textContent).toBe('Gagal mengambil balasan penerima.');
  expect(logged.some((line) => line.startsWith('GET /api/replies failed'))).toBe(true);
  expect(logged.some((line) => line.startsWith('GET /api/reactions failed'))).toBe(true);
});

test('a reply is deleted only after the question; then the toast, and it is gone', async () => {
  gift.replies = [
    { id: 2, message: 'Terima kasih', voice_note: null, voice_note_duration_ms: null, created_at: '2026-12-03T13:15:00.000Z' },
    { id: 1, message: '', voice_note: 'reply-voice-notes/a.webm', voice_note_duration_ms: 1200, created_at: '2026-12-02T13:15:00.000Z' },
  ];
  const { user } = renderWithProviders(<RepliesHubPanel />);
  const items = await screen.findAllByTestId('reply-item');
  expect(items.map((item) => item.textContent?.includes('Terima kasih'))).toEqual([true, false]);
  expect(within(items[1]!).getByText('Hanya pesan suara.')).toBeTruthy();
  expect(
    within(items[1]!)
      .getByRole('group', { name: /^Pesan suara balasan, / })
      .querySelector('audio')
      ?.getAttribute('src'),
  ).toBe('/storage/reply-voice-notes/a.webm');

  await user.click(within(items[0]!).getByRole('button', { name: /^Hapus balasan / }));
  const question = await screen.findByRole('alertdialog', { name: 'Hapus balasan ini? Pesan suaranya juga ikut terhapus.' });
  await user.click(within(question).getByRole('button', { name: 'Batal' }));
  expect(screen.getAllByTestId('reply-item')).toHaveLength(2);

  await user.click(within(items[0]!).getByRole('button', { name: /^Hapus balasan / }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, lanjutkan' }));
  expect(await findToast('Balasan dihapus.')).toBeTruthy();
  await waitFor(() => expect(screen.getAllByTestId('reply-item')).toHaveLength(1));
  expect(gift.replies.map((saved) => saved.id)).toEqual([1]);
});

test('the hearted photos and moments, with their count and thumbnail', async () => {
  gift.hearted = [
    { target: 'photo', id: 3, title: 'Pantai', thumb: 'gallery/thumbs/p.webp', count: 1 },
    { target: 'love-moment', id: 1, title: 'Kencan pertama', thumb: null, count: 2 },
  ];
  renderWithProviders(<RepliesHubPanel />);
  const items = await screen.findAllByTestId('hearted-item');
  expect(items.map((item) => item.textContent)).toEqual(['PantaiFoto · 1 hati', '♥Kencan pertamaLove moment · 2 hati']);
  expect(items[0]!.querySelector('img')?.getAttribute('src')).toBe('/storage/gallery/thumbs/p.webp');
});
