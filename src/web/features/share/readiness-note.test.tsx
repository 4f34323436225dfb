import { expect, test } from 'vitest';
import { READINESS_KEYS, readinessReply } from '@shared/schemas/activity';
import { ReadinessNote } from './readiness-note';
import { http, renderWithProviders, reply, screen, server, waitFor, within } from '@/testing/test-utils';

// 'Bagikan' before the link is copied or the card printed: how many items of 'Siap diberikan?' are
// still open, with a link to the list; advice only, and nothing at all once everything is ready.

test("'Bagikan' says how many items are open, with a link to the list", async () => {
  renderWithProviders(<ReadinessNote />);
  const note = await screen.findByTestId('share-readiness');
  expect(note.textContent).toContain('9 hal belum siap');
  expect(note.textContent).toContain('Hadiah masih bisa dibagikan; ini hanya saran.');
  expect(within(note).getByRole('link', { name: 'Lihat daftar' }).getAttribute('href')).toBe('/edit-pages?section=ready');
});

test("all done: 'Bagikan' says nothing", async () => {
  const allDone = { ready: true, items: READINESS_KEYS.map((key) => ({ key, done: true })) };
  server.use(http.get('/api/readiness', () => reply(readinessReply, { success: true, data: allDone })));
  const { client } = renderWithProviders(<ReadinessNote />);
  await waitFor(() => expect(client.getQueryState(['readiness'])?.status).toBe('success'));
  expect(screen.queryByTestId('share-readiness')).toBeNull();
});
