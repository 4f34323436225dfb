import { expect, test } from 'vitest';
import { ROUTES } from '@shared/routes';
import { descriptionOf, findToast, gift, renderWithApp, screen, within, writes } from '@/testing/test-utils';

// Balas Hadiah, the recipient's form: a letter of up to 2,000 characters or a voice note, refused
// with the spec's words when neither is there. Recording with the microphone and the server reading the voice
// note's length stay a journey (e2e/replies.spec.ts).

test('nothing written: the page says so and sends nothing', async () => {
  const { user } = await renderWithApp(ROUTES.reply, { role: 'viewer' });
  expect(screen.getByRole('heading', { level: 1, name: 'Balas Hadiah' })).toBeTruthy();
  expect(await screen.findByText('Belum ada balasan.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Kirim Balasan' }));
  expect(screen.getByRole('alert').textContent).toBe('Tulis balasan atau rekam pesan suara dulu.');
  expect(descriptionOf(screen.getByLabelText('Balasanmu'))).toContain('Tulis balasan atau rekam pesan suara dulu.');
  expect(writes).toEqual([]);
});

test('a letter: its count while typed; sent, the toast, an empty field, and the reply under the form', async () => {
  const { user } = await renderWithApp(ROUTES.reply, { role: 'viewer' });
  const field = screen.getByLabelText('Balasanmu');
  expect(screen.getByText('0/2.000 karakter')).toBeTruthy();
  await user.type(field, 'Terima kasih, Sayang');
  expect(screen.getByText('20/2.000 karakter')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Kirim Balasan' }));
  expect(await findToast('Balasanmu terkirim!')).toBeTruthy();
  expect((field as HTMLTextAreaElement).value).toBe('');
  expect(writes).toEqual(['POST /api/replies']);
  const sent = screen.getByRole('region', { name: 'Balasan yang sudah dikirim' });
  expect(await within(sent).findByText('Terima kasih, Sayang')).toBeTruthy();
  expect(gift.replies.map((saved) => saved.message)).toEqual(['Terima kasih, Sayang']);
});

test('the giver’s preview says only the recipient sends, and cannot send', async () => {
  await renderWithApp(ROUTES.reply, { role: 'editor' });
  expect(screen.getByRole('note').textContent).toBe('Ini pratinjau pemberi hadiah: balasan hanya bisa dikirim oleh penerima.');
  expect((screen.getByRole('button', { name: 'Kirim Balasan' }) as HTMLButtonElement).disabled).toBe(true);
});
