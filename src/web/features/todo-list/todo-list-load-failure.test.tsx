import { expect, test } from 'vitest';
import { ROUTES } from '@shared/routes';
import { findToast, http, logged, refuse, renderWithApp, screen, server } from '@/testing/test-utils';

// Plans whose list could not be read (docs/product.md §8, decision 095): the spec's toast, the same words as an alert
// where the list would be (so a screen reader hears it there too), and the failure logged with its request, once.

test('a failed read: the toast, an alert in the list, logged once', async () => {
  server.use(http.get('/api/todos', () => refuse(500, 'x')));
  await renderWithApp(ROUTES.todoList, { role: 'viewer' });
  expect(await findToast('Gagal mengambil data todo.')).toBeTruthy();
  const list = screen.getByRole('region', { name: 'Daftar todo' });
  expect((await screen.findByText('Gagal mengambil data todo.', { selector: '[role=alert]' })).closest('section')).toBe(list);
  expect(logged).toEqual([expect.stringMatching(/^GET \/api\/todos failed/)]);
});
