import { expect, test } from 'vitest';
import { ROUTES, routePath } from '@shared/routes';
import { renderWithApp, screen } from '@/testing/test-utils';

// The quiz's option page (docs/product.md §6): a question that does not exist, or an address that names none, is
// said in the spec's words (the server's 404 for an unknown id: src/server/routes/quiz.test.ts).

test.each([{ id: '999999' }, { id: 'abc' }])('the option page says when a question does not exist ($id)', async ({ id }) => {
  await renderWithApp(routePath(ROUTES.quizOptions, { id }), { role: 'viewer' });
  expect((await screen.findByText('Data kuis tidak ditemukan.')).getAttribute('role')).toBe('alert');
});
