import { beforeAll, beforeEach, expect, test } from 'vitest';
import { ROUTES } from '@shared/routes';
import { MILESTONE_TIME_ZONE, todayIn } from '@shared/milestones';
import { writeBuilderProgress } from '@/lib/builder-progress';
import { builderHandlers, builderState, type BuilderState } from '@/testing/handlers/builder';
import { descriptionOf, gift, renderWithApp, screen, server, waitFor, writes } from '@/testing/test-utils';
import { loadEveryStepModule } from './step-modules';

// The builder's dates as the occasion has them (docs/product.md §27, §28; decision 081): the PIN asked for in the
// words the recipient's PIN page shows, the counter's start the same day or (a birthday) one asked for apart, and a
// day still to come refused with its reason before it becomes either.

// Every step's code transformed before the first test, as a built page's chunks are there to fetch.
beforeAll(loadEveryStepModule);

let state: BuilderState;

beforeEach(() => {
  state = builderState();
  server.use(...builderHandlers(state));
});

/** Chooses an occasion at the first step, as a giver does, and goes on to the date step. */
async function dateStepFor(occasion: RegExp) {
  const view = await renderWithApp(ROUTES.editBuild);
  const { user } = view;
  await user.click(await screen.findByRole('radio', { name: occasion }));
  await user.click(screen.getByRole('button', { name: 'Lanjut' }));
  // The demo's name is a placeholder, not a name: the recipient's is typed.
  await user.type(await screen.findByLabelText('Nama penerima'), 'Dewi');
  await user.click(screen.getByRole('button', { name: 'Lanjut' }));
  await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('3'));
  return view;
}

const step = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');

test('a birthday asks for the birth date in the PIN page’s words, and for the counter’s start apart', async () => {
  const { user } = await dateStepFor(/Ulang tahun/);
  // The recipient's PIN page is headed 'Tanggal Lahirmu': the builder asks in the same words, afresh.
  expect(gift.dateInput.title).toBe('Tanggal Lahirmu');
  const birth = (await screen.findByLabelText('Tanggal Lahirmu')) as HTMLInputElement;
  expect(birth.value).toBe('');
  expect(descriptionOf(birth)).toContain('Penerima mengetik tanggal ini sebagai PIN');
  const counter = screen.getByLabelText('Awal hitungan hari bersama') as HTMLInputElement;
  expect(counter.value).toBe('2022-02-02');
  expect(screen.queryByText(/Satu tanggal untuk dua hal/)).toBeNull();

  // A birth date of the last century is a PIN too.
  await user.type(birth, '1998-03-15');
  expect(screen.getByRole('img', { name: 'PIN 1 5 0 3 9 8' })).toBeTruthy();
  await user.clear(counter);
  await user.type(counter, '2021-06-01');
  await user.click(screen.getByRole('button', { name: 'Lanjut' }));
  await waitFor(() => expect(step()).toBe('4'));
  expect(gift.dateInput.selected_date).toBe('150398');
  expect(gift.daysOfLove.date_at).toBe('2021-06-01');
  expect(writes.filter((write) => !write.includes('gallery'))).toEqual([
    'POST /api/templates/apply',
    'POST /api/opening',
    'PUT /api/date-input',
    'POST /api/days-of-love',
  ]);
});

test('an anniversary asks for one date, in the PIN page’s words, for the PIN and the counter', async () => {
  const { user } = await dateStepFor(/Anniversary/);
  const date = (await screen.findByLabelText('Tanggal Jadian Kita')) as HTMLInputElement;
  expect(screen.queryByLabelText('Awal hitungan hari bersama')).toBeNull();
  expect(screen.getByText('Satu tanggal untuk dua hal: PIN pembuka kado dan awal hitungan hari bersama.')).toBeTruthy();
  await user.clear(date);
  await user.type(date, '2023-02-14');
  expect(screen.getByText('Hitungan hari bersama dimulai 14-02-2023.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Lanjut' }));
  await waitFor(() => expect(step()).toBe('4'));
  expect(gift.dateInput.selected_date).toBe('140223');
  expect(gift.daysOfLove.date_at).toBe('2023-02-14');
});

test('a day still to come is refused with its reason, and the giver corrects it', async () => {
  const future = `${Number(todayIn(MILESTONE_TIME_ZONE).slice(0, 4)) + 1}-02-14`;
  const shown = future.split('-').reverse().join('-');
  state.current = 'birthday';
  gift.dateInput.title = 'Tanggal Lahirmu';
  writeBuilderProgress({ step: 'date', finished: false, folderId: null });
  const { user } = await renderWithApp(ROUTES.editBuild);
  const birth = (await screen.findByLabelText('Tanggal Lahirmu')) as HTMLInputElement;
  const counter = screen.getByLabelText('Awal hitungan hari bersama') as HTMLInputElement;
  await user.type(birth, future);
  await user.clear(counter);
  await user.type(counter, future);
  await user.click(screen.getByRole('button', { name: 'Lanjut' }));
  const reason = `Tanggal ${shown} belum tiba. Pilih hari ini atau tanggal yang sudah lewat.`;
  await waitFor(() => expect(descriptionOf(birth)).toContain(reason));
  expect(descriptionOf(counter)).toContain(reason);
  expect(step()).toBe('3');
  expect(writes).toEqual([]);

  await user.clear(birth);
  await user.type(birth, '2001-07-09');
  await user.clear(counter);
  await user.type(counter, '2020-01-01');
  await user.click(screen.getByRole('button', { name: 'Lanjut' }));
  await waitFor(() => expect(step()).toBe('4'));
  expect(gift.dateInput.selected_date).toBe('090701');
  expect(gift.daysOfLove.date_at).toBe('2020-01-01');
});

test('one date still to come is refused for an anniversary as well', async () => {
  const future = `${Number(todayIn(MILESTONE_TIME_ZONE).slice(0, 4)) + 1}-02-14`;
  writeBuilderProgress({ step: 'date', finished: false, folderId: null });
  const { user } = await renderWithApp(ROUTES.editBuild);
  const date = (await screen.findByLabelText('Tanggal Spesial Kita')) as HTMLInputElement;
  await user.clear(date);
  await user.type(date, future);
  await user.click(screen.getByRole('button', { name: 'Lanjut' }));
  await waitFor(() => expect(descriptionOf(date)).toMatch(/belum tiba/));
  expect(step()).toBe('3');
  expect(writes.filter((write) => !write.includes('gallery'))).toEqual([]);
});
