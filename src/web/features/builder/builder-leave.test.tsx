import { beforeAll, beforeEach, expect, test } from 'vitest';
import { ROUTES } from '@shared/routes';
import { writeBuilderProgress } from '@/lib/builder-progress';
import { builderHandlers, builderState } from '@/testing/handlers/builder';
import { gift, renderWithApp, screen, server, waitFor, within, writes } from '@/testing/test-utils';
import { loadEveryStepModule } from './step-modules';

// Leaving a step with what was typed since the last 'Lanjut' (docs/product.md §28): the builder asks
// first ('Simpan', 'Jangan simpan', 'Batal') instead of dropping it without a word; a step with nothing changed leaves
// at once.

// Every step's code transformed before the first test, as a built page's chunks are there to fetch.
beforeAll(loadEveryStepModule);

beforeEach(() => {
  server.use(...builderHandlers(builderState()));
});

async function openNames() {
  writeBuilderProgress({ step: 'names', finished: false, folderId: null });
  const view = await renderWithApp(ROUTES.editBuild);
  const field = (await screen.findByLabelText('Nama penerima')) as HTMLInputElement;
  return { ...view, field };
}

const step = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');

test('‘Ke Edit Pages’ with a name typed asks first; ‘Batal’ keeps the step as typed, ‘Simpan’ saves and then leaves', async () => {
  const { user, field } = await openNames();
  await user.clear(field);
  await user.type(field, 'Dewi');
  await user.click(screen.getByRole('link', { name: 'Ke Edit Pages' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Simpan perubahanmu?' });
  expect(within(dialog).getByText('Yang kamu ubah di langkah "Nama" belum tersimpan.')).toBeTruthy();
  expect(window.location.pathname).toBe(ROUTES.editBuild);
  await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect((screen.getByLabelText('Nama penerima') as HTMLInputElement).value).toBe('Dewi');
  expect(writes).toEqual([]);

  await user.click(screen.getByRole('link', { name: 'Ke Edit Pages' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Simpan' }));
  await waitFor(() => expect(window.location.pathname).toBe(ROUTES.editPages));
  expect(writes).toEqual(['POST /api/opening']);
  expect(gift.opening.recipient_name).toBe('Dewi');
});

test('‘Kembali’ with a name typed asks first; ‘Jangan simpan’ goes back without it', async () => {
  const { user, field } = await openNames();
  await user.clear(field);
  await user.type(field, 'Raka');
  await user.click(screen.getByRole('button', { name: 'Kembali' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Jangan simpan' }));
  await waitFor(() => expect(step()).toBe('1'));
  expect(writes).toEqual([]);
  expect(gift.opening.recipient_name).not.toBe('Raka');
});

test('a step with nothing changed leaves at once, without a question', async () => {
  const { user } = await openNames();
  await user.click(screen.getByRole('button', { name: 'Kembali' }));
  await waitFor(() => expect(step()).toBe('1'));
  expect(screen.queryByRole('alertdialog')).toBeNull();
});
