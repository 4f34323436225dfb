import { beforeEach, expect, test, vi } from 'vitest';
import { ROUTES } from '@shared/routes';
import { builderHandlers, builderState } from '@/testing/handlers/builder';
import { gift, screen, server, waitFor } from '@/testing/test-utils';

// What opening the builder costs a slow phone (docs/product.md §28, decision 097): the code of the step it opens at
// comes, not the other steps' forms, reads and checks, nor at the giver's first touch (it would run inside that tap);
// 'Lanjut' fetches the next step's code and shows that step whole, its heading focused.

/** The steps' modules this file's tabs imported, by name. */
const imported = vi.hoisted(() => new Set<string>());
vi.mock('./names-date-steps', async (original) => {
  imported.add('names and date');
  return original();
});
vi.mock('./menu-step', async (original) => {
  imported.add('menu');
  return original();
});
vi.mock('./reveal-step', async (original) => {
  imported.add('reveal');
  return original();
});

beforeEach(() => {
  server.use(...builderHandlers(builderState()));
});

/** The app from modules imported afresh (the web project keeps modules from file to file, vitest.config.ts). */
async function openFresh() {
  vi.resetModules();
  imported.clear();
  const { renderWithApp } = await import('@/testing/test-utils');
  gift.role = 'editor';
  return renderWithApp(ROUTES.editBuild);
}

test("opening the builder fetches the first step's code alone, a touch nothing more; 'Lanjut' fetches the next step's", async () => {
  const { user } = await openFresh();
  await screen.findAllByRole('radio');
  expect([...imported]).toEqual([]);

  await user.click(screen.getByRole('radio', { name: /Ulang tahun/ }));
  expect([...imported]).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Lanjut' }));
  await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2'));
  expect(screen.getByRole('heading', { name: 'Untuk siapa kado ini?' })).toBe(document.activeElement);
  expect([...imported]).toEqual(['names and date']);
});
