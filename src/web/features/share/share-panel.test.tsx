import { expect, test } from 'vitest';
import { readinessReply } from '@shared/schemas/activity';
import { revealReply } from '@shared/schemas/reveal';
import { shareReply } from '@shared/schemas/share';
import SharePanel from './share-panel';
import { http, renderWithProviders, reply, screen, server, within } from '@/testing/test-utils';

// 'Bagikan' (docs/product.md §10): a link only this computer opens is said beside the link and by the card; the theme
// and the language are no longer here (they are in 'Tampilan').

function sharing(url: string) {
  server.use(
    http.get('/api/share', () => reply(shareReply, { success: true, data: { url, private: true } })),
    http.get('/api/readiness', () => reply(readinessReply, { success: true, data: { ready: true, items: [] } })),
    http.get('/api/reveal', () =>
      reply(revealReply, { success: true, data: { reveal_at: null, now: new Date().toISOString(), open: true } }),
    ),
  );
}

test('a localhost link: the panel says a phone cannot open it and how to fix it, and so does the card', async () => {
  sharing('http://localhost:3000/s/abc');
  renderWithProviders(<SharePanel />);
  const panel = screen.getByTestId('share-panel');
  const warning = await within(panel).findByTestId('share-loopback');
  expect(warning.textContent).toContain('Link ini hanya terbuka di komputer ini');
  expect(warning.textContent).toContain('HOST=0.0.0.0');
  expect(warning.textContent).toContain('PUBLIC_URL');
  expect(within(panel).getByTestId('share-card-loopback')).toBeTruthy();
  // Not on the printed card itself.
  expect(within(screen.getByTestId('share-print-card')).queryByRole('note')).toBeNull();
});

test('a public link: no warning; the theme and the language are not in Bagikan', async () => {
  sharing('https://kado.example.com/s/abc');
  renderWithProviders(<SharePanel />);
  const panel = screen.getByTestId('share-panel');
  await within(panel).findByLabelText('Link hadiah');
  expect(within(panel).queryByTestId('share-loopback')).toBeNull();
  expect(within(panel).queryByTestId('share-card-loopback')).toBeNull();
  expect(within(panel).queryByRole('group', { name: 'Tema hadiah' })).toBeNull();
  expect(within(panel).queryByRole('group', { name: 'Bahasa hadiah' })).toBeNull();
});
