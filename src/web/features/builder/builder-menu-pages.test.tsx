import { beforeAll, beforeEach, expect, test } from 'vitest';
import { ROUTES } from '@shared/routes';
import { writeBuilderProgress } from '@/lib/builder-progress';
import { builderHandlers, builderState, fillMenuPages, type BuilderState } from '@/testing/handlers/builder';
import { gift, renderWithApp, screen, server, waitFor, within, writes } from '@/testing/test-utils';
import { loadEveryStepModule } from './step-modules';

// The menu step covers every page the recipient's menu will show (docs/product.md §28): a page still
// empty is asked for with the occasion's ideas (plans, a love moment, the crossword's words) or left out of the menu;
// going on with a ticked page still empty names it and stays.

// Every step's code transformed before the first test, as a built page's chunks are there to fetch.
beforeAll(loadEveryStepModule);

let state: BuilderState;

beforeEach(() => {
  state = builderState();
  state.current = 'birthday';
  server.use(...builderHandlers(state));
});

async function openMenuStep() {
  writeBuilderProgress({ step: 'menu', finished: false, folderId: null });
  const view = await renderWithApp(ROUTES.editBuild);
  await screen.findByRole('checkbox', { name: /Plans/ });
  return view;
}

const step = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');
const next = () => screen.getByRole('button', { name: 'Lanjut' });
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
const selected = () => JSON.parse(gift.features.selected_features) as string[];

test('going on with ticked pages still empty names each one and saves nothing; no ‘Lewati’ passes them', async () => {
  const { user } = await openMenuStep();
  expect(screen.queryByRole('button', { name: 'Lewati' })).toBeNull();
  await user.click(next());
  await waitFor(() => expect(alerts().length).toBeGreaterThan(0));
  expect(alerts()).toEqual([
    'Gallery masih kosong: belum ada foto. Unggah di langkah Foto, atau hapus centangnya agar tidak ada di menu.',
    'Plans masih kosong: tulis minimal satu rencana, atau hapus centangnya agar tidak ada di menu.',
    'Letter masih kosong: tulis satu love moment (judul dan suratnya), atau hapus centangnya agar tidak ada di menu.',
    'Ucapan masih kosong: belum ada ucapan yang kamu setujui. Hapus centangnya sekarang, lalu centang lagi di Edit Pages ' +
      'setelah teman mengirim ucapan.',
  ]);
  expect(step()).toBe('7');
  expect(writes).toEqual([]);
});

