import { expect, test } from 'vitest';
import { ALL_FEATURE_IDS } from '@shared/constants';
import { COUPON_DEFAULTS, couponReply } from '@shared/schemas/coupon';
import { quizListReply } from '@shared/schemas/quiz';
import { MainGiftHubPanel } from './main-gift-hub-panel';
import { gift, http, renderWithProviders, reply, screen, server, within } from '@/testing/test-utils';

// What would keep the recipient from the Main Gift (decision 017), told to the giver in the hub's Main Gift section
// from the rules the server scores with, and the coupon's claim without a WhatsApp number. The lock itself (the
// server refusing the pages before a perfect quiz) is e2e/main-gift-lock.spec.ts's; the coupon's claim button is
// coupon/coupon-page.test.tsx's.

const question = (id: number, text: string, answer: string, options: string[]) => ({
  id,
  question: text,
  answer,
  quiz_options: options.map((option, index) => ({ id: id * 10 + index, option })),
});

function answerWith(coupon: typeof COUPON_DEFAULTS, questions: ReturnType<typeof question>[]) {
  server.use(
    http.get('/api/coupon', () => reply(couponReply, { success: true, data: coupon })),
    http.get('/api/quizzes', () => reply(quizListReply, { success: true, data: questions })),
  );
}

test("without a WhatsApp number the hub says 'Klaim Hadiah' is not active yet, and how the quiz opens Main Gift", async () => {
  answerWith({ ...COUPON_DEFAULTS, whatsappNumber: '' }, [question(1, 'Warna favoritku?', 'Merah', ['Merah', 'Biru'])]);
  renderWithProviders(<MainGiftHubPanel couponEditor={null} />);
  const check = await screen.findByTestId('main-gift-check');
  expect(check.textContent).toContain("Nomor WhatsApp kupon belum diisi: tombol 'Klaim Hadiah' belum aktif.");
  expect(check.textContent).toContain('Main Gift terbuka setelah penerima menjawab 1 pertanyaan kuis dengan benar.');
  expect(check.textContent).not.toContain('Main Gift tidak akan bisa dibuka penerima:');
});

test('the hub warns when a question cannot be answered right, so Main Gift would stay locked', async () => {
  answerWith({ ...COUPON_DEFAULTS, whatsappNumber: '6281122334455' }, [
    question(1, 'Warna favoritku?', 'Merah', ['Merah', 'Biru']),
    question(2, 'Tebak angka?', 'Tujuh', ['Satu', 'Dua']),
  ]);
  renderWithProviders(<MainGiftHubPanel couponEditor={null} />);
  const check = await screen.findByTestId('main-gift-check');
  const alert = (await within(check).findAllByRole('alert')).find((found) => found.textContent?.includes('tidak akan bisa'))!;
  expect(alert.textContent).toContain('Main Gift tidak akan bisa dibuka penerima:');
  expect(alert.textContent).toContain('Pertanyaan "Tebak angka?": jawaban benarnya tidak ada di daftar opsi.');
  expect(alert.textContent).not.toContain('Warna favoritku?');
  expect(check.textContent).not.toContain('Nomor WhatsApp kupon belum diisi');
});

test('lent to the builder (its editors in place), the warning leads nowhere else: the quiz editor is in the same step', async () => {
  answerWith({ ...COUPON_DEFAULTS, whatsappNumber: '6281122334455' }, [question(2, 'Tebak angka?', 'Tujuh', ['Satu', 'Dua'])]);
  renderWithProviders(<MainGiftHubPanel couponEditor={null} inPlace={{ video: () => null, letter: () => null }} />);
  const check = await screen.findByTestId('main-gift-check');
  await within(check).findByText('Main Gift tidak akan bisa dibuka penerima:');
  expect(within(check).queryByRole('link')).toBeNull();
  // The entries are buttons opening the editors in place, not links to their pages.
  expect(screen.getAllByRole('button', { name: /Edit (Video Gift|Love Typing)/ })).toHaveLength(2);
});

test('without a question the hub says the Main Gift opens without a quiz because there is none', async () => {
  answerWith(COUPON_DEFAULTS, []);
  renderWithProviders(<MainGiftHubPanel couponEditor={null} />);
  const check = await screen.findByTestId('main-gift-check');
  expect(check.textContent).toContain('Belum ada pertanyaan kuis, jadi Main Gift terbuka tanpa kuis.');
  expect(check.textContent).not.toContain('Mini Games tidak dipilih');
});

test('with Mini Games left out of the menu the hub says so, though questions are written', async () => {
  answerWith(COUPON_DEFAULTS, [question(1, 'Warna favoritku?', 'Merah', ['Merah', 'Biru'])]);
  const withoutGames = ALL_FEATURE_IDS.filter((id) => id !== 'games');
  gift.features = { ...gift.features, selected_features: JSON.stringify(withoutGames) };
  renderWithProviders(<MainGiftHubPanel couponEditor={null} />);
  const check = await screen.findByTestId('main-gift-check');
  expect(check.textContent).toContain('Mini Games tidak dipilih di menu, jadi Main Gift terbuka tanpa kuis.');
  expect(check.textContent).not.toContain('Belum ada pertanyaan kuis');
  expect(check.textContent).not.toContain('pertanyaan kuis dengan benar');
});
