import { afterEach, expect, test } from 'vitest';
import { showMessagesWith } from '@shared/field-errors';
import { renderMessage } from '@shared/message-codes';
import '@shared/message-language';
import { ROUTES } from '@shared/routes';
import { englishCatalogs } from '@/testing/english';
import HeartMomentsHubPanel from './heart-moments-hub-panel';
import { findToast, gift, renderWithApp, renderWithProviders, screen, waitFor, writes } from '@/testing/test-utils';

// Word of the giver's shared moments to the recipient (docs/product.md §26, §29): the address is asked with its consent
// in the form on /momen-hati; without the box ticked nothing is kept (the server's refusal, in both languages); once
// kept the page says where the news goes and how to stop. The giver's preview shows no such form; the giver's own
// switch is in the hub's section. What is mailed is the server's (src/server/routes/heart-moments-mail.test.ts).

let putBack: (() => void) | undefined;
afterEach(() => {
  putBack?.();
  putBack = undefined;
  showMessagesWith((message) => renderMessage(message, 'id'));
});

test('asks for the consent before it keeps an address, then says where news goes and stops on request', async () => {
  const { user } = await renderWithApp(ROUTES.heartMoments, { role: 'viewer' });
  const section = await screen.findByRole('region', { name: 'Kabari aku lewat email' });
  expect(section.textContent).toContain('Isi momennya tidak ikut di email.');
  await user.type(screen.getByLabelText('Email'), 'rina@kado.test');
  await user.click(screen.getByRole('button', { name: 'Simpan Email' }));
  expect(await screen.findByText('Centang persetujuannya dulu agar kami boleh mengirimimu email.')).toBeTruthy();
  const consent = screen.getByRole('checkbox', { name: /Aku setuju dikirimi email saat pemberi hadiah membagikan momen/ });
  expect(consent.getAttribute('aria-invalid')).toBe('true');
  expect(gift.momentMail).toBeNull();

  await user.click(consent);
  await user.click(screen.getByRole('button', { name: 'Simpan Email' }));
  expect(await findToast('Kami akan mengabarimu lewat email saat pemberi hadiah membagikan momen.')).toBeTruthy();
  expect(await screen.findByText('Kabar momen dikirim ke rina@kado.test.')).toBeTruthy();
  expect(gift.momentMail).toBe('rina@kado.test');

  await user.click(screen.getByRole('button', { name: 'Berhenti kirim email' }));
  expect(await findToast('Emailmu dihapus. Kami tidak akan mengirimimu email lagi.')).toBeTruthy();
  expect(await screen.findByRole('button', { name: 'Simpan Email' })).toBeTruthy();
  expect(gift.momentMail).toBeNull();
  expect(writes).toEqual(['PUT /api/heart-moments/mail', 'PUT /api/heart-moments/mail', 'DELETE /api/heart-moments/mail']);
});

test('refuses a wrong address under its field, and the missing consent in English', async () => {
  putBack = englishCatalogs();
  showMessagesWith((message) => renderMessage(message, 'en'));
  const { user } = await renderWithApp(ROUTES.heartMoments, { role: 'viewer' });
  await screen.findByRole('region', { name: 'Tell me by email' });
  await user.type(screen.getByLabelText('Email'), 'bukan-email');
  await user.click(screen.getByRole('checkbox', { name: /I agree to be emailed when the giver shares a moment/ }));
  await user.click(screen.getByRole('button', { name: 'Save Email' }));
  expect(await screen.findByText('The email format is not valid')).toBeTruthy();
  expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'rina@kado.test');
  await user.click(screen.getByRole('button', { name: 'Save Email' }));
  expect(await screen.findByText('Tick the consent first, so we may email you.')).toBeTruthy();
  expect(gift.momentMail).toBeNull();
});

test('the giver’s preview asks no address; the hub’s section has the giver’s own switch', async () => {
  const view = await renderWithApp(ROUTES.heartMoments, { role: 'editor' });
  await screen.findByRole('heading', { name: 'Momen kalian' });
  expect(screen.queryByRole('region', { name: 'Kabari aku lewat email' })).toBeNull();
  view.unmount();
  renderWithProviders(<HeartMomentsHubPanel />, { role: 'editor' });
  const giverSwitch = await screen.findByRole<HTMLInputElement>('switch', { name: 'Email saat penerima membagikan momen' });
  await waitFor(() => expect(giverSwitch.disabled).toBe(false));
  expect(giverSwitch.checked).toBe(true);
});
