import { beforeAll, expect, test } from 'vitest';
import { ROUTES } from '@shared/routes';
import { atMainGiftStep, currentStep } from '@/testing/builder';
import { findToast, gift, renderWithApp, screen, waitFor, within, writes } from '@/testing/test-utils';
import { loadEveryStepModule } from './step-modules';

// The builder's Main Gift step keeps the video's and the letter's editing in the step (decision 088): each opens in
// place under its button, 'Simpan' saves and closes it, and the giver is still on step 8 of /edit-build, with no page
// of its own to come back from.

// Every step's code transformed before the first test, as a built page's chunks are there to fetch.
beforeAll(loadEveryStepModule);

const builder = atMainGiftStep();

test("'Edit Video Gift' opens the video's form in the step; 'Simpan Perubahan' saves the stored video and closes it there", async () => {
  const { user } = await renderWithApp(ROUTES.editBuild);
  const open = await screen.findByRole('button', { name: /Edit Video Gift/ });
  expect(screen.queryByRole('link', { name: /Edit Video Gift/ })).toBeNull();
  expect(open.getAttribute('aria-expanded')).toBe('false');
  await user.click(open);
  expect(open.getAttribute('aria-expanded')).toBe('true');
  const editor = await screen.findByRole('region', { name: 'Edit Video Gift' });
  // The gift's own video is the one edited: its file named, its title in the field.
  expect(await within(editor).findByText('File saat ini: kita.mp4')).toBeTruthy();
  const title = within(editor).getByLabelText('Judul');
  expect((title as HTMLInputElement).value).toBe('Untukmu');
  await user.clear(title);
  await user.type(title, 'Untuk Dewi');
  await user.click(within(editor).getByRole('button', { name: 'Simpan Perubahan' }));

  expect(await findToast('Video gift berhasil disimpan!')).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Edit Video Gift' })).toBeNull());
  expect(writes).toEqual(['POST /api/video-gift/7']);
  expect(gift.videoGift?.title).toBe('Untuk Dewi');
  // Still the builder's step 8: nothing to go back from.
  expect(window.location.pathname).toBe(ROUTES.editBuild);
  expect(currentStep()).toBe('8');
  expect(screen.getByRole('heading', { name: 'Hadiah utama', level: 2 })).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /Edit Video Gift/ })));
});

test("the video's 'Batal' closes the form in the step and saves nothing", async () => {
  const { user } = await renderWithApp(ROUTES.editBuild);
  await user.click(await screen.findByRole('button', { name: /Edit Video Gift/ }));
  const editor = await screen.findByRole('region', { name: 'Edit Video Gift' });
  await user.click(await within(editor).findByRole('button', { name: 'Batal' }));
  expect(screen.queryByRole('region', { name: 'Edit Video Gift' })).toBeNull();
  expect(window.location.pathname).toBe(ROUTES.editBuild);
  expect(writes).toEqual([]);
});

test("'Edit Love Typing' opens the letter in the step; 'Simpan' saves it and the step stays", async () => {
  const { user } = await renderWithApp(ROUTES.editBuild);
  expect(screen.queryByRole('link', { name: /Edit Love Typing/ })).toBeNull();
  await user.click(await screen.findByRole('button', { name: /Edit Love Typing/ }));
  const editor = await screen.findByRole('region', { name: 'Edit Love Typing' });
  const first = await within(editor).findByLabelText('Paragraf 1');
  await user.clear(first);
  await user.type(first, 'Dewi, selamat ulang tahun.');
  await user.click(within(editor).getByRole('button', { name: 'Simpan' }));

  expect(await findToast('Surat disimpan.')).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Edit Love Typing' })).toBeNull());
  expect(writes).toEqual(['POST /api/love-typing']);
  expect(builder.state.paragraphs[0]).toBe('Dewi, selamat ulang tahun.');
  expect(window.location.pathname).toBe(ROUTES.editBuild);
  expect(currentStep()).toBe('8');
});

test("the letter open with a change: leaving the step asks first, and 'Lanjut' saves it before going on", async () => {
  const { user } = await renderWithApp(ROUTES.editBuild);
  await user.click(await screen.findByRole('button', { name: /Edit Love Typing/ }));
  const first = await within(await screen.findByRole('region', { name: 'Edit Love Typing' })).findByLabelText('Paragraf 1');
  await user.clear(first);
  await user.type(first, 'Untukmu.');
  await user.click(screen.getByRole('button', { name: 'Kembali' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Batal' }));
  expect(currentStep()).toBe('8');
  await user.click(screen.getByRole('button', { name: 'Lanjut' }));
  await waitFor(() => expect(currentStep()).toBe('9'));
  expect(writes).toEqual(['POST /api/love-typing']);
  expect(builder.state.paragraphs[0]).toBe('Untukmu.');
});
