import { expect, test } from 'vitest';
import { usageReply } from '@shared/schemas/usage';
import { StorageMeter } from './storage-meter';
import { http, renderWithProviders, reply, screen, server } from '@/testing/test-utils';

// The gift's storage use against its quota under the hub's heading (decision 037, docs/product.md §11): the meter's
// words in Indonesian (id-ID numbers), its values, and its colour as the quota fills.

const MB = 1048576;

function answerUsage(used: number, quota: number) {
  server.use(http.get('/api/usage', () => reply(usageReply, { success: true, data: { used_bytes: used, quota_bytes: quota } })));
}

test("the meter says the use and the quota in the spec's words, and carries them as its values", async () => {
  answerUsage(Math.round(12.34 * MB), 2048 * MB);
  renderWithProviders(<StorageMeter reloadCount={0} />);
  const meter = await screen.findByRole('meter', { name: 'Penyimpanan' });
  expect(screen.getByTestId('storage-meter').textContent).toBe('Penyimpanan: 12,3 MB dari 2.048 MB');
  expect(meter.getAttribute('aria-valuenow')).toBe(String(Math.round(12.34 * MB)));
  expect(meter.getAttribute('aria-valuemax')).toBe(String(2048 * MB));
  expect(meter.firstElementChild?.className).toContain('bg-rose-500');
});

test('nearly full turns amber at 75 % and red at 90 %; over the quota the meter stops at it', async () => {
  answerUsage(80 * MB, 100 * MB);
  const { unmount } = renderWithProviders(<StorageMeter reloadCount={0} />);
  expect((await screen.findByRole('meter')).firstElementChild?.className).toContain('bg-amber-500');
  unmount();
  answerUsage(120 * MB, 100 * MB);
  renderWithProviders(<StorageMeter reloadCount={0} />);
  const meter = await screen.findByRole('meter');
  expect(meter.firstElementChild?.className).toContain('bg-red-500');
  expect(meter.getAttribute('aria-valuenow')).toBe(String(100 * MB));
});
