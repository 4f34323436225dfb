import { expect, test } from 'vitest';
import { ThemeField } from './theme-field';
import { findToast, gift, http, renderWithProviders, screen, server, within, writes } from '@/testing/test-utils';

// The gift's theme as a choice: one radio per designed theme, rose first and chosen by default, each
// with its words; a choice is saved at once and said. How a theme dresses the page (its computed colours and fonts,
// the preview following it) stays a journey (e2e/themes.spec.ts).

const radio = (name: RegExp) => within(screen.getByRole('group', { name: 'Tema hadiah' })).getByRole('radio', { name }) as HTMLInputElement;

test('four themes, rose chosen; a choice is saved, said and kept', async () => {
  const { user } = renderWithProviders(<ThemeField />);
  expect((await screen.findAllByRole('radio')).map((input) => (input as HTMLInputElement).value)).toEqual([
    'rose',
    'night',
    'cream',
    'sage',
  ]);
  expect(radio(/Mawar/).checked).toBe(true);
  expect(screen.getByText('Kertas krem dan terakota, judul Playfair Display.')).toBeTruthy();
  await user.click(radio(/Krem/));
  expect(await findToast('Tema disimpan.')).toBeTruthy();
  expect(radio(/Krem/).checked).toBe(true);
  expect(writes).toEqual(['PUT /api/settings']);
  expect(gift.settings.theme).toBe('cream');
});

test('a failed save says so and goes back to the theme the gift has', async () => {
  server.use(http.put('/api/settings', () => new Response(null, { status: 500 })));
  const { user } = renderWithProviders(<ThemeField />);
  await user.click(await screen.findByRole('radio', { name: /Malam/ }));
  expect(await findToast('Gagal menyimpan tema.')).toBeTruthy();
  expect(radio(/Mawar/).checked).toBe(true);
  expect(radio(/Malam/).checked).toBe(false);
});
