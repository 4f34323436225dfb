import { expect, test, vi } from 'vitest';
import { ROUTES } from '@shared/routes';
import { TOAST_CARRY_MS } from '@/components/app-toaster';
import { findToast, renderWithApp, screen, waitFor } from '@/testing/test-utils';

// docs/product.md §9: a toast belongs to its page. Moving on removes the toasts raised before, except one raised in
// the last TOAST_CARRY_MS (the action that moved the page announces itself). The page's clock (Date.now) is held
// here, so what is measured is the rule, not how fast the machine runs the test.

async function toastThenBack(msLater: number) {
  const raisedAt = Date.now();
  const clock = vi.spyOn(Date, 'now').mockReturnValue(raisedAt);
  const { user } = await renderWithApp(ROUTES.todoList, { role: 'viewer' });
  await user.type(await screen.findByLabelText('Todo baru'), '  ');
  await user.click(screen.getByRole('button', { name: /^Tambah$/ }));
  expect(await findToast('Judul todo tidak boleh kosong!')).toBeTruthy();
  clock.mockReturnValue(raisedAt + msLater);
  await user.click(screen.getByRole('link', { name: 'Kembali' }));
  await waitFor(() => expect(window.location.pathname).toBe(ROUTES.features));
  await screen.findByRole('heading', { level: 1 });
}

test("a page's toast is gone on the next page", async () => {
  await toastThenBack(TOAST_CARRY_MS + 200);
  await waitFor(() => expect(screen.queryByText('Judul todo tidak boleh kosong!')).toBeNull());
});

test('a toast raised just before the page moved stays with the next', async () => {
  await toastThenBack(TOAST_CARRY_MS - 400);
  expect(screen.getByText('Judul todo tidak boleh kosong!')).toBeTruthy();
});
