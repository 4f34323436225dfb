import { expect, test } from 'vitest';
import FootstepsPanel from './footsteps-panel';
import { delay, findToast, gift, http, logged, refuse, renderWithProviders, screen, server, within, writes } from '@/testing/test-utils';

// 'Jejak': when the recipient first opened the gift and their footsteps, newest first, and the
// switch that turns the recording off. What is recorded is the server's (src/server/routes/activity.test.ts) and
// the recipient's browser's (e2e/footsteps.spec.ts); the hub's sections are in the accessibility sweep.

test('with no footsteps yet the panel says when they come; the recording is on', async () => {
  renderWithProviders(<FootstepsPanel />);
  expect(screen.getByRole('heading', { name: 'Jejak' })).toBeTruthy();
  expect(await screen.findByText('Belum ada jejak. Jejak muncul setelah penerima memasukkan PIN yang benar.')).toBeTruthy();
  const record = screen.getByRole('switch', { name: 'Catat jejak penerima' });
  expect((record as HTMLInputElement).checked).toBe(true);
});

test('the first right PIN and each page, newest first, on the gift’s calendar (WIB)', async () => {
  gift.activity = [
    { event: 'page', page: 'todoList', at: '2026-12-03T13:16:00.000Z' },
    { event: 'page', page: 'gallery', at: '2026-12-03T13:15:30.000Z' },
    { event: 'unlocked', at: '2026-12-03T13:15:00.000Z' },
  ];
  renderWithProviders(<FootstepsPanel />);
  // 13.15 UTC is 20.15 in Jakarta.
  expect(await screen.findByText('Dibuka pertama kali 3 Des 2026 20.15')).toBeTruthy();
  const items = within(screen.getByRole('list', { name: 'Jejak terbaru' })).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Membuka Plans 3 Des 2026 20.16',
    'Membuka Galeri 3 Des 2026 20.15',
    'Membuka hadiah dengan PIN 3 Des 2026 20.15',
  ]);
});

test('a long trail shows the newest 15 and counts the rest', async () => {
  gift.activity = Array.from({ length: 18 }, (_, index) => ({
    event: 'page' as const,
    page: 'gallery' as const,
    at: `2026-12-03T13:${String(59 - index)}:00.000Z`,
  }));
  renderWithProviders(<FootstepsPanel />);
  expect(await screen.findByText('dan 3 jejak sebelumnya')).toBeTruthy();
  expect(within(screen.getByRole('list', { name: 'Jejak terbaru' })).getAllByRole('listitem')).toHaveLength(15);
  expect(screen.getByText('Belum pernah dibuka.')).toBeTruthy();
});

test('turned off, the switch says nothing is written, and the server keeps it', async () => {
  const { user } = renderWithProviders(<FootstepsPanel />);
  const record = await screen.findByRole('switch', { name: 'Catat jejak penerima' });
  expect(
    screen.getByText('Dicatat: PIN yang benar, halaman yang pertama dibuka tiap sesi, kuis sempurna dan kupon yang diklaim.'),
  ).toBeTruthy();
  await user.click(record);
  expect(await findToast('Jejak penerima tidak dicatat lagi.')).toBeTruthy();
  expect((record as HTMLInputElement).checked).toBe(false);
  expect(screen.getByText('Tidak dicatat: tidak ada yang ditulis sampai kamu menyalakannya lagi.')).toBeTruthy();
  expect(writes).toEqual(['PUT /api/settings']);
  expect(gift.settings.record_activity).toBe(false);
});

test('a failed save says so and the switch goes back', async () => {
  // A reply without words of its own: the panel's own message stands in (api/client.ts errorMessage).
  server.use(http.put('/api/settings', () => new Response(null, { status: 500 })));
  const { user } = renderWithProviders(<FootstepsPanel />);
  const record = await screen.findByRole('switch', { name: 'Catat jejak penerima' });
  await user.click(record);
  expect(await findToast('Gagal menyimpan pengaturan jejak.')).toBeTruthy();
  expect((record as HTMLInputElement).checked).toBe(true);
});

test('while read the list says so; a failed read is an alert, logged with its request', async () => {
  server.use(
    http.get('/api/activity', async () => {
      await delay(200);
      return refuse(500, 'x');
    }),
  );
  renderWithProviders(<FootstepsPanel />);
  expect(screen.getByRole('status').textContent).toBe('Loading...');
  expect((await screen.findByText('Gagal mengambil jejak penerima.')).getAttribute('role')).toBe('alert');
  expect(logged).toEqual([expect.stringMatching(/^GET \/api\/activity failed/)]);
});
