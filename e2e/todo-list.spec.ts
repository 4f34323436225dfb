import { expect, test, type Route } from './fixtures';
import { TODO_TITLE_MAX } from '../src/shared/constants';
import { ROUTES } from '../src/shared/routes';
import { collectErrors, unique, unlockWithPin } from './support';

// Plans (docs/product.md §2 /todo-list, §4, §5, §8): the recipient plans with the giver. Anonymous visitors may not:
// the page leads them to the PIN (e2e/pin-redirect.spec.ts) and the server refuses and stores nothing
// (src/server/routes/todos.test.ts). Titles carry the project name and a timestamp: the database is shared by the run.

test('the recipient adds, selects and deletes a todo', async ({ page }, testInfo) => {
  const errors = collectErrors(page);
  const title = unique('Piknik di taman', testInfo.project.name);
  await unlockWithPin(page);
  await page.goto(ROUTES.todoList);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose For This Month' })).toBeVisible();

  const input = page.getByLabel('Todo baru');
  const addButton = page.getByRole('button', { name: 'Tambah', exact: true });

  // A blank title never reaches the server.
  await input.fill('   ');
  await addButton.click();
  await expect(page.getByText('Judul todo tidak boleh kosong!')).toBeVisible();

  // A server field error arrives as its own toast (the box's maxlength is the browser's guard; remove it).
  await input.evaluate((element) => element.removeAttribute('maxlength'));
  await input.fill('x'.repeat(TODO_TITLE_MAX + 1));
  await addButton.click();
  await expect(page.getByText(`Judul todo maksimal ${TODO_TITLE_MAX} karakter`)).toBeVisible();
  await expect(input).toHaveValue('x'.repeat(TODO_TITLE_MAX + 1));

  await input.fill(title);
  await addButton.click();
  await expect(page.getByText('Todo berhasil ditambahkan!')).toBeVisible();
  await expect(input).toHaveValue('');
  const todo = page.getByRole('button', { name: title, exact: true });
  await expect(todo).toHaveAttribute('aria-pressed', 'false');

  await todo.click();
  await expect(todo).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`Todo "${title}" dipilih!`)).toBeVisible();
  // The choice is the server's, not only the page's.
  await page.reload();
  await expect(todo).toHaveAttribute('aria-pressed', 'true');

  // A refused toggle shows at once, then goes back with the spec's message.
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const failPut = async (route: Route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    await held;
    return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'boom' }) });
  };
  await page.route('**/api/todos/*', failPut);
  await todo.click();
  await expect(todo).toHaveAttribute('aria-pressed', 'false');
  release?.();
  await expect(page.getByText('Gagal memperbarui atau memilih todo.')).toBeVisible();
  await expect(todo).toHaveAttribute('aria-pressed', 'true');
  await page.unroute('**/api/todos/*', failPut);

  await page.getByRole('button', { name: `Hapus todo "${title}"` }).click();
  await expect(page.getByText('Todo berhasil dihapus!')).toBeVisible();
  await expect(todo).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose For This Month' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(todo).toHaveCount(0);

  await page.getByRole('link', { name: 'Kembali' }).click();
  await expect(page).toHaveURL(ROUTES.features);
  // The refused title (400) and the refused PUT (500) are the only errors the page may report.
  expect(errors.filter((text) => !/Failed to load resource|PUT \/api\/todos failed/.test(text))).toEqual([]);
});
