import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import type { QuizQuestion } from '../src/shared/schemas/quiz';
import { csrf, expectDialog, login, openMainGift, questionsWithAnswers, toast, unique, unlockWithPin } from './support';

// The quiz (docs/product.md §2, §4, §8; the Main Gift lock: decision 017). The database is shared by the run, and a perfect score
// needs every question right: the player reads the questions as the giver (a recipient is not sent the
// answers; the server scores the attempt) and each test removes the questions it adds.

const PERFECT = '✅ Selamat! Anda berhasil mendapatkan skor sempurna dan membuka Main Gift 🎁';
const LOCKED = '🎮 Main Gift masih terkunci! Selesaikan dulu mini game dengan skor sempurna yaa 😁✨';
const IMPERFECT = '❌ Skor belum sempurna. Silakan coba lagi untuk membuka Main Gift 🔒';

const normalize = (text: string) => text.trim().toLocaleLowerCase();

/** The giver, in an API context of its own (the page stays the recipient's). */
async function editorApi(request: APIRequestContext) {
  await login(request);
  return {
    async create(question: string, answer: string, options: string[]): Promise<QuizQuestion> {
      const saved = await request.post('/api/quizzes/create-or-update', {
        data: { question, answer, options },
        headers: csrf,
      });
      expect(saved.status(), await saved.text()).toBe(200);
      return ((await saved.json()) as { data: QuizQuestion }).data;
    },
    async remove(questionId: number): Promise<void> {
      await request.delete(`/api/quizzes/question/${questionId}`, { headers: csrf });
    },
  };
}

/** Answers every question the page shows: right, or wrong at the steps listed in `wrong`. */
async function playQuiz(
  page: Page,
  questions: (QuizQuestion & { answer: string })[],
  wrong: ReadonlySet<number> = new Set(),
): Promise<void> {
  const byText = new Map(questions.map((question) => [question.question, question]));
  const options = page.getByRole('list', { name: 'Pilihan jawaban' });
  for (let step = 0; step < questions.length; step++) {
    const progress = page.getByRole('progressbar', { name: 'Kemajuan kuis' });
    await expect(progress).toHaveAttribute('aria-valuenow', String(step + 1));
    await expect(progress).toHaveAttribute('aria-valuemax', String(questions.length));
    const shown = (await page.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const question = byText.get(shown.trim());
    expect(question, `question "${shown}" is one the API listed`).toBeDefined();
    const texts = question!.quiz_options.map((option) => option.option);
    const pick = wrong.has(step)
      ? texts.find((text) => normalize(text) !== normalize(question!.answer))
      : texts.find((text) => normalize(text) === normalize(question!.answer));
    expect(pick, `question "${shown}" has the option to pick`).toBeDefined();
    await options.getByRole('button', { name: pick!, exact: true }).click();
    if (step + 1 < questions.length) await expect(page.getByRole('heading', { level: 2 })).not.toHaveText(shown);
  }
}

test('the recipient plays the quiz to a perfect score and Main Gift opens', async ({ page, request }, testInfo) => {
  const giver = await editorApi(request);
  const added = await giver.create(unique('Warna favoritku?', testInfo.project.name), 'Merah muda', ['Biru', 'Merah muda', 'Hijau']);
  try {
    await unlockWithPin(page);
    const questions = await questionsWithAnswers();
    expect(questions.length).toBeGreaterThanOrEqual(2);
    // What the recipient's browser is sent holds no answer.
    expect(await (await page.request.get('/api/quizzes')).text()).not.toContain('"answer"');

    await page.goto(ROUTES.games);
    await page.getByRole('link', { name: 'Quiz Fun' }).click();
    await expect(page).toHaveURL(ROUTES.quiz);
    await playQuiz(page, questions);

    await expect(page.getByRole('heading', { name: 'Hasil Kuis' })).toBeVisible();
    await expect(page.getByTestId('quiz-score')).toHaveText(`${questions.length} / ${questions.length}`);
    await expect(page.getByText(PERFECT)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('is_score'))).toBe(String(questions.length));

    await page.getByRole('link', { name: 'Kembali ke Pilihan Game' }).click();
    await expect(page).toHaveURL(ROUTES.games);
    await page.getByRole('link', { name: 'Kembali' }).click();
    await expect(page).toHaveURL(ROUTES.features);
    await openMainGift(page);
    await expect(page).toHaveURL(ROUTES.mainGift);
  } finally {
    await giver.remove(added.id);
  }
});

test('an imperfect score keeps Main Gift locked; Batalkan Kuis goes back to the games', async ({ page }) => {
  await unlockWithPin(page);
  const questions = await questionsWithAnswers();

  await page.goto(ROUTES.quiz);
  await page.getByRole('link', { name: 'Batalkan Kuis' }).click();
  await expect(page).toHaveURL(ROUTES.games);

  await page.getByRole('link', { name: 'Quiz Fun' }).click();
  await playQuiz(page, questions, new Set([0]));
  await expect(page.getByRole('heading', { name: 'Hasil Kuis' })).toBeVisible();
  await expect(page.getByTestId('quiz-score')).toHaveText(`${questions.length - 1} / ${questions.length}`);
  await expect(page.getByText(IMPERFECT)).toBeVisible();
  // The message brings its own ❌: the toast shows no second mark (✕) beside it.
  await expect(page.getByRole('status').filter({ hasText: IMPERFECT })).toHaveText(IMPERFECT);
  expect(await page.evaluate(() => localStorage.getItem('is_score'))).toBe(String(questions.length - 1));

  await page.goto(ROUTES.features);
  await openMainGift(page);
  await expect(page.getByText(LOCKED)).toBeVisible();
  await expect(page).toHaveURL(ROUTES.features);
});

