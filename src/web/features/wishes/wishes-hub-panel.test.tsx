import { expect, test } from 'vitest';
import { wishListReply } from '@shared/schemas/wishes';
import WishesHubPanel from './wishes-hub-panel';
import { delay, http, logged, refuse, renderWithProviders, reply, screen, server } from '@/testing/test-utils';

// The hub's 'Ucapan' list (components/hub-list-section.tsx): loading, failed (an alert, and the failure
// logged with its request) and empty, each in its own words.

test('while the wishes are read the list says so; with none, it says where they will come from', async () => {
  server.use(
    http.get('/api/wishes', async () => {
      await delay(200);
      return reply(wishListReply, { success: true, data: [] });
    }),
  );
  renderWithProviders(<WishesHubPanel />);
  expect((await screen.findAllByRole('status')).some((status) => status.textContent === 'Loading...')).toBe(true);
  expect(await screen.findByText('Belum ada ucapan. Bagikan link di atas ke teman dan keluarga.')).toBeTruthy();
});

test('a failed read is an alert, and is logged with its request', async () => {
  server.use(http.get('/api/wishes', () => refuse(500, 'x')));
  renderWithProviders(<WishesHubPanel />);
  expect((await screen.findByText('Gagal mengambil ucapan.')).getAttribute('role')).toBe('alert');
  expect(logged.some((line) => line.startsWith('GET /api/wishes failed'))).toBe(true);
});

test('the section says what the wishes take of the gift: their count of the most, their photos of their share', async () => {
  renderWithProviders(<WishesHubPanel />);
  expect(await screen.findByText('2 dari 300 ucapan · foto 3,0 MB dari 512 MB')).toBeTruthy();
  const meter = screen.getByRole('meter', { name: 'Batas ucapan' });
  expect([meter.getAttribute('value'), meter.getAttribute('max')]).toEqual([String(3 * 1048576), String(512 * 1048576)]);
});
