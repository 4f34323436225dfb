import { fireEvent } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { ROUTES } from '@shared/routes';
import { writeBuilderProgress } from '@/lib/builder-progress';
import { builderHandlers, builderState } from '@/testing/handlers/builder';
import { delay, findToast, gift, http, refuse, renderWithApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { readinessQueryOptions } from '@/api/readiness';
import { idHub } from '@/i18n/id-hub';

// The hub around its panels: the builder's card for a gift still all demo or a builder left halfway,
// the preview refreshing itself after a save (the 'Reload' hint stays), and on a phone the form first with the
// preview one tap away. How it looks at 390 px is e2e/edit-hub.spec.ts.

beforeEach(() => {
  server.use(...builderHandlers(builderState()));
});

const preview = () => document.querySelector('iframe')!;

test('a gift still all demo shows ‘Susun Kadomu’ at the top of the hub, leading to the builder', async () => {
  await renderWithApp(ROUTES.editPages);
  const card = await screen.findByTestId('builder-card');
  expect(within(card).getByText(/masih berisi contoh/)).toBeTruthy();
  expect(within(card).getByRole('link', { name: 'Susun Kadomu' }).getAttribute('href')).toBe(ROUTES.editBuild);
});

test('the hub is drawn with the builder’s card already in place, so the card never pushes the form down', async () => {
  // 'Siap diberikan?' answers late: the resolver returns nothing after the wait, and the gift's own handler answers.
  server.use(
    http.get('/api/readiness', async () => {
      await delay(200);
    }),
  );
  await renderWithApp(`${ROUTES.editPages}?section=opening`);
  await screen.findByRole('region', { name: 'Form Opening' });
  expect(screen.getByTestId('builder-card')).toBeTruthy();
});

test('when ‘Siap diberikan?’ fails the hub still shows, and stays while the list is read again: nothing typed is lost', async () => {
  let failing = true;
  let reads = 0;
  server.use(
    http.get('/api/readiness', async () => {
      reads += 1;
      if (failing) return refuse(500, 'x');
      await delay(200);
    }),
  );
  const { user, client } = await renderWithApp(`${ROUTES.editPages}?section=opening`);
  const name = await screen.findByLabelText('Nama Penerima');
  await user.clear(name);
  await user.type(name, 'Rina');
  // A section that shows the list (the readiness panel, a saved occasion) reads it again.
  failing = false;
  const failedReads = reads;
  const again = client.refetchQueries({ queryKey: readinessQueryOptions().queryKey });
  expect(screen.queryByText(idHub.checking)).toBeNull();
  await again;
  expect(reads).toBe(failedReads + 1);
  expect(screen.getByLabelText<HTMLInputElement>('Nama Penerima').value).toBe('Rina');
});

test('a builder left halfway shows ‘Lanjutkan menyusun’ and the step; a finished one with the gift edited shows nothing', async () => {
  writeBuilderProgress({ step: 'letter', finished: false, folderId: null });
  gift.opening.recipient_name = 'Rina';
  const { unmount } = await renderWithApp(ROUTES.editPages);
  const card = await screen.findByTestId('builder-card');
  expect(within(card).getByText('Kamu berhenti di langkah "Surat".')).toBeTruthy();
  expect(within(card).getByRole('link', { name: 'Lanjutkan menyusun' })).toBeTruthy();
  unmount();

  writeBuilderProgress({ step: 'share', finished: true, folderId: null });
  await renderWithApp(ROUTES.editPages);
  await screen.findByRole('heading', { name: 'Edit Opening Page' });
  await screen.findByText(/Penyimpanan/);
  expect(screen.queryByTestId('builder-card')).toBeNull();
});

test('after a save the preview refreshes by itself, once; the reload hint stays', async () => {
  const { user } = await renderWithApp(`${ROUTES.editPages}?section=opening`);
  const name = await screen.findByLabelText('Nama Penerima');
  expect(screen.getByText('Wajib klik tombol reload ketika sudah menyimpan!')).toBeTruthy();
  expect(preview().dataset.refreshCount).toBe('0');
  await user.clear(name);
  await user.type(name, 'Rina');
  await user.click(screen.getByRole('button', { name: 'Simpan' }));
  expect(await findToast('Data berhasil disimpan!')).toBeTruthy();
  await waitFor(() => expect(preview().dataset.refreshCount).toBe('1'));
  // 'Reload' still re-creates the frame at the section's page.
  expect(preview().dataset.reloadCount).toBe('0');
});

function asPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

test('on a phone the form comes first and the preview is one tap away, loaded only then', async () => {
  asPhone();
  const { user } = await renderWithApp(`${ROUTES.editPages}?section=opening`);
  const form = await screen.findByRole('region', { name: 'Form Opening' });
  expect(await within(form).findByLabelText('Nama Penerima')).toBeTruthy();
  const previewSection = screen.getByRole('region', { name: 'Pratinjau' });
  // The form before the preview in the page's order.
  expect(form.compareDocumentPosition(previewSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(within(previewSection).getByRole('link', { name: 'See Full Page' }).getAttribute('href')).toBe(ROUTES.opening);
  expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  // The recipient's app is not loaded under the form until the giver comes to it.
  expect(document.querySelector('iframe')).toBeNull();
  expect(within(previewSection).getByText(/dimuat saat kamu membukanya/)).toBeTruthy();

  const scrolled = vi.fn();
  previewSection.scrollIntoView = scrolled;
  await user.click(screen.getByRole('button', { name: 'Lihat pratinjau' }));
  expect(scrolled).toHaveBeenCalled();
  expect(document.activeElement).toBe(previewSection);
  expect(within(previewSection).getByTitle(/Opening/)).toBeTruthy();
  expect(within(previewSection).queryByRole('button', { name: 'Tampilkan pratinjau' })).toBeNull();

  // Once shown it follows the sections, as beside the form on a desktop.
  await user.click(screen.getByRole('button', { name: 'Days Of Love' }));
  await waitFor(() => expect(preview().getAttribute('src')).toBe(ROUTES.daysOfLove));
});

test('on a phone ‘Tampilkan pratinjau’ in the preview’s place loads it there', async () => {
  asPhone();
  const { user } = await renderWithApp(`${ROUTES.editPages}?section=opening`);
  await screen.findByRole('region', { name: 'Form Opening' });
  const previewSection = screen.getByRole('region', { name: 'Pratinjau' });
  await user.click(within(previewSection).getByRole('button', { name: 'Tampilkan pratinjau' }));
  expect(
    within(previewSection)
      .getByTitle(/Opening/)
      .getAttribute('src'),
  ).toBe(ROUTES.opening);
});

test("on a phone a section's tap is painted before its button is scrolled into the bottom bar's view", async () => {
  asPhone();
  await renderWithApp(`${ROUTES.editPages}?section=opening`);
  await screen.findByRole('region', { name: 'Form Opening' });
  const bar = screen.getByRole('navigation', { name: 'Bagian yang diedit' });
  const scrolled: Element[] = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this);
  });
  const daysOfLove = within(bar).getByRole('button', { name: 'Days Of Love' });
  // The tap, and React's work for it, with no frame after it yet.
  fireEvent.click(daysOfLove);
  expect(daysOfLove.getAttribute('aria-current')).toBe('page');
  expect(scrolled).toEqual([]);
  await waitFor(() => expect(scrolled).toEqual([daysOfLove]));
});