test('the giver creates a question with 4 options and deletes one on the option page', async ({ page }, testInfo) => {
  const question = unique('Makanan kesukaanku?', testInfo.project.name);
  const options = ['Nasi goreng', 'Sate', 'Bakso', 'Martabak'];
  await login(page);
  await page.goto(ROUTES.quizList);
  const editor = page.getByRole('region', { name: 'Quiz', exact: true });
  await expect(editor.getByRole('button', { name: 'Buat Baru' })).toHaveAttribute('aria-pressed', 'true');

  // Fewer than 2 options: the spec's message, nothing sent.
  // The right answer is chosen among the options written, never typed twice.
  const answer = editor.getByRole('group', { name: 'Jawaban Benar' });
  await editor.getByLabel('Pertanyaan', { exact: true }).fill(question);
  await expect(answer.getByRole('radio')).toHaveCount(0);
  await editor.getByLabel('Opsi 1', { exact: true }).fill('Sate');
  await answer.getByRole('radio', { name: 'Sate' }).check();
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Minimal harus ada 2 opsi jawaban.').first()).toBeVisible();

  for (const [index, option] of options.slice(0, 3).entries()) {
    await editor.getByLabel(`Opsi ${index + 1}`, { exact: true }).fill(option);
  }
  await editor.getByRole('button', { name: 'Tambah opsi' }).click();
  await editor.getByLabel('Opsi 4', { exact: true }).fill(options[3]!);
  await answer.getByRole('radio', { name: 'Sate' }).check();
  await expect(answer.getByRole('radio')).toHaveCount(4);
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Pertanyaan berhasil disimpan!')).toBeVisible();
  await expect(editor.getByLabel('Pertanyaan', { exact: true })).toHaveValue('');

  // Edit mode: picking the question fills the fields with it.
  await editor.getByRole('button', { name: 'Edit', exact: true }).click();
  const picker = editor.getByLabel('Pilih Pertanyaan');
  const value = await picker.locator('option', { hasText: question }).getAttribute('value');
  await picker.selectOption(value!);
  await expect(editor.getByLabel('Pertanyaan', { exact: true })).toHaveValue(question);
  await expect(answer.getByRole('radio', { name: 'Sate' })).toBeChecked();
  await expect(editor.getByLabel('Opsi 4', { exact: true })).toHaveValue(options[3]!);
  await editor.getByRole('button', { name: 'Buat Baru' }).click();

  const card = page.getByRole('link', { name: `Lihat opsi: ${question}` });
  await expect(card).toContainText('4 opsi jawaban');
  await card.click();
  await expect(page).toHaveURL(/\/games\/quiz\/list\/option\/\d+$/);
  await expect(page.getByRole('heading', { name: question })).toBeVisible();
  const items = page.getByRole('main').getByRole('list').getByRole('listitem');
  await expect(items).toHaveCount(4);
  for (const [index, option] of options.entries()) {
    await expect(items.nth(index)).toContainText(`${String.fromCharCode(65 + index)}. ${option}`);
  }

  await page.getByRole('button', { name: 'Hapus opsi C' }).click();
  await expect(page.getByText('Opsi berhasil dihapus')).toBeVisible();
  await expect(items).toHaveCount(3);
  await expect(page.getByText('Bakso')).toHaveCount(0);
  await expect(items.nth(2)).toContainText('C. Martabak');

  // The right answer cannot go, nor can an option below two: either would keep Main Gift locked.
  await page.getByRole('button', { name: 'Hapus opsi B' }).click();
  await expect(toast(page, 'Gagal: Opsi ini adalah jawaban benar. Ubah jawaban benar di editor kuis sebelum menghapusnya.')).toBeVisible();
  await expect(items).toHaveCount(3);
  await page.getByRole('button', { name: 'Hapus opsi C' }).click();
  await expect(items).toHaveCount(2);
  await page.getByRole('button', { name: 'Hapus opsi A' }).click();
  await expect(toast(page, 'Gagal: Minimal harus ada 2 opsi jawaban.')).toBeVisible();
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('A. Nasi goreng');

  // Back on the list, the card counts 3; deleting the question asks first.
  await page.getByRole('link', { name: 'Kembali', exact: true }).click();
  await expect(card).toContainText('2 opsi jawaban');
  const asked = expectDialog(page, 'Yakin mau hapus pertanyaan ini?');
  await page.getByRole('button', { name: `Hapus pertanyaan: ${question}` }).click();
  await asked;
  await expect(card).toHaveCount(0);
});
