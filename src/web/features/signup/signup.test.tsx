import { expect, test, vi } from 'vitest';
import { inIndonesian } from '@shared/message-codes';
import { MSG } from '@shared/messages';
import { ROUTES } from '@shared/routes';
import { SIGNUP_MSG } from '@shared/schemas/signup';
import { builderHandlers, builderState } from '@/testing/handlers/builder';
import { consoleHost, TAKEN_SLUG, TEST_SIGNUP_TOKEN, TEST_WELCOME_CODE } from '@/testing/handlers/signup';
import { giftListReply } from '@shared/schemas/operator';
import { operatorGift } from '@/testing/operator';
import { http, renderWithApp, reply, screen, server, within, writes } from '@/testing/test-utils';

// 'Buat Kado' (docs/product.md 'Buat Kado', decisions 061, 078): the console's form with SIGNUP=open, its checks before
// anything is sent, the address's own check, the same words after any sign-up; the mail's link, where the password is
// chosen; the new gift's welcome.

test('the console shows no sign-up while it is closed: only the operator’s login', async () => {
  server.use(...consoleHost(false));
  await renderWithApp('/', { role: 'anonymous' });
  expect(await screen.findByRole('heading', { name: 'Login Operator' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Buat Kado' })).toBeNull();
});

test('the form checks before sending, checks the address when it is left, then says to check the mail', async () => {
  server.use(...consoleHost(true));
  const { user } = await renderWithApp('/', { role: 'anonymous' });
  const form = (await screen.findByRole('heading', { name: 'Buat Kado' })).closest('section')!;
  const scoped = within(form as HTMLElement);
  await user.click(scoped.getByRole('button', { name: 'Buat Kado' }));
  expect(await scoped.findByText(inIndonesian(MSG.emailRequired))).toBeTruthy();
  expect(scoped.getByText(inIndonesian(MSG.slugRequired))).toBeTruthy();
  expect(writes).toEqual([]);

  const slug = scoped.getByLabelText('Alamat kado');
  await user.type(slug, 'admin');
  await user.tab();
  expect(await scoped.findByText(inIndonesian(MSG.slugReserved))).toBeTruthy();
  await user.clear(slug);
  await user.type(slug, TAKEN_SLUG);
  await user.tab();
  expect(await scoped.findByText(inIndonesian(MSG.slugTaken))).toBeTruthy();
  // Typed as words, the address is offered as one the rules take, and the field says so.
  await user.clear(slug);
  await user.type(slug, 'Raka Dewi');
  await user.tab();
  expect(await scoped.findByText(`Ditulis sebagai raka-dewi. ${inIndonesian(SIGNUP_MSG.slugFree)}`)).toBeTruthy();
  expect((slug as HTMLInputElement).value).toBe('raka-dewi');
  await user.clear(slug);
  await user.type(slug, 'Rina-Gift');
  await user.tab();
  expect(await scoped.findByText(inIndonesian(SIGNUP_MSG.slugFree))).toBeTruthy();

  // No password here: the mailbox's owner chooses it on the mailed link's page.
  expect(scoped.queryByLabelText('Password')).toBeNull();
  await user.type(scoped.getByLabelText('Email'), 'new@kado.test');
  await user.click(scoped.getByLabelText('English'));
  await user.click(scoped.getByRole('button', { name: 'Buat Kado' }));
  expect((await scoped.findByRole('status')).textContent).toBe(inIndonesian(SIGNUP_MSG.checkMail));
  expect(scoped.getByRole('heading', { name: 'Periksa email Anda' })).toBeTruthy();
  expect(writes).toEqual(['POST /api/signup']);
});

test("the mail's link asks for the password and makes the gift only at the giver's press, then goes to its hub", async () => {
  server.use(...consoleHost(true));
  const { user } = await renderWithApp(`/?signup=${TEST_SIGNUP_TOKEN}`, { role: 'anonymous' });
  // Opening the link spends nothing (a mail scanner opens links too): the giver's press does.
  expect(await screen.findByText('Satu langkah lagi: pilih password untuk masuk ke kado Anda, lalu tekan tombol di bawah.')).toBeTruthy();
  expect(writes).toEqual([]);
  await user.type(screen.getByLabelText('Password'), 'short');
  await user.click(screen.getByRole('button', { name: 'Buat kado saya' }));
  expect(await screen.findByText(inIndonesian(MSG.passwordMin))).toBeTruthy();
  expect(writes).toEqual([]);
  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), 'a-long-new-password');
  await user.click(screen.getByRole('button', { name: 'Buat kado saya' }));
  await vi.waitFor(() => expect(window.location.href).toBe(`http://rina.kado.test/edit-pages?welcome=${TEST_WELCOME_CODE}`));
  expect(writes).toEqual(['POST /api/signup/confirm']);
});

test('a used confirmation link says so, with the way back to the sign-up', async () => {
  server.use(...consoleHost(true));
  const { user } = await renderWithApp('/?signup=used-token', { role: 'anonymous' });
  await user.type(await screen.findByLabelText('Password'), 'a-long-new-password');
  await user.click(screen.getByRole('button', { name: 'Buat kado saya' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(inIndonesian(SIGNUP_MSG.tokenUsed));
  expect(screen.getByRole('link', { name: 'Daftar lagi' })).toBeTruthy();
});

test("the new gift's welcome code signs the giver in and opens the builder, Susun Kadomu (decision 064)", async () => {
  server.use(...builderHandlers(builderState()));
  await renderWithApp(`${ROUTES.editPages}?welcome=${TEST_WELCOME_CODE}`, { role: 'anonymous' });
  expect(await screen.findByRole('progressbar', { name: 'Langkah 1 dari 11' })).toBeTruthy();
  expect(window.location.pathname).toBe(ROUTES.editBuild);
  expect(window.location.search).toBe('');
});

test('a spent welcome code says to sign in instead', async () => {
  await renderWithApp(`${ROUTES.editPages}?welcome=spent`, { role: 'anonymous' });
  expect((await screen.findByRole('alert')).textContent).toBe(inIndonesian(SIGNUP_MSG.welcomeInvalid));
  expect(screen.getByRole('link', { name: 'Masuk dengan email dan password' })).toBeTruthy();
});

test('the operator’s console marks a self-made gift and lists the sign-ups still waiting', async () => {
  const gift = operatorGift({ quota_mb: 500, self_made: true });
  // Before the console's own: the first handler that matches answers.
  server.use(
    http.get('/api/operator/gifts', () =>
      reply(giftListReply, {
        success: true,
        data: [gift],
        signups_waiting: [
          { email: 'late@kado.test', slug: 'later', created_at: '2026-11-28T10:00:00.000Z', expires_at: '2026-11-29T10:00:00.000Z' },
        ],
      }),
    ),
    ...consoleHost(true),
  );
  await renderWithApp('/', { role: 'anonymous' });
  expect(await screen.findByText('Dibuat sendiri')).toBeTruthy();
  const waiting = screen.getByRole('region', { name: 'Pendaftaran menunggu konfirmasi' });
  expect(within(waiting).getByText('late@kado.test')).toBeTruthy();
  expect(within(waiting).getByText('later')).toBeTruthy();
  // Signed in, the operator sees no sign-up form.
  expect(screen.queryByRole('heading', { name: 'Buat Kado' })).toBeNull();
});
