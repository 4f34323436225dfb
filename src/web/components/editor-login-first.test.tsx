import { expect, test } from 'vitest';
import { ROUTES } from '@shared/routes';
import { renderWithApp, screen } from '@/testing/test-utils';

// docs/product.md §2 (Login modal): a visitor (the recipient, past the PIN) who opens an editor's address meets the
// login first; 'Batal' leaves the page's heading and no form (the features editor's own: features-editor.test.tsx).

test.each([
  { path: ROUTES.editVideoGift, heading: 'Edit Video Gift', field: 'File Video', loginButton: true },
  { path: ROUTES.editLoveTyping, heading: 'Edit Love Typing', field: 'Paragraf 1', loginButton: false },
  { path: '/edit-love-moment', heading: undefined, field: 'Judul', loginButton: false },
])('a visitor gets the login before the form at $path', async ({ path, heading, field, loginButton }) => {
  const { user } = await renderWithApp(path, { role: 'viewer' });
  expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  expect(screen.queryByLabelText(field, { exact: true })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Batal' }));
  expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
  if (heading) expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
  expect(screen.queryByLabelText(field, { exact: true })).toBeNull();
  // The video editor offers the login again on the page itself.
  if (loginButton) expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
});
