import { beforeAll, expect, test } from 'vitest';
import { ROUTES } from '@shared/routes';
import { atMainGiftStep, currentStep } from '@/testing/builder';
import { findToast, gift, http, HttpResponse, renderWithApp, screen, server, waitFor, within, writes } from '@/testing/test-utils';
import { loadEveryStepModule } from './step-modules';

// The editors the Main Gift step opens in place hold what the giver typed like the step's own fields (decisions 083,
// 088, 094): leaving the step with the video's form changed asks first ('Simpan', 'Jangan simpan', 'Batal'), 'Lanjut'
// saves it, and opening the other editor in place of a changed one asks too instead of dropping it. (None of these goes
// on to step 9: its theme part, once loaded, stays loaded for the files after this one in the worker.)

// Every step's code transformed before the first test, as a built page's chunks are there to fetch.
beforeAll(loadEveryStepModule);

const builder = atMainGiftStep();

async function videoRetitled(title: string) {
  const view = await renderWithApp(ROUTES.editBuild);
  await view.user.click(await screen.findByRole('button', { name: /Edit Video Gift/ }));
  const editor = await screen.findByRole('region', { name: 'Edit Video Gift' });
  const field = await within(editor).findByLabelText('Judul');
  await view.user.clear(field);
  await view.user.type(field, title);
  return view;
}

test("the video's form changed: 'Kembali' asks first, 'Batal' keeps it as typed, 'Simpan' saves it and goes back", async () => {
  const { user } = await videoRetitled('Untuk Dewi');
  await user.click(screen.getByRole('button', { name: 'Kembali' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Simpan perubahanmu?' });
  expect(within(dialog).getByText('Yang kamu ubah di langkah "Hadiah utama" belum tersimpan.')).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
  expect(currentStep()).toBe('8');
  expect((screen.getByLabelText('Judul') as HTMLInputElement).value).toBe('Untuk Dewi');
  expect(writes).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Kembali' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Simpan' }));
  await waitFor(() => expect(currentStep()).toBe('7'));
  expect(writes).toEqual(['POST /api/video-gift/7']);
  expect(gift.videoGift?.title).toBe('Untuk Dewi');
});

test("the video's form changed: 'Lanjut' saves it too; a failed save says why and keeps the step and the form", async () => {
  server.use(
    http.post('/api/video-gift/:id', () => HttpResponse.json({ success: false, message: 'Gagal menyimpan video gift.' }, { status: 500 })),
  );
  const { user } = await videoRetitled('Untuk Dewi');
  await user.click(screen.getByRole('button', { name: 'Lanjut' }));
  expect(await findToast('Gagal menyimpan video gift.')).toBeTruthy();
  expect(writes).toEqual(['POST /api/video-gift/7']);
  expect(currentStep()).toBe('8');
  expect((screen.getByLabelText('Judul') as HTMLInputElement).value).toBe('Untuk Dewi');
});

test("the video's form changed: 'Ke Edit Pages' asks; 'Simpan' saves the video, then leaves", async () => {
  const { user } = await videoRetitled('Untuk Raka');
  await user.click(screen.getByRole('link', { name: 'Ke Edit Pages' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Simpan' }));
  await waitFor(() => expect(window.location.pathname).toBe(ROUTES.editPages));
  expect(writes).toEqual(['POST /api/video-gift/7']);
  expect(gift.videoGift?.title).toBe('Untuk Raka');
});

test("the video's form changed: 'Kembali' asks; 'Jangan simpan' goes back without it", async () => {
  const { user } = await videoRetitled('Tidak jadi');
  await user.click(screen.getByRole('button', { name: 'Kembali' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Jangan simpan' }));
  await waitFor(() => expect(currentStep()).toBe('7'));
  expect(writes).toEqual([]);
  expect(gift.videoGift?.title).toBe('Untukmu');
});

test('the letter open with a change: opening the video asks first; the letter is kept, or saved before the video opens', async () => {
  const { user } = await renderWithApp(ROUTES.editBuild);
  await user.click(await screen.findByRole('button', { name: /Edit Love Typing/ }));
  const first = await within(await screen.findByRole('region', { name: 'Edit Love Typing' })).findByLabelText('Paragraf 1');
  await user.clear(first);
  await user.type(first, 'Untukmu, selalu.');

  await user.click(screen.getByRole('button', { name: /Edit Video Gift/ }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Batal' }));
  expect(screen.queryByRole('region', { name: 'Edit Video Gift' })).toBeNull();
  expect((screen.getByLabelText('Paragraf 1') as HTMLTextAreaElement).value).toBe('Untukmu, selalu.');

  await user.click(screen.getByRole('button', { name: /Edit Video Gift/ }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Simpan' }));
  expect(await screen.findByRole('region', { name: 'Edit Video Gift' })).toBeTruthy();
  expect(writes).toEqual(['POST /api/love-typing']);
  expect(builder.state.paragraphs[0]).toBe('Untukmu, selalu.');
  expect(currentStep()).toBe('8');
});

test('an editor open with nothing changed gives way to the other at once', async () => {
  const { user } = await renderWithApp(ROUTES.editBuild);
  await user.click(await screen.findByRole('button', { name: /Edit Video Gift/ }));
  await within(await screen.findByRole('region', { name: 'Edit Video Gift' })).findByLabelText('Judul');
  await user.click(screen.getByRole('button', { name: /Edit Love Typing/ }));
  expect(await screen.findByRole('region', { name: 'Edit Love Typing' })).toBeTruthy();
  expect(screen.queryByRole('alertdialog')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Kembali' }));
  await waitFor(() => expect(currentStep()).toBe('7'));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(writes).toEqual([]);
});
