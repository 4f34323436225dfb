import { afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { ROUTES } from '@shared/routes';
import { BUILDER_STEPS, readBuilderProgress, writeBuilderProgress, type BuilderStep } from '@/lib/builder-progress';
import { englishCatalogs } from '@/testing/english';
import { builderHandlers, builderState, fillMenuPages, type BuilderState } from '@/testing/handlers/builder';
import { findToast, gift, http, renderWithApp, screen, server, waitFor, within, writes } from '@/testing/test-utils';
import { loadEveryStepModule } from './step-modules';

// Susun Kadomu, the builder (docs/product.md §28): its steps, the progress bar, Back and Next, what each
// step saves when the giver goes on, resuming where the giver left, skipping the optional steps, the preview one tap
// away, and the English words. The whole way through a real server is e2e/builder.spec.ts.

// Every step's code transformed before the first test, as a built page's chunks are there to fetch.
beforeAll(loadEveryStepModule);

let state: BuilderState;
let putBack: (() => void) | undefined;

beforeEach(() => {
  state = builderState();
  server.use(...builderHandlers(state));
});
afterEach(() => {
  putBack?.();
  putBack = undefined;
});

/** Opens the builder at a step, as a giver who left it there. */
async function openAt(step: BuilderStep = 'occasion') {
  if (step !== 'occasion') writeBuilderProgress({ step, finished: false, folderId: null });
  const view = await renderWithApp(ROUTES.editBuild);
  await screen.findByRole('progressbar');
  return view;
}

const progress = () => screen.getByRole('progressbar');
const next = () => screen.getByRole('button', { name: 'Lanjut' });

test('step 1: the five occasions, a progress bar of eleven steps; going on asks for a choice, then applies it', async () => {
  const { user } = await openAt();
  expect(progress().getAttribute('aria-valuenow')).toBe('1');
  expect(progress().getAttribute('aria-valuemax')).toBe('11');
  expect(progress().getAttribute('aria-label')).toBe('Langkah 1 dari 11');
  const radios = await screen.findAllByRole('radio');
  expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual([
    'anniversary',
    'birthday',
    'valentine',
    'long-distance',
    'blank',
  ]);
  expect((screen.getByRole('button', { name: 'Kembali' }) as HTMLButtonElement).disabled).toBe(true);
  // The occasion is required: no 'Lewati', and going on without a choice says so.
  expect(screen.queryByRole('button', { name: 'Lewati' })).toBeNull();
  await user.click(next());
  expect((await screen.findByRole('alert')).textContent).toBe('Pilih salah satu acara.');
  expect(writes).toEqual([]);

  await user.click(screen.getByRole('radio', { name: /Ulang tahun/ }));
  await user.click(next());
  await waitFor(() => expect(progress().getAttribute('aria-valuenow')).toBe('2'));
  expect(writes).toEqual(['POST /api/templates/apply']);
  expect(state.current).toBe('birthday');
  expect(screen.getByRole('heading', { name: 'Untuk siapa kado ini?' })).toBe(document.activeElement);
  expect(readBuilderProgress()?.step).toBe('names');

  // Back saves nothing and shows the occasion in use.
  await user.click(screen.getByRole('button', { name: 'Kembali' }));
  expect(((await screen.findByRole('radio', { name: /Ulang tahun/ })) as HTMLInputElement).checked).toBe(true);
  await user.click(next());
  await waitFor(() => expect(progress().getAttribute('aria-valuenow')).toBe('2'));
  expect(writes).toEqual(['POST /api/templates/apply']);
});

test('steps 2 and 3: the recipient’s name, then one date for the PIN (shown as typed) and the counter', async () => {
  const { user } = await openAt('names');
  const name = await screen.findByLabelText('Nama penerima');
  await user.clear(name);
  await user.click(next());
  expect((await screen.findByText('Recipient name wajib diisi')).textContent).toBeTruthy();
  expect(writes).toEqual([]);
  await user.type(name, 'Rina');
  await user.click(next());
  await waitFor(() => expect(progress().getAttribute('aria-valuenow')).toBe('3'));
  expect(gift.opening.recipient_name).toBe('Rina');

  // The test gift's PIN 020222 is the day the field starts from, asked for in the PIN page's heading.
  const date = (await screen.findByLabelText('Tanggal Spesial Kita')) as HTMLInputElement;
  expect(date.value).toBe('2022-02-02');
  await user.clear(date);
  await user.type(date, '2023-02-14');
  expect(screen.getByRole('img', { name: 'PIN 1 4 0 2 2 3' })).toBeTruthy();
  expect(screen.getByText('Hitungan hari bersama dimulai 14-02-2023.')).toBeTruthy();
  await user.click(next());
  await waitFor(() => expect(progress().getAttribute('aria-valuenow')).toBe('4'));
  // Step 4 makes the photos' folder as soon as it has read the folders: the last write, once it has come.
  await waitFor(() =>
    expect(writes).toEqual(['POST /api/opening', 'PUT /api/date-input', 'POST /api/days-of-love', 'POST /api/gallery/create-folder']),
  );
  expect(gift.dateInput.selected_date).toBe('140223');
  expect(gift.daysOfLove.date_at).toBe('2023-02-14');
});

test('the date step saves nothing when the day stays, and refuses a day outside 2000-2099', async () => {
  const { user } = await openAt('date');
  const date = (await screen.findByLabelText('Tanggal Spesial Kita')) as HTMLInputElement;
  await user.clear(date);
  await user.type(date, '1999-12-31');
  await user.click(next());
  expect(await screen.findByText('Pilih tanggal antara tahun 2000 dan 2099.')).toBeTruthy();
  await user.clear(date);
  await user.type(date, '2022-02-02');
  await user.click(next());
  await waitFor(() => expect(progress().getAttribute('aria-valuenow')).toBe('4'));
  expect(writes.filter((write) => !write.includes('gallery'))).toEqual([]);
});

test('step 5: the occasion’s three prompts over the letter it filled; the edited letter is saved', async () => {
  state.current = 'birthday';
  state.paragraphs = ['Selamat ulang tahun, sayang!'];
  const { user } = await openAt('letter');
  const prompts = await screen.findByRole('region', { name: 'Butuh ide? Coba jawab ini:' });
  expect(
    within(prompts)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Doa untuknya?', 'Kenangan lucu?', 'Kado impian?']);
  const first = screen.getByLabelText('Paragraf 1') as HTMLTextAreaElement;
  expect(first.value).toBe('Selamat ulang tahun, sayang!');
  await user.type(first, ' Aku sayang kamu.');
  await user.click(screen.getByRole('button', { name: 'Tambah Paragraf' }));
  await user.type(screen.getByLabelText('Paragraf 2'), 'Peluk jauh.');
  await user.click(next());
  await waitFor(() => expect(progress().getAttribute('aria-valuenow')).toBe('6'));
  expect(writes).toEqual(['POST /api/love-typing']);
  expect(state.paragraphs).toEqual(['Selamat ulang tahun, sayang! Aku sayang kamu.', 'Peluk jauh.']);
});

test('the optional steps may be skipped: photos (a folder made for them), music, Main Gift, theme and opening time', async () => {
  const { user } = await openAt('photos');
  // The photo step makes its folder and hands it to the gallery's own upload as the current one.
  expect(await screen.findByText('Belum ada foto di folder ini.')).toBeTruthy();
  expect(state.folders.map((folder) => folder.name)).toEqual(['Kenangan Kita']);
  expect(await screen.findByText('Kenangan Kita', { selector: 'strong' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Unggah Foto' })).toBeTruthy();
  expect(readBuilderProgress()?.folderId).toBe(state.folders[0]!.id);
  await user.click(screen.getByRole('button', { name: 'Lewati' }));
  // The letter is not optional: going on with the letter as it is saves nothing.
  await screen.findByLabelText('Paragraf 1');
  expect(screen.queryByRole('button', { name: 'Lewati' })).toBeNull();
  await user.click(next());
  await waitFor(() => expect(progress().getAttribute('aria-valuenow')).toBe('6'));
  await user.click(screen.getByRole('button', { name: 'Lewati' }));
  // The menu is not optional: its pages still empty (no photos were added) leave it.
  expect(screen.queryByRole('button', { name: 'Lewati' })).toBeNull();
  for (const name of [/Gallery/, /Plans/, /Letter/, /Ucapan/]) await user.click(await screen.findByRole('checkbox', { name }));
  await user.click(next());
  await waitFor(() => expect(progress().getAttribute('aria-valuenow')).toBe('8'));
  for (const step of ['theme', 'reveal', 'share'] as const) {
    await user.click(screen.getByRole('button', { name: 'Lewati' }));
    await waitFor(() => expect(progress().getAttribute('aria-valuenow')).toBe(String(BUILDER_STEPS.indexOf(step) + 1)));
  }
  expect(writes).toEqual(['POST /api/gallery/create-folder', 'POST /api/features']);
  // The last step is the share link, and no skip: 'Selesai' ends the builder.
  expect(screen.queryByRole('button', { name: 'Lewati' })).toBeNull();
  expect(await screen.findByDisplayValue('http://kado.test/s/abc')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Selesai' }));
  await waitFor(() => expect(window.location.pathname).toBe(ROUTES.editPages));
  // The address changes as 'Selesai' navigates; the progress is written by the page's effect, just after.
  await waitFor(() => expect(readBuilderProgress()?.finished).toBe(true));
});

test('steps 7 and 10 save what changed: the menu’s features, then an opening time in WIB', async () => {
  // Every other page of the menu holds the giver's words already.
  fillMenuPages(state, 1);
  const { user } = await openAt('menu');
  const gallery = (await screen.findByRole('checkbox', { name: /Gallery/ })) as HTMLInputElement;
  expect(screen.getByText('Foto-foto kalian dalam folder.')).toBeTruthy();
  expect(gallery.checked).toBe(true);
  await user.click(gallery);
  await user.click(next());
  await waitFor(() => expect(progress().getAttribute('aria-valuenow')).toBe('8'));
  expect(JSON.parse(gift.features.selected_features)).not.toContain('gallery');
  // Main Gift and the theme passed.
  await user.click(screen.getByRole('button', { name: 'Lewati' }));
  await waitFor(() => expect(progress().getAttribute('aria-valuenow')).toBe('9'));
  await user.click(screen.getByRole('button', { name: 'Lewati' }));
  await user.click(await screen.findByRole('radio', { name: 'Pada tanggal dan jam tertentu (WIB)' }));
  await user.click(next());
  expect(await screen.findByText('Isi tanggal dan jamnya, atau pilih Sekarang juga.')).toBeTruthy();
  await user.type(screen.getByLabelText('Tanggal'), '2027-02-14');
  await user.type(screen.getByLabelText('Jam (WIB)'), '19:30');
  await user.click(next());
  await waitFor(() => expect(progress().getAttribute('aria-valuenow')).toBe('11'));
  expect(writes).toEqual(['POST /api/features', 'PUT /api/reveal']);
  expect(Date.parse(state.revealAt!)).toBe(Date.parse('2027-02-14T19:30:00+07:00'));
});

test('step 8, Main Gift: the hub’s Main Gift panel with the coupon, and the quiz editor; optional, skipping saves nothing', async () => {
  const { user } = await openAt('mainGift');
  expect(progress().getAttribute('aria-valuenow')).toBe('8');
  expect(await screen.findByRole('heading', { name: 'Hadiah utama', level: 2 })).toBeTruthy();
  expect(screen.getByText(/^Main Gift adalah hadiah utama di tengah menu/)).toBeTruthy();
  // The slots: the video's and the letter's editors (opened in place: builder-main-gift.test.tsx), the coupon with its
  // WhatsApp number, the quiz's questions.
  expect(screen.getByRole('button', { name: /Edit Video Gift/ }).getAttribute('aria-expanded')).toBe('false');
  expect(await screen.findByLabelText('Nomor WhatsApp')).toBeTruthy();
  const quiz = await screen.findByRole('region', { name: 'Quiz' });
  expect(within(quiz).getByRole('button', { name: 'Buat Baru' })).toBeTruthy();
  // Neither preview beside them to reload, nor the crossword (it stays in the hub's Quiz section).
  expect(screen.queryByText('Wajib klik tombol reload ketika sudah menyimpan!')).toBeNull();
  expect(screen.queryByRole('heading', { name: /Teka Teki/ })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Lewati' }));
  await waitFor(() => expect(progress().getAttribute('aria-valuenow')).toBe('9'));
  expect(await screen.findByRole('heading', { name: 'Tema hadiah' })).toBeTruthy();
  expect(writes).toEqual([]);
});

test('an English gift’s Main Gift step', async () => {
  gift.settings.language = 'en';
  putBack = englishCatalogs();
  await openAt('mainGift');
  expect(progress().getAttribute('aria-label')).toBe('Step 8 of 11');
  // The step's heading, and the Main Gift panel's own of the same words.
  expect(progress().getAttribute('aria-valuetext')).toBe('Step 8 of 11: Main Gift');
  expect(await screen.findAllByRole('heading', { name: 'Main Gift', level: 2 })).toHaveLength(2);
  expect(screen.getByText(/^Main Gift is the present in the middle of the menu/)).toBeTruthy();
});

test('resume: the builder opens where the giver left it', async () => {
  writeBuilderProgress({ step: 'letter', finished: false, folderId: null });
  await openAt('letter');
  expect(progress().getAttribute('aria-valuenow')).toBe('5');
  expect(await screen.findByRole('heading', { name: 'Surat cintamu' })).toBeTruthy();
});

test('a failed save keeps the giver on the step and says why', async () => {
  const { user } = await openAt();
  await user.click(await screen.findByRole('radio', { name: /Valentine/ }));
  // The apply refused: the occasion step stays.
  server.use(http.post('/api/templates/apply', () => new Response(null, { status: 500 })));
  await user.click(next());
  expect(await findToast('Gagal memakai acara ini. Coba lagi.')).toBeTruthy();
  expect(progress().getAttribute('aria-valuenow')).toBe('1');
});

test('‘Lihat pratinjau’ shows the recipient’s page of the step in a dialog', async () => {
  const { user } = await openAt('date');
  await user.click(screen.getByRole('button', { name: 'Lihat pratinjau' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pratinjau untuk penerima' });
  expect(within(dialog).getByTitle('Pratinjau hadiah seperti yang dilihat penerima').getAttribute('src')).toBe(ROUTES.dateInput);
  expect(within(dialog).getByRole('button', { name: 'Tutup' })).toBe(document.activeElement);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('an English gift builds in English', async () => {
  gift.settings.language = 'en';
  putBack = englishCatalogs();
  const { user } = await openAt();
  expect(progress().getAttribute('aria-label')).toBe('Step 1 of 11');
  expect(screen.getByRole('heading', { name: 'What is the gift for?' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Choose an occasion.');
  expect(screen.getByRole('button', { name: 'See preview' })).toBeTruthy();
});

test('no step asks for a Reload it does not have: the photo and music steps hold the hub’s panels without its note', async () => {
  const { user } = await openAt('photos');
  expect(await screen.findByRole('button', { name: 'Unggah Foto' })).toBeTruthy();
  expect(screen.queryByText('Wajib klik tombol reload ketika sudah menyimpan!')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Lewati' }));
  await user.click(await screen.findByRole('button', { name: 'Lanjut' }));
  expect(await screen.findByRole('heading', { name: 'Musik Latar' })).toBeTruthy();
  expect(screen.queryByText('Wajib klik tombol reload ketika sudah menyimpan!')).toBeNull();
});

test('the name step starts empty under a placeholder while the name is the demo’s', async () => {
  await openAt('names');
  const name = (await screen.findByLabelText('Nama penerima')) as HTMLInputElement;
  expect(gift.opening.recipient_name).toBe('Nama');
  expect(name.value).toBe('');
  expect(name.placeholder).toBe('Misalnya: Dewi');
});

test('the name step shows a name the giver wrote as it is', async () => {
  gift.opening.recipient_name = 'Rina';
  await openAt('names');
  expect(((await screen.findByLabelText('Nama penerima')) as HTMLInputElement).value).toBe('Rina');
});
