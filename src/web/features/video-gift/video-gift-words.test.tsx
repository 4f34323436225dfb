import { afterEach, beforeEach, expect, test } from 'vitest';
import { ROUTES } from '@shared/routes';
import { writeBuilderProgress } from '@/lib/builder-progress';
import { builderHandlers, builderState } from '@/testing/handlers/builder';
import { englishCatalogs } from '@/testing/english';
import { gift, renderWithApp, screen, server, within } from '@/testing/test-utils';

// The giver's editors speak the gift's language (docs/product.md §12): the video's form, in the builder's Main Gift
// step as on its own page, labels its fields in Indonesian on an Indonesian gift; the original's English labels
// ('Title', 'Description', 'Video File') are the English gift's.

let putBack: (() => void) | undefined;

beforeEach(() => {
  server.use(...builderHandlers(builderState()));
  writeBuilderProgress({ step: 'mainGift', finished: false, folderId: null });
});

afterEach(() => {
  putBack?.();
  putBack = undefined;
});

async function openVideoInBuilder() {
  const { user } = await renderWithApp(ROUTES.editBuild);
  await user.click(await screen.findByRole('button', { name: /Edit Video Gift/ }));
  const editor = await screen.findByRole('region', { name: 'Edit Video Gift' });
  await within(editor).findByRole('button', { name: /Simpan|Save/ });
  return editor;
}

test('an Indonesian gift: Judul, Deskripsi and File Video, no English label', async () => {
  const editor = await openVideoInBuilder();
  expect(within(editor).getByLabelText('Judul')).toBeTruthy();
  expect(within(editor).getByLabelText('Deskripsi')).toBeTruthy();
  expect(within(editor).getByLabelText('File Video')).toBeTruthy();
  expect(within(editor).queryByLabelText(/^(Title|Description|Video File)/)).toBeNull();
});

test('an English gift: the original’s Title, Description and Video File', async () => {
  gift.settings.language = 'en';
  putBack = englishCatalogs();
  const editor = await openVideoInBuilder();
  expect(within(editor).getByLabelText('Title')).toBeTruthy();
  expect(within(editor).getByLabelText('Description')).toBeTruthy();
  expect(within(editor).getByLabelText('Video File')).toBeTruthy();
});

test('the hub’s letter editor: Paragraf and Musik Latar on an Indonesian gift', async () => {
  await renderWithApp(ROUTES.editLoveTyping);
  expect(await screen.findByLabelText('Paragraf 1')).toBeTruthy();
  expect(screen.getByLabelText('Musik Latar')).toBeTruthy();
  expect(screen.queryByLabelText(/Paragraph|Background Music/)).toBeNull();
});
