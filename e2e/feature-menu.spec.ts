import { expect, test } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { openMainGift, passQuiz, unlockWithPin } from './support';

// The feature menu (docs/product.md §2 /features, §5, §8): the heart's gestures and layout, and the lock the server
// keeps. The chosen features under the giver's title, the failures' words and Edit Page's link are component tests
// (src/web/features/feature-menu/feature-menu-page.test.tsx).

const ITEMS = [
  { name: 'Gallery', href: ROUTES.gallery },
  { name: 'Plans', href: ROUTES.todoList },
  { name: 'Mini Games', href: ROUTES.games },
  { name: 'Letter', href: ROUTES.loveMoment },
];

const LOCKED = '🎮 Main Gift masih terkunci! Selesaikan dulu mini game dengan skor sempurna yaa 😁✨';

test.beforeEach(async ({ page }) => {
  await unlockWithPin(page);
});

test('the heart opens the selected features around it; Tutup and Escape close them', async ({ page }, info) => {
  await page.goto(ROUTES.features);
  const heart = page.getByRole('button', { name: 'Main Gift' });
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(heart).toHaveAttribute('aria-expanded', 'false');
  for (const item of ITEMS) await expect(page.getByRole('link', { name: item.name })).toHaveCount(0);

  await heart.click();
  await expect(heart).toHaveAttribute('aria-expanded', 'true');
  for (const item of ITEMS) await expect(page.getByRole('link', { name: item.name })).toHaveAttribute('href', item.href);

  // Phones list the icons under the heart; wider screens place them around it (polled while they fly out).
  const layout = page.getByTestId('menu-heart').locator('..');
  const heartBox = (await heart.boundingBox())!;
  const boxes = () => Promise.all(ITEMS.map((item) => page.getByRole('link', { name: item.name }).boundingBox()));
  if (info.project.name === 'phone') {
    await expect(layout).toHaveAttribute('data-layout', 'list');
    await expect
      .poll(async () => {
        const ys = (await boxes()).map((box) => box!.y);
        return ys.every((y, i) => y > heartBox.y + heartBox.height - 1 && (i === 0 || y > ys[i - 1]!));
      })
      .toBe(true);
  } else {
    await expect(layout).toHaveAttribute('data-layout', 'ring');
    const left = heartBox.x;
    const right = heartBox.x + heartBox.width;
    await expect
      .poll(async () => {
        const centres = (await boxes()).map((box) => box!.x + box!.width / 2);
        return [centres.filter((x) => x < left).length, centres.filter((x) => x > right).length];
      })
      .toEqual([2, 2]);
  }

  await page.getByRole('button', { name: 'Tutup' }).click();
  await expect(heart).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Gallery' })).toHaveCount(0);
  await expect(heart).toBeFocused();

  await heart.click();
  await expect(page.getByRole('link', { name: 'Plans' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(heart).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Plans' })).toHaveCount(0);

  // An icon leads to its page.
  await heart.click();
  await page.getByRole('link', { name: 'Mini Games' }).click();
  await expect(page).toHaveURL(ROUTES.games);
});

test(
  'Main Gift stays locked without a perfect quiz, and opens after one (the server keeps the score)',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto(ROUTES.features);
    await openMainGift(page);
    await expect(page.getByText(LOCKED)).toBeVisible();
    await expect(page).toHaveURL(ROUTES.features);

    await passQuiz(page);
    await page.getByRole('button', { name: 'Main Gift' }).click();
    await expect(page).toHaveURL(ROUTES.mainGift);
  },
);
