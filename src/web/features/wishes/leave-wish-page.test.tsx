import { expect, test } from 'vitest';
import { ROUTES } from '@shared/routes';
import { descriptionOf, gift, http, HttpResponse, logged, renderWithApp, screen, server, waitFor, writes } from '@/testing/test-utils';

// The wishes link's guest page: without the link's key the page says so plainly; with it, the
// friend's name and message are asked for in the spec's words, counted while typed, and a chosen photo is named and
// previewed. That the link's key reaches the browser and a sent photo reaches the giver stays a journey
// (e2e/wishes.spec.ts).

test('without the link: a plain page that says so', async () => {
  gift.wishGuest.key = false;
  await renderWithApp(ROUTES.leaveWish, { role: 'anonymous' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Link ucapan tidak berlaku' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('Link ucapan ini tidak berlaku. Minta link yang baru kepada pemberi hadiah.');
  expect(screen.queryByRole('button', { name: 'Kirim Ucapan' })).toBeNull();
});

test('nothing written: the name is asked for first, with the focus on it; nothing is sent', async () => {
  const { user } = await renderWithApp(ROUTES.leaveWish, { role: 'anonymous' });
  expect(await screen.findByRole('heading', { level: 1, name: `Ucapan untuk ${gift.opening.recipient_name}` })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Kirim Ucapan' }));
  const name = screen.getByLabelText('Namamu');
  await waitFor(() => expect(document.activeElement).toBe(name));
  expect(descriptionOf(name)).toContain('Tulis namamu dulu.');
  expect(descriptionOf(screen.getByLabelText('Ucapanmu'))).toContain('Tulis ucapanmu dulu.');
  expect(writes).toEqual([]);
});

test('a name, a message counted while typed and a photo, named and previewed; sent, the thanks has the focus', async () => {
  const { user } = await renderWithApp(ROUTES.leaveWish, { role: 'anonymous' });
  await user.type(await screen.findByLabelText('Namamu'), 'Tante Rina');
  const message = 'Selamat ya!\nSemoga bahagia selalu.';
  await user.type(screen.getByLabelText('Ucapanmu'), message);
  expect(screen.getByText(`${message.length}/1.000 karakter`)).toBeTruthy();
  await user.upload(
    screen.getByLabelText('Foto (opsional)'),
    new File([new Uint8Array([0xff, 0xd8, 0xff])], 'kita.jpg', { type: 'image/jpeg' }),
  );
  expect(screen.getByText('Foto: kita.jpg')).toBeTruthy();
  expect(screen.getByRole('img', { name: 'Pratinjau foto yang dipilih' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Kirim Ucapan' }));
  const thanks = await screen.findByRole('heading', { level: 1, name: 'Terima kasih!' });
  await waitFor(() => expect(document.activeElement).toBe(thanks));
  expect(gift.wishesSent).toEqual([{ name: 'Tante Rina', message, photo: 'kita.jpg' }]);
});

test('a read that got no reply says so with a retry, and is logged; the retry shows the form', async () => {
  let answered = false;
  server.use(http.get('/api/wishes/guest', () => (answered ? undefined : HttpResponse.error())));
  const { user } = await renderWithApp(ROUTES.leaveWish, { role: 'anonymous' });
  expect((await screen.findByRole('alert')).textContent).toBe('Gagal membuka halaman ucapan. Periksa koneksimu, lalu coba lagi.');
  expect(logged).toEqual([expect.stringMatching(/^GET \/api\/wishes\/guest failed/)]);
  answered = true;
  await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
  expect(await screen.findByLabelText('Namamu')).toBeTruthy();
});

test('a link refused is the page’s answer: no retry, nothing logged', async () => {
  gift.wishGuest.key = false;
  await renderWithApp(ROUTES.leaveWish, { role: 'anonymous' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Link ucapan tidak berlaku' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
  expect(logged).toEqual([]);
});
