import { expect, test } from 'vitest';
import { ROUTES } from '@shared/routes';
import { quizListReply, quizReply, type QuizSaveInput } from '@shared/schemas/quiz';
import { QUIZ_MSG } from '@shared/messages/quiz';
import { findToast, http, renderWithApp, reply, screen, server, within } from '@/testing/test-utils';

// The quiz editor (docs/product.md §2 "Quiz editor"): the right answer is chosen among the options written, a radio
// group a keyboard and a screen reader reach, never typed a second time.

function answering() {
  const sent: QuizSaveInput[] = [];
  server.use(
    http.post('/api/quizzes/create-or-update', async ({ request }) => {
      const body = (await request.json()) as QuizSaveInput;
      sent.push(body);
      const data = {
        id: 9,
        question: body.question,
        answer: body.answer,
        quiz_options: body.options.map((option, i) => ({ id: i + 1, option })),
      };
      return reply(quizReply, { success: true, message: QUIZ_MSG.saved, data });
    }),
  );
  return sent;
}

test('the right answer is one of the options written, chosen by its words', async () => {
  const sent = answering();
  const { user } = await renderWithApp(ROUTES.quizList);
  const answer = await screen.findByRole('group', { name: 'Jawaban Benar' });
  expect(within(answer).queryAllByRole('radio')).toHaveLength(0);
  expect(within(answer).getByText('Tulis opsi jawaban dulu, lalu pilih yang benar di sini.')).toBeTruthy();
  expect(screen.queryByRole('textbox', { name: 'Jawaban Benar' })).toBeNull();

  await user.type(screen.getByLabelText('Pertanyaan'), 'Makanan kesukaanku?');
  await user.type(screen.getByLabelText('Opsi 1'), 'Nasi goreng');
  await user.type(screen.getByLabelText('Opsi 2'), 'Sate');
  expect(
    within(answer)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual(['Nasi goreng', 'Sate']);

  await user.click(within(answer).getByRole('radio', { name: 'Sate' }));
  expect(within(answer).getByRole('radio', { name: 'Sate' })).toHaveProperty('checked', true);
  // Retyping the chosen option keeps it chosen: the answer follows its words.
  await user.type(screen.getByLabelText('Opsi 2'), ' ayam');
  expect(within(answer).getByRole('radio', { name: 'Sate ayam' })).toHaveProperty('checked', true);

  await user.click(screen.getByRole('button', { name: 'Simpan' }));
  expect(await findToast('Pertanyaan berhasil disimpan!')).toBeTruthy();
  expect(sent).toEqual([{ id: null, question: 'Makanan kesukaanku?', answer: 'Sate ayam', options: ['Nasi goreng', 'Sate ayam'] }]);
});

test('the keyboard moves the choice; nothing chosen is said under the group', async () => {
  const sent = answering();
  const { user } = await renderWithApp(ROUTES.quizList);
  const answer = await screen.findByRole('group', { name: 'Jawaban Benar' });
  await user.type(screen.getByLabelText('Pertanyaan'), 'Kota pertama kita?');
  await user.type(screen.getByLabelText('Opsi 1'), 'Bandung');
  await user.type(screen.getByLabelText('Opsi 2'), 'Jakarta');
  await user.click(screen.getByRole('button', { name: 'Simpan' }));
  expect(answer.getAttribute('aria-invalid')).toBe('true');
  expect(within(answer).getByText('Jawaban benar wajib diisi.')).toBeTruthy();
  expect(sent).toEqual([]);

  within(answer).getByRole('radio', { name: 'Bandung' }).focus();
  await user.keyboard(' ');
  expect(within(answer).getByRole('radio', { name: 'Bandung' })).toHaveProperty('checked', true);
  await user.keyboard('{ArrowDown}');
  expect(within(answer).getByRole('radio', { name: 'Jakarta' })).toHaveProperty('checked', true);
  await user.click(screen.getByRole('button', { name: 'Simpan' }));
  expect(await findToast('Pertanyaan berhasil disimpan!')).toBeTruthy();
  expect(sent.map((body) => body.answer)).toEqual(['Jakarta']);
});

test('a question picked in Edit mode shows its answer chosen; one matching no option says so', async () => {
  server.use(
    http.get('/api/quizzes', () =>
      reply(quizListReply, {
        success: true,
        data: [
          {
            id: 1,
            question: 'Warna favoritku?',
            answer: 'Merah',
            quiz_options: [
              { id: 1, option: 'Biru' },
              { id: 2, option: 'Merah' },
            ],
          },
          {
            id: 2,
            question: 'Hewan favoritku?',
            answer: 'Kucing',
            quiz_options: [
              { id: 3, option: 'Anjing' },
              { id: 4, option: 'Kelinci' },
            ],
          },
        ],
      }),
    ),
  );
  const { user } = await renderWithApp(ROUTES.quizList);
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  const picker = await screen.findByLabelText('Pilih Pertanyaan');
  await user.selectOptions(picker, '1');
  const answer = screen.getByRole('group', { name: 'Jawaban Benar' });
  expect(within(answer).getByRole('radio', { name: 'Merah' })).toHaveProperty('checked', true);
  await user.selectOptions(picker, '2');
  expect(
    within(answer)
      .getAllByRole('radio')
      .some((radio) => (radio as HTMLInputElement).checked),
  ).toBe(false);
  expect(within(answer).getByText('Jawaban benar belum ada di daftar opsi.')).toBeTruthy();
});
