import { expect, test } from 'vitest';
import { inIndonesian } from '@shared/message-codes';
import { MSG } from '@shared/messages';
import { ROUTES } from '@shared/routes';
import { PASSWORD_MSG } from '@shared/schemas/password';
import { TEST_RESET_TOKEN } from '@/testing/handlers/password';
import { renderWithApp, screen, within } from '@/testing/test-utils';

// docs/product.md §24: 'Lupa password?' under the login, and the page the mail's link opens.

test("'Lupa password?' in the login dialog sends the link and says the same words for any address", async () => {
  const { user } = await renderWithApp(ROUTES.editPages, { role: 'anonymous' });
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  await user.type(within(dialog).getByLabelText('Email'), 'editor@kado.test');
  await user.click(within(dialog).getByRole('button', { name: 'Lupa password?' }));
  expect(within(dialog).getByLabelText('Email')).toHaveProperty('value', 'editor@kado.test');
  await user.click(within(dialog).getByRole('button', { name: 'Kirim tautan' }));
  expect((await within(dialog).findByRole('status')).textContent).toBe(inIndonesian(PASSWORD_MSG.forgotSent));
  await user.click(within(dialog).getByRole('button', { name: 'Kembali ke login' }));
  expect(within(dialog).getByRole('button', { name: 'Login' })).toBeTruthy();
});

test('the link’s page checks the new password, then saves it and offers the hub', async () => {
  const { user } = await renderWithApp(`${ROUTES.editPages}?reset=${TEST_RESET_TOKEN}`, { role: 'anonymous' });
  const field = await screen.findByLabelText('Password baru');
  await user.type(field, 'short');
  await user.click(screen.getByRole('button', { name: 'Simpan password' }));
  expect(await screen.findByText(inIndonesian(MSG.passwordMin))).toBeTruthy();
  await user.clear(field);
  await user.type(field, 'a-long-new-password');
  await user.click(screen.getByRole('button', { name: 'Simpan password' }));
  expect((await screen.findByRole('status')).textContent).toBe(inIndonesian(PASSWORD_MSG.passwordChanged));
  expect(screen.getByRole('link', { name: 'Buka Edit Pages' })).toBeTruthy();
});

test('a used link says so, with the way to ask for a new one', async () => {
  const { user } = await renderWithApp(`${ROUTES.editPages}?reset=used-token`, { role: 'anonymous' });
  await user.type(await screen.findByLabelText('Password baru'), 'a-long-new-password');
  await user.click(screen.getByRole('button', { name: 'Simpan password' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(inIndonesian(PASSWORD_MSG.tokenUsed));
  expect(within(alert).getByRole('link', { name: 'Minta tautan baru' })).toBeTruthy();
});
