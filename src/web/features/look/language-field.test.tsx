import { afterEach, expect, test, vi } from 'vitest';
import { ROUTES } from '@shared/routes';
import { LanguageField } from './language-field';
import { englishCatalogs } from '@/testing/english';
import { findToast, gift, http, renderWithApp, renderWithProviders, screen, server, waitFor, within, writes } from '@/testing/test-utils';

// The gift's language: two radio buttons in 'Tampilan'; a choice is saved at once and the hub reloads,
// since every page takes its words when it loads. An English page takes every catalog's English twin. That the server
// then sends the English shell, its loading screen and its own messages in English stays a journey (e2e/english.spec.ts).

let putBack: (() => void) | undefined;
afterEach(() => {
  putBack?.();
  putBack = undefined;
});

test('the giver picks English: it is saved, said, and the page reloads', async () => {
  const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
  const { user } = renderWithProviders(<LanguageField />);
  const field = screen.getByRole('group', { name: 'Bahasa hadiah' });
  expect(((await within(field).findByRole('radio', { name: 'Bahasa Indonesia' })) as HTMLInputElement).checked).toBe(true);
  await user.click(within(field).getByRole('radio', { name: 'English' }));
  expect(await findToast('Bahasa hadiah disimpan. Halaman dimuat ulang...')).toBeTruthy();
  expect(writes).toEqual(['PUT /api/settings']);
  expect(gift.settings.language).toBe('en');
  await waitFor(() => expect(reload).toHaveBeenCalledOnce());
});

test('a failed save says so and keeps Indonesian', async () => {
  server.use(http.put('/api/settings', () => new Response(null, { status: 500 })));
  const { user } = renderWithProviders(<LanguageField />);
  await user.click(await screen.findByRole('radio', { name: 'English' }));
  expect(await findToast('Gagal menyimpan bahasa hadiah.')).toBeTruthy();
  expect((screen.getByRole('radio', { name: 'Bahasa Indonesia' }) as HTMLInputElement).checked).toBe(true);
});

test('an English gift: the hub and the recipient’s pages take the English words; the Indonesian come back after', async () => {
  gift.settings.language = 'en';
  putBack = englishCatalogs();
  const { unmount } = renderWithProviders(<LanguageField />);
  const field = screen.getByRole('group', { name: 'Gift language' });
  expect(((await within(field).findByRole('radio', { name: 'English' })) as HTMLInputElement).checked).toBe(true);
  unmount();
  await renderWithApp(ROUTES.dateInput, { role: 'anonymous' });
  expect(await screen.findByLabelText(/^PIN: .+ \(6 digits, DDMMYY\)$/)).toBeTruthy();
  putBack();
  putBack = undefined;
  renderWithProviders(<LanguageField />);
  expect(screen.getAllByRole('group', { name: 'Bahasa hadiah' })).toHaveLength(1);
});
