import { expect, test } from 'vitest';
import { ROUTES } from '@shared/routes';
import { mainGiftStatusReply } from '@shared/schemas/main-gift';
import { LOVE_TYPING_DEFAULT_PARAGRAPHS, loveTypingReply } from '@shared/schemas/love-typing';
import { http, renderWithApp, reply, screen, server, waitFor, within } from '@/testing/test-utils';

// docs/product.md §4 "Login modal": the edit hub asks for the editor's login first.

test('not logged in: the modal opens with the focus in Email and nothing editable shows; Escape and Batal close it', async () => {
  const { user } = await renderWithApp(ROUTES.editPages, { role: 'anonymous' });
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Email')));
  expect(screen.queryByText(/Masuk sebagai/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();

  // Escape closes it; the page stays locked and offers the login again.
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull());
  expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Login' }));
  const again = await screen.findByRole('dialog', { name: 'Login' });
  await user.click(within(again).getByRole('button', { name: 'Batal' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull());
});

test('a wrong password is said once, in the modal, not again in a toast', async () => {
  const { user } = await renderWithApp(ROUTES.editPages, { role: 'anonymous' });
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  await user.type(within(dialog).getByLabelText('Email'), 'editor@kado.test');
  await user.type(within(dialog).getByLabelText('Password'), 'not-the-password');
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe('Email atau password salah');
  expect(screen.getAllByText('Email atau password salah')).toHaveLength(1);
  expect(screen.queryByText(/Masuk sebagai/)).toBeNull();
});

test("the phone's Back while the login is open goes back to the page before, with no dialog left over it", async () => {
  // The recipient (past the PIN and a perfect quiz) opens the letter from Main Gift, then 'Edit', which asks for the giver's login.
  server.use(
    http.get('/api/main-gift/status', () => reply(mainGiftStatusReply, { success: true, data: { locked: false, reason: 'passed' } })),
    http.get('/api/love-typing', () =>
      reply(loveTypingReply, {
        status: 'success',
        success: true,
        message: 'OK',
        data: { paragraphs: [...LOVE_TYPING_DEFAULT_PARAGRAPHS], background_music: null },
      }),
    ),
  );
  const { user } = await renderWithApp(ROUTES.mainGift, { role: 'viewer' });
  await user.click(await screen.findByRole('link', { name: /Love Letter/ }));
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();

  window.history.back();
  await waitFor(() => expect(window.location.pathname).toBe(ROUTES.mainGift));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull());
  // Main Gift answers taps again: its letter opens without a login in the way.
  await user.click(await screen.findByRole('link', { name: /Love Letter/ }));
  expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
  expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
});
