import { afterEach, describe, expect, it } from 'vitest';
import { ROUTES } from '@shared/routes';
import { occasionOf } from '@shared/occasions';
import { englishCatalogs } from '@/testing/english';
import { gift, renderWithApp, screen } from '@/testing/test-utils';

// The PIN page names the date it asks for in one set of words (docs/product.md §27): the heading's, the PIN page's
// title the occasion wrote (or the giver), which is also the builder's label for that date. The hint under the heading
// and the field's label say the same words, in either language; none of them speaks of another date.

let putBack: (() => void) | undefined;
afterEach(() => {
  putBack?.();
  putBack = undefined;
});

async function pinPage(title: string) {
  gift.dateInput.title = title;
  await renderWithApp(ROUTES.dateInput, { role: 'anonymous' });
  return screen.findByRole('textbox');
}

describe('the PIN page asks for the date in the words the builder asked in', () => {
  it('a birthday: the heading, the hint and the field all say “Tanggal Lahirmu”', async () => {
    const words = occasionOf('birthday', 'id').dateInputTitle;
    expect(words).toBe('Tanggal Lahirmu');
    const field = await pinPage(words);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tanggal Lahirmu');
    expect(screen.getByText('Masukkan Tanggal Lahirmu (DDMMYY)')).toBeTruthy();
    expect(screen.getByLabelText('PIN: Tanggal Lahirmu (6 digit, DDMMYY)')).toBe(field);
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByText('Masukkan Tanggal Lahirmu (DDMMYY)').id);
    expect(document.body.textContent).not.toMatch(/tanggal spesial/i);
  });

  it('an anniversary: “Tanggal Jadian Kita” everywhere', async () => {
    const field = await pinPage(occasionOf('anniversary', 'id').dateInputTitle);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tanggal Jadian Kita');
    expect(screen.getByText('Masukkan Tanggal Jadian Kita (DDMMYY)')).toBeTruthy();
    expect(screen.getByLabelText('PIN: Tanggal Jadian Kita (6 digit, DDMMYY)')).toBe(field);
    expect(document.body.textContent).not.toMatch(/tanggal spesial/i);
  });

  it('an English birthday: “Your Birthday” in the heading, the hint and the label', async () => {
    gift.settings.language = 'en';
    putBack = englishCatalogs();
    const field = await pinPage(occasionOf('birthday', 'en').dateInputTitle);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your Birthday');
    expect(screen.getByText('Enter Your Birthday (DDMMYY)')).toBeTruthy();
    expect(screen.getByLabelText('PIN: Your Birthday (6 digits, DDMMYY)')).toBe(field);
    expect(document.body.textContent).not.toMatch(/special date/i);
  });

  it('a title the giver wrote is the date’s words too', async () => {
    const field = await pinPage('Hari Kita Bertemu');
    expect(screen.getByText('Masukkan Hari Kita Bertemu (DDMMYY)')).toBeTruthy();
    expect(screen.getByLabelText('PIN: Hari Kita Bertemu (6 digit, DDMMYY)')).toBe(field);
  });
});
