import { expect, test } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { giver } from './own-gift';
import { passQuiz, unlockWithPin } from './support';

// The modal itself (focus, Escape, Batal, a wrong password said once) is a component test
// (src/web/components/login-modal.test.tsx, decision 053); here the real server's session: its httpOnly cookie, a
// reload that keeps it, and logout.
test.describe('the edit hub asks for the editor login first', () => {
  test('a wrong password shows the server message; the right one opens the hub; logout works', async ({ page }) => {
    await page.goto(ROUTES.editPages);
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Email').fill(giver().email);
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Email atau password salah');
    await expect(page.getByText(/Masuk sebagai/)).toHaveCount(0);

    await dialog.getByLabel('Password').fill(giver().password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Masuk sebagai ${giver().email}`)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');
    // No session token where page scripts can read it: the browser holds only the httpOnly cookie.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'kado_editor');
    expect(cookie?.httpOnly).toBe(true);
    expect(stored).not.toContain(cookie!.value);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The session survives a reload: the server, not the browser, says who is the editor.
    await page.reload();
    await expect(page.getByText(`Masuk sebagai ${giver().email}`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText(/Masuk sebagai/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();

    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });
});

// docs/product.md §28: the login dialog belongs to the page that asked for it. A real browser's Back,
// at a phone's size as on a desktop, leaves with it: nothing stays over the page before to take its taps.
test("the phone's Back while the login is open goes back without it @phone", async ({ page }) => {
  await unlockWithPin(page);
  await passQuiz(page);
  await page.goto(ROUTES.mainGift);
  await page.getByRole('link', { name: /Love Letter/ }).click();
  await expect(page).toHaveURL(/\/love-typing$/);
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/main-gift$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The page answers its taps again.
  await page.getByRole('link', { name: /Love Letter/ }).click();
  await expect(page).toHaveURL(/\/love-typing$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
