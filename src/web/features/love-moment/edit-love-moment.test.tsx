import { afterEach, expect, test } from 'vitest';
import { englishCatalogs } from '@/testing/english';
import { gift, renderWithApp, screen } from '@/testing/test-utils';

// Edit Love Moment (decision 028): the giver's instructions are the spec's Indonesian, and the form's fields are
// labelled in the gift's language (docs/product.md §12): the spec's English labels are the English gift's.

let putBack: (() => void) | undefined;

afterEach(() => {
  putBack?.();
  putBack = undefined;
});

/** The editor at /edit-love-moment with Add chosen, its fields shown. */
async function openAdd() {
  const { user } = await renderWithApp('/edit-love-moment');
  await user.click(await screen.findByRole('button', { name: 'Add' }));
  await screen.findByRole('button', { name: 'Add Moment' });
}

test("the love moment editor's instructions are Indonesian", async () => {
  await renderWithApp('/edit-love-moment');
  expect(await screen.findByText('Pilih Add untuk menulis love moment baru, atau Edit untuk mengubah yang sudah ada.')).toBeTruthy();
  expect(screen.queryByText(/Choose Add/)).toBeNull();
});

test('an Indonesian gift: Judul, Tanggal, Gambar Sampul and Surat Cinta, no English label', async () => {
  await openAdd();
  expect(screen.getByLabelText('Judul')).toBeTruthy();
  expect(screen.getByLabelText('Tanggal')).toBeTruthy();
  expect(screen.getByLabelText('Gambar Sampul')).toBeTruthy();
  expect(screen.getByLabelText('Surat Cinta')).toBeTruthy();
  expect(screen.queryByLabelText(/^(Title|Date|Cover Image|Love Letter)/)).toBeNull();
});

test('an English gift: the spec’s Title, Date, Cover Image and Love Letter', async () => {
  gift.settings.language = 'en';
  putBack = englishCatalogs();
  await openAdd();
  expect(screen.getByLabelText('Title')).toBeTruthy();
  expect(screen.getByLabelText('Date')).toBeTruthy();
  expect(screen.getByLabelText('Cover Image')).toBeTruthy();
  expect(screen.getByLabelText('Love Letter')).toBeTruthy();
});
