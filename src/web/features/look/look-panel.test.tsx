import { expect, test } from 'vitest';
import LookPanel from './look-panel';
import { renderWithProviders, screen, within } from '@/testing/test-utils';

// The hub's 'Tampilan' section (docs/product.md §2): the gift's theme and language together. Where it sits in the hub
// is hub-sections.test.ts; each field's choosing and saving is theme-field.test.tsx and language-field.test.tsx.

test("'Tampilan' holds the theme and the language, under its heading", async () => {
  renderWithProviders(<LookPanel />);
  const look = screen.getByTestId('look-panel');
  expect(within(look).getByRole('heading', { name: 'Tampilan' })).toBeTruthy();
  expect(within(look).getByText('Tema dan bahasa seluruh hadiah: penerima melihatnya di setiap halaman.')).toBeTruthy();
  expect(await within(look).findByRole('group', { name: 'Tema hadiah' })).toBeTruthy();
  expect(within(look).getByRole('group', { name: 'Bahasa hadiah' })).toBeTruthy();
});
