import { ownGift } from './own-gift';
import { expect, request as apiRequest, test, type APIRequestContext, type Page } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { csrf, login, openMainGift, questionsWithAnswers, unlockWithPin } from './support';

// Main Gift is earned, and the server knows it; the giver cannot lock the gift by accident
// (decision 017). Each recipient is a fresh PIN session, so none starts unlocked. What the hub tells the giver
// (a coupon without its number, a question no one can answer right) and the coupon's disabled claim are
// component tests: src/web/features/main-gift/main-gift-hub-panel.test.tsx and coupon/coupon-page.test.tsx.

const LOCKED = '🎮 Main Gift masih terkunci! Selesaikan dulu mini game dengan skor sempurna yaa 😁✨';
const PERFECT = '✅ Selamat! Anda berhasil mendapatkan skor sempurna dan membuka Main Gift 🎁';
const ALL_FEATURES = ['gift', 'gallery', 'todo', 'games', 'letter'];

/** The giver, through the API, in a context of its own (the page stays the recipient's). */
async function giverApi(): Promise<APIRequestContext> {
  const giver = await apiRequest.newContext({ baseURL: ownGift().origin });
  await login(giver);
  return giver;
}

async function saveFeatures(giver: APIRequestContext, selected: string[]): Promise<void> {
  const current = (await (await giver.get('/api/features')).json()) as { data: { title: string } };
  const response = await giver.post('/api/features', {
    data: { title: current.data.title, selected_features: JSON.stringify(selected) },
    headers: csrf,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The locked screen a Main Gift page shows instead of its content. */
async function expectLocked(page: Page): Promise<void> {
  await expect(page.getByTestId('main-gift-locked')).toHaveText(LOCKED);
  await expect(page.getByRole('link', { name: 'Main Mini Game' })).toHaveAttribute('href', ROUTES.games);
  await expect(page.getByRole('link', { name: 'Kembali ke Menu' })).toHaveAttribute('href', ROUTES.features);
}

test('by URL, the Main Gift pages are refused before the quiz; a perfect quiz opens them', async ({ page }) => {
  test.setTimeout(60_000);
  await unlockWithPin(page);

  await page.goto(ROUTES.videoGift);
  await expectLocked(page);
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  for (const path of [ROUTES.loveTyping, ROUTES.coupon, ROUTES.mainGift]) {
    await page.goto(path);
    await expectLocked(page);
  }
  // The server refuses the content itself, not only the page.
  for (const url of ['/api/video-gift', '/api/love-typing', '/api/coupon']) {
    const reply = await page.request.get(url);
    expect(reply.status(), url).toBe(403);
    expect(((await reply.json()) as { message: string }).message).toBe(LOCKED);
  }
  const quiz = await page.request.get('/api/quizzes');
  expect(await quiz.text()).not.toContain('"answer"');

  // The way out leads to the games; a perfect quiz opens Main Gift.
  const questions = await questionsWithAnswers();
  await page.getByRole('link', { name: 'Main Mini Game' }).click();
  await expect(page).toHaveURL(ROUTES.games);
  await page.getByRole('link', { name: 'Quiz Fun' }).click();
  const byText = new Map(questions.map((question) => [question.question, question]));
  for (let step = 0; step < questions.length; step++) {
    await expect(page.getByRole('progressbar', { name: 'Kemajuan kuis' })).toHaveAttribute('aria-valuenow', String(step + 1));
    const shown = ((await page.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
    const question = byText.get(shown)!;
    const right = question.quiz_options.find((option) => option.option.trim().toLowerCase() === question.answer.trim().toLowerCase())!;
    await page.getByRole('list', { name: 'Pilihan jawaban' }).getByRole('button', { name: right.option, exact: true }).click();
    if (step + 1 < questions.length) await expect(page.getByRole('heading', { level: 2 })).not.toHaveText(shown);
  }
  await expect(page.getByText(PERFECT)).toBeVisible();
  await expect(page.getByTestId('quiz-score')).toHaveText(`${questions.length} / ${questions.length}`);

  await page.goto(ROUTES.videoGift);
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(page.getByTestId('main-gift-locked')).toHaveCount(0);
  expect((await page.request.get('/api/video-gift')).status()).toBe(200);
  await page.goto(ROUTES.features);
  await openMainGift(page);
  await expect(page).toHaveURL(ROUTES.mainGift);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pilih Hadiah Spesial');
});

test('a score kept in the browser does not open Main Gift: the server decides', async ({ page }) => {
  await unlockWithPin(page);
  const count = (await questionsWithAnswers()).length;
  await page.goto(ROUTES.features);
  await page.evaluate((score) => localStorage.setItem('is_score', String(score)), count);
  await openMainGift(page);
  await expect(page.getByText(LOCKED)).toBeVisible();
  await expect(page).toHaveURL(ROUTES.features);
  await page.goto(ROUTES.coupon);
  await expectLocked(page);
});

test('unselecting Mini Games opens Main Gift instead of locking it for good', async ({ page }) => {
  const giver = await giverApi();
  try {
    await saveFeatures(giver, ['gift', 'gallery', 'todo', 'letter']);
    await unlockWithPin(page);
    await page.goto(ROUTES.features);
    await openMainGift(page);
    await expect(page).toHaveURL(ROUTES.mainGift);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pilih Hadiah Spesial');
    await page.goto(ROUTES.loveTyping);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Love Letter');
    await expect(page.getByTestId('main-gift-locked')).toHaveCount(0);

    // Mini Games back in the menu: this recipient has not played, so it waits again.
    await saveFeatures(giver, ALL_FEATURES);
    await page.goto(ROUTES.mainGift);
    await expectLocked(page);
  } finally {
    await saveFeatures(giver, ALL_FEATURES);
    await giver.dispose();
  }
});