test('the occasion’s ideas fill plans, a love moment and the crossword; what is left out leaves the menu', async () => {
  const { user } = await openMenuStep();
  // The birthday's ideas, a tap each: a plan, the love moment's title, two crossword words with their clues.
  await user.click(screen.getByRole('button', { name: 'Pakai ide: Makan di restoran favoritmu' }));
  expect((screen.getByLabelText('Rencana 1') as HTMLInputElement).value).toBe('Makan di restoran favoritmu');
  await user.click(screen.getByRole('button', { name: 'Tambah rencana' }));
  await user.type(screen.getByLabelText('Rencana 2'), 'Karaoke berdua');
  await user.click(screen.getByRole('button', { name: 'Pakai ide: Kado yang paling kamu suka' }));
  // The moment's date starts from the counter's start; its letter is the giver's own.
  expect((screen.getByLabelText('Tanggal momen') as HTMLInputElement).value).toBe('2022-02-02');
  await user.type(screen.getByLabelText('Surat untuk momen ini'), 'Boneka beruang itu masih kamu peluk.');
  expect(screen.getByText('Kuis: 2 pertanyaan (ubah di langkah Hadiah utama).')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Pakai ide: KUE' }));
  await user.click(screen.getByRole('button', { name: 'Pakai ide: LILIN' }));
  expect((screen.getByLabelText('Petunjuk 2') as HTMLInputElement).value).toBe('Ditiup sambil membuat permohonan');
  // Gallery (no photos) and Wishes (none approved) leave the menu.
  await user.click(screen.getByRole('checkbox', { name: /Gallery/ }));
  await user.click(screen.getByRole('checkbox', { name: /Ucapan/ }));
  await user.click(next());
  await waitFor(() => expect(step()).toBe('8'));
  expect(writes).toEqual(['POST /api/todos', 'POST /api/todos', 'POST /api/love-moment', 'POST /api/crossword', 'POST /api/features']);
  expect(state.todos).toEqual(['Makan di restoran favoritmu', 'Karaoke berdua']);
  expect(state.moments.map(({ title, date, letter }) => ({ title, date, letter }))).toEqual([
    { title: 'Kado yang paling kamu suka', date: '2022-02-02', letter: 'Boneka beruang itu masih kamu peluk.' },
  ]);
  expect(state.crossword?.map((entry) => entry.word)).toEqual(['KUE', 'LILIN']);
  // Momen Hati starts empty by nature (both partners write it later): it stays as chosen.
  expect(selected()).toEqual(['gift', 'todo', 'games', 'letter', 'reply', 'moments']);
});

test('a love moment half written is refused on its field; Mini Games with no question and no crossword is empty', async () => {
  state.quizQuestions = 0;
  const { user } = await openMenuStep();
  for (const name of [/Gallery/, /Plans/, /Ucapan/]) await user.click(screen.getByRole('checkbox', { name }));
  await user.type(screen.getByLabelText('Judul momen'), 'Hari pertama');
  await user.click(next());
  expect(
    await screen.findByText('Mini Games masih kosong: tulis kata teka-teki silang di bawah, atau hapus centangnya agar tidak ada di menu.'),
  ).toBeTruthy();
  expect(screen.getByText('Kuis belum punya pertanyaan.')).toBeTruthy();
  expect(screen.getByLabelText('Surat untuk momen ini').getAttribute('aria-invalid')).toBe('true');
  expect(writes).toEqual([]);
  // One word alone is no crossword: the server's own rule, said before anything is sent.
  await user.type(screen.getByLabelText('Kata 1'), 'kue');
  await user.type(screen.getByLabelText('Petunjuk 1'), 'Ada lilinnya');
  await user.type(screen.getByLabelText('Surat untuk momen ini'), 'Pertama kali kita bertemu.');
  await user.click(next());
  expect(await screen.findByText('Minimal 2 kata untuk teka-teki silang.')).toBeTruthy();
  expect(writes).toEqual([]);
  expect(step()).toBe('7');
});

test('pages that already hold the giver’s words say so and ask nothing', async () => {
  state.folders = [{ id: 7, name: 'Kenangan Kita', photo_count: 3, cover: null }];
  fillMenuPages(state, 2);
  const { user } = await openMenuStep();
  expect(screen.getByText('3 foto di galeri.')).toBeTruthy();
  expect(screen.getByText('1 rencana sudah ada. Tambah lagi bila mau:')).toBeTruthy();
  expect(screen.getByText('1 love moment sudah ada.')).toBeTruthy();
  expect(screen.getByText('Teka-teki silang sudah ada (ubah di Edit Pages).')).toBeTruthy();
  expect(screen.getByText('2 ucapan sudah kamu setujui.')).toBeTruthy();
  // The plan row stays empty and is no plan.
  await user.click(next());
  await waitFor(() => expect(step()).toBe('8'));
  expect(writes).toEqual([]);
});

test('an empty gallery leads back to the photo step', async () => {
  const { user } = await openMenuStep();
  const gallery = screen.getByRole('checkbox', { name: /Gallery/ }).closest('div')!;
  expect(within(gallery).getByText(/^Gallery masih kosong/)).toBeTruthy();
  await user.click(within(gallery).getByRole('button', { name: 'Ke langkah Foto' }));
  await waitFor(() => expect(step()).toBe('4'));
  expect(await screen.findByRole('heading', { name: 'Foto kenangan kalian' })).toBeTruthy();
});
