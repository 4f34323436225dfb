import { expect, test } from 'vitest';
import { ROUTES } from '@shared/routes';
import { findToast, http, logged, refuse, renderWithApp, screen, server, waitFor } from '@/testing/test-utils';

// The giver's quiz page when the questions could not be read (docs/product.md §8 Quiz, decision 095): the list and
// the quiz editor beside it both read them and both have 'Gagal memuat daftar pertanyaan.' as their words; the giver
// sees that toast once, and the list says it where the cards would be.

test('the list and its editor failing on one read show one toast, and the list an alert', async () => {
  server.use(http.get('/api/quizzes', () => refuse(500, 'x')));
  await renderWithApp(ROUTES.quizList, { role: 'editor' });
  expect(await findToast('Gagal memuat daftar pertanyaan.')).toBeTruthy();
  expect(await screen.findByText('Gagal memuat daftar pertanyaan.', { selector: '[role=alert]' })).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Quiz', level: 2 })).toBeTruthy();
  // Each of the two logs the failure; the toast is one.
  await waitFor(() => expect(logged.filter((line) => line.startsWith('GET /api/quizzes failed')).length).toBeGreaterThanOrEqual(2));
  const toasts = screen.getAllByText('Gagal memuat daftar pertanyaan.', { selector: '[role=status] span' });
  expect(toasts.length).toBe(1);
});
