import { expect, test } from 'vitest';
import { inIndonesian } from '@shared/message-codes';
import { MSG } from '@shared/messages';
import { giftCreateReply, giftListReply } from '@shared/schemas/operator';
import { consoleHost } from '@/testing/handlers/signup';
import { operatorGift } from '@/testing/operator';
import { GiftList } from './gift-list';
import { findToast, http, refuse, renderWithApp, renderWithProviders, reply, screen, server, within, writes } from '@/testing/test-utils';

// The operator's forms (docs/product.md §11): the sign-in, and 'Buat Hadiah Baru' with the server's own rules before
// anything is sent, a refusal about a field under it and any other above the button, the new gift's address once
// made and an empty form.

async function openForm() {
  server.use(
    http.get('/api/operator/gifts', () => reply(giftListReply, { success: true, data: [], signups_waiting: [] })),
    ...consoleHost(false),
  );
  const { user } = await renderWithApp('/', { role: 'anonymous' });
  const section = (await screen.findByRole('heading', { name: 'Buat Hadiah Baru' })).closest('section')!;
  return { user, section: section as HTMLElement };
}

test('checks with the server’s rules before sending, and says a field’s refusal under it', async () => {
  const { user, section } = await openForm();
  const form = within(section);
  await user.click(form.getByRole('button', { name: 'Buat Hadiah' }));
  expect(await form.findByText(inIndonesian(MSG.slugRequired))).toBeTruthy();
  expect(writes).toEqual([]);

  server.use(http.post('/api/operator/gifts', () => refuse(409, MSG.slugTaken, { slug: [MSG.slugTaken] })));
  await user.type(form.getByLabelText('Alamat kado'), 'Rina');
  expect((form.getByLabelText('Alamat kado') as HTMLInputElement).value).toBe('rina');
  await user.type(form.getByLabelText('Email pemberi'), 'rina@kado.test');
  await user.type(form.getByLabelText('Password pemberi'), 'a-long-password-1');
  await user.click(form.getByRole('button', { name: 'Buat Hadiah' }));
  expect(await form.findByText(inIndonesian(MSG.slugTaken))).toBeTruthy();
  // Under its field, not again above the button.
  expect(form.queryByRole('alert')).toBeNull();
  expect(writes).toEqual(['POST /api/operator/gifts']);
});

test('a refusal about no field reads above the button, and a made gift empties the form', async () => {
  const { user, section } = await openForm();
  const form = within(section);
  server.use(http.post('/api/operator/gifts', () => refuse(503, MSG.databaseUnavailable)));
  await user.type(form.getByLabelText('Alamat kado'), 'rina');
  await user.type(form.getByLabelText('Email pemberi'), 'rina@kado.test');
  await user.type(form.getByLabelText('Password pemberi'), 'a-long-password-1');
  await user.click(form.getByRole('button', { name: 'Buat Hadiah' }));
  expect((await form.findByRole('alert')).textContent).toBe(inIndonesian(MSG.databaseUnavailable));

  server.use(
    http.post('/api/operator/gifts', () =>
      reply(giftCreateReply, { success: true, message: MSG.giftCreated, data: { slug: 'rina', url: 'http://rina.kado.test/' } }, 201),
    ),
  );
  await user.click(form.getByRole('button', { name: 'Buat Hadiah' }));
  expect((await form.findByRole('status')).textContent).toBe('Hadiah dibuat: http://rina.kado.test/');
  expect(await findToast('Hadiah dibuat: http://rina.kado.test/')).toBeTruthy();
  expect(form.queryByRole('alert')).toBeNull();
  expect((form.getByLabelText('Alamat kado') as HTMLInputElement).value).toBe('');
  expect((form.getByLabelText('Email pemberi') as HTMLInputElement).value).toBe('');
});

test('the operator’s sign-in says a refusal above its button and sends again only once pressed', async () => {
  server.use(
    ...consoleHost(false),
    http.post('/api/operator/login', () => refuse(401, MSG.loginWrong)),
  );
  const { user } = await renderWithApp('/', { role: 'anonymous' });
  const section = within((await screen.findByRole('heading', { name: 'Login Operator' })).closest('section') as HTMLElement);
  await user.type(section.getByLabelText('Email'), ' op@kado.test ');
  await user.type(section.getByLabelText('Password'), 'wrong-password');
  await user.click(section.getByRole('button', { name: 'Login' }));
  expect((await section.findByRole('alert')).textContent).toBe(inIndonesian(MSG.loginWrong));
  expect(writes).toEqual(['POST /api/operator/login']);
  // What was typed stays, for a second try.
  expect((section.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong-password');
});

const rina = operatorGift();

test('a gift’s row: a new password, a quota and an end date are checked before sending, refusals said under their field', async () => {
  server.use(
    http.post('/api/operator/gifts/rina/password', () => refuse(503, MSG.databaseUnavailable)),
    http.post('/api/operator/gifts/rina/quota', () => refuse(503, MSG.databaseUnavailable)),
  );
  const { user } = renderWithProviders(<GiftList gifts={[rina]} />);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  const password = screen.getByLabelText('Password baru untuk pemberi "rina"');
  await user.type(password, 'pendek');
  await user.click(screen.getByRole('button', { name: 'Simpan Password' }));
  expect((await screen.findByRole('alert')).textContent).toBe(inIndonesian(MSG.passwordMin));
  await user.type(password, '-dan-panjang');
  await user.click(screen.getByRole('button', { name: 'Simpan Password' }));
  expect(await screen.findByText(inIndonesian(MSG.databaseUnavailable))).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Batal' }));

  await user.click(screen.getByRole('button', { name: 'Kuota & Tanggal Berakhir' }));
  await user.type(screen.getByLabelText('Kuota penyimpanan "rina" (MB)'), '-5');
  await user.click(screen.getByRole('button', { name: 'Simpan Kuota' }));
  expect(await screen.findByText(inIndonesian(MSG.giftQuotaInvalid))).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Simpan Tanggal' }));
  expect(await screen.findByText('Pilih tanggal dan jam berakhir.')).toBeTruthy();
  expect(writes).toEqual(['POST /api/operator/gifts/rina/password']);
});
