import { expect, test } from 'vitest';
import { ROUTES } from '@shared/routes';
import { findToast, http, refuse, renderWithApp, screen, server } from '@/testing/test-utils';

// The opening page (docs/product.md §4, §8): when the opening cannot be read, the spec's toast, and the page stands
// on its defaults. The slide and the typed name stay journeys (e2e/entry-journey.spec.ts, e2e/small-things.spec.ts).

test('when the opening cannot be loaded: the spec toast and the defaults', async () => {
  server.use(http.get('/api/opening', () => refuse(500, 'Terjadi kesalahan pada server.')));
  await renderWithApp(ROUTES.opening, { role: 'anonymous' });
  expect(await findToast('Gagal mengambil data.')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'This is For' })).toBeTruthy();
  expect(await screen.findByText('Nama', { exact: true })).toBeTruthy();
});
