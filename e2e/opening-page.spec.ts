import { expect, test } from './fixtures';
import { ROUTES } from '../src/shared/routes';

test('when the opening cannot be loaded: the spec toast and the defaults', async ({ page }) => {
  await page.route('**/api/opening', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Terjadi kesalahan pada server.' } }),
  );
  await page.goto(ROUTES.opening);
  await expect(page.getByText('Gagal mengambil data.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This is For' })).toBeVisible();
  await expect(page.getByText('Nama', { exact: true })).toBeVisible();
});
