import { Profiler } from 'react';
import { expect, test } from 'vitest';
import { ROUTES } from '@shared/routes';
import { AppRoutes } from '@/router';
import { findToast, gift, http, logged, refuse, renderWithApp, renderWithProviders, screen, server } from '@/testing/test-utils';

// The feature menu (docs/product.md §2 /features, §5, §8): the giver's title and chosen features; its failures in
// the spec's words. The heart's gestures and layout at phone size stay journeys (e2e/feature-menu.spec.ts).

test('only the selected features show, under the title the giver chose', async () => {
  gift.features = { title: 'Menu Kita', selected_features: JSON.stringify(['gift', 'gallery', 'games']) };
  const { user } = await renderWithApp(ROUTES.features, { role: 'viewer' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Menu Kita' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Main Gift' }));
  expect(await screen.findByRole('link', { name: 'Gallery' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Mini Games' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Plans' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Letter' })).toBeNull();
});

test('failures: the features cannot load, the score cannot be checked; the page stays', async () => {
  server500('/api/features');
  server500('/api/main-gift/status');
  const { user } = await renderWithApp(ROUTES.features, { role: 'viewer' });
  expect(await findToast('Gagal mengambil data fitur.')).toBeTruthy();
  const heart = screen.getByRole('button', { name: 'Main Gift' });
  await user.click(heart);
  expect(screen.queryByRole('link', { name: 'Gallery' })).toBeNull();
  await user.click(heart);
  expect(await screen.findByText('❌ Gagal mengecek skor. Coba lagi nanti.')).toBeTruthy();
  expect(window.location.pathname).toBe(ROUTES.features);
  expect(logged.some((line) => line.startsWith('GET /api/main-gift/status failed'))).toBe(true);
});

test('Edit Page is there for everyone and leads to the edit hub', async () => {
  await renderWithApp(ROUTES.features, { role: 'viewer' });
  expect(screen.getByRole('link', { name: 'Edit Page' }).getAttribute('href')).toBe(ROUTES.editPages);
});

function server500(path: string) {
  server.use(http.get(path, () => refuse(500, 'Terjadi kesalahan pada server.')));
}

test("the heart's tap is drawn first, the items in the next render (a slow phone paints the tap at once)", async () => {
  gift.features = { title: 'Menu Kita', selected_features: JSON.stringify(['gift', 'gallery', 'games']) };
  // What each commit put on screen: was the heart open, and how many items were there.
  const commits: string[] = [];
  const record = () => {
    const heart = document.querySelector('[data-testid=menu-heart]');
    const items = document.querySelectorAll('[data-testid^=menu-item-]').length;
    if (heart) commits.push(`${heart.getAttribute('aria-expanded')} ${items}`);
  };
  const view = renderWithProviders(
    <Profiler id="app" onRender={record}>
      <AppRoutes />
    </Profiler>,
    { role: 'viewer', url: ROUTES.features },
  );
  await screen.findByRole('heading', { level: 1, name: 'Menu Kita' });
  commits.length = 0;
  await view.user.click(screen.getByRole('button', { name: 'Main Gift' }));
  expect(await screen.findByRole('link', { name: 'Gallery' })).toBeTruthy();
  // The first commit after the tap: the heart open, no item yet; then the items.
  expect(commits[0]).toBe('true 0');
  expect(commits.at(-1)).toBe('true 2');
});
