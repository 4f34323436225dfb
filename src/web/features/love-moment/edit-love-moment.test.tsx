import { expect, test } from 'vitest';
import { renderWithApp, screen } from '@/testing/test-utils';

// Edit Love Moment (decision 028): the giver's instructions are the spec's Indonesian.

test("the love moment editor's instructions are Indonesian", async () => {
  await renderWithApp('/edit-love-moment');
  expect(await screen.findByText('Pilih Add untuk menulis love moment baru, atau Edit untuk mengubah yang sudah ada.')).toBeTruthy();
  expect(screen.queryByText(/Choose Add/)).toBeNull();
});
