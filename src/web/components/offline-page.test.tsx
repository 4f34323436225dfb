import { expect, test, vi } from 'vitest';
import { ROUTES } from '@shared/routes';
import { gift, http, HttpResponse, refuse, renderWithApp, screen, server, waitFor } from '@/testing/test-utils';

// A recipient page whose own data gets no reply shows the offline page in place of its load failure (decision 058):
// 'Kamu sedang offline' with a retry and the way to the menu. A refusal from the server is still the page's own failure
// in the spec's words (docs/product.md §8). That the worker stores every page's data is e2e/offline-every-page.spec.ts.

/** The phone is offline: the browser says so, and these reads get no reply at all. Returns the reads asked for. */
function offline(...paths: string[]): string[] {
  const asked: string[] = [];
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  server.use(
    ...paths.map((path) =>
      http.get(path, () => {
        asked.push(path);
        return HttpResponse.error();
      }),
    ),
  );
  return asked;
}

test('offline, wishes never stored: the offline page with its way back, not the load failure', async () => {
  offline('/api/wishes');
  await renderWithApp(ROUTES.wishes, { role: 'viewer' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Kamu sedang offline' })).toBeTruthy();
  expect(screen.getByText('Halaman ini belum tersimpan di perangkatmu. Sambungkan internet, lalu coba lagi.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Ke menu' }).getAttribute('href')).toBe(ROUTES.features);
  expect(screen.queryByText('Gagal mengambil ucapan.')).toBeNull();
});

test('offline, the menu never stored: the offline page, not the stand-in title and a dead heart', async () => {
  offline('/api/features');
  await renderWithApp(ROUTES.features, { role: 'viewer' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Kamu sedang offline' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Features' })).toBeNull();
  expect(screen.queryByText('Gagal mengambil data fitur.')).toBeNull();
});

test('a refusal from the server is still the page’s own failure, in the spec’s words', async () => {
  server.use(http.get('/api/wishes', () => refuse(500, 'Terjadi kesalahan pada server.')));
  await renderWithApp(ROUTES.wishes, { role: 'viewer' });
  expect(await screen.findByText('Gagal mengambil ucapan.')).toBeTruthy();
  expect(screen.queryByTestId('offline-page')).toBeNull();
});

test('a read that is not the page’s own (the day’s milestone) leaves the page as it is', async () => {
  const asked = offline('/api/milestones');
  gift.daysOfLove = { ...gift.daysOfLove, title: 'Hari Kita' };
  await renderWithApp(ROUTES.daysOfLove, { role: 'viewer' });
  await waitFor(() => expect(asked).toContain('/api/milestones'));
  // The failure has reached the page (a moment after the reply), and the page is still there.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(screen.getByRole('heading', { level: 1, name: 'Hari Kita' })).toBeTruthy();
  expect(screen.queryByTestId('offline-page')).toBeNull();
});
