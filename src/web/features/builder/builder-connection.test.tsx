import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { ROUTES } from '@shared/routes';
import { photoSaveReply } from '@shared/schemas/gallery';
import { writeBuilderProgress, type BuilderStep } from '@/lib/builder-progress';
import { builderHandlers, builderState, type BuilderState } from '@/testing/handlers/builder';
import { testPhoto } from '@/testing/handlers/gallery';
import { reply } from '@/testing/handlers/reply';
import { gift, http, HttpResponse, screen, server, waitFor, within, writes, type RenderOptions } from '@/testing/test-utils';
import { loadEveryStepModule } from './step-modules';

// The builder on a phone's connection (docs/product.md §28, decision 081): a save offline says so at once and keeps
// the step; a part whose code cannot be fetched names what failed, under the builder's own bar, and 'Coba lagi'
// imports it again; a photo whose upload got no reply is sent again without picking it again; a step whose read got
// no reply names the connection; a session check with no reply is not a login. No state ends in a blank page.

// Every step's code transformed before the first test, as a built page's chunks are there to fetch.
beforeAll(loadEveryStepModule);

/** The theme picker's and the login dialog's code, fetched or not (as a chunk gone offline or with a new build). */
const chunks = vi.hoisted(() => ({ themeGone: false, loginGone: false }));
const gone = (name: string) => new TypeError(`Failed to fetch dynamically imported module: /assets/${name}.js`);
vi.mock('@/features/look/theme-field', async (original) => {
  if (chunks.themeGone) throw gone('theme-field');
  return original();
});
vi.mock('@/components/login-modal', async (original) => {
  if (chunks.loginGone) throw gone('login-modal');
  return original();
});

let state: BuilderState;

beforeEach(() => {
  state = builderState();
  server.use(...builderHandlers(state));
});
afterEach(() => {
  chunks.themeGone = false;
  chunks.loginGone = false;
  goOnline();
});

/** The phone loses its connection: the browser says so, and these calls get no reply at all. */
function goOffline(...calls: [method: 'get' | 'post', path: string][]) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
  server.use(...calls.map(([method, path]) => http[method](path, () => HttpResponse.error())));
}

function goOnline() {
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
}

/**
 * The app rendered from modules imported afresh, in every test of this file. The web project keeps modules from file
 * to file (vitest.config.ts): a part an earlier file loaded stays loaded in the router's and the editor's modules and
 * is never imported again through this file's mocks; and a tree kept from before a reset would import its lazy parts
 * from the fresh modules, mixing the two. The server, the gift it reads and the writes stay setup.ts's.
 */
async function renderFresh(url: string, options: RenderOptions = {}) {
  vi.resetModules();
  const { renderWithApp } = await import('@/testing/test-utils');
  gift.role = options.role ?? 'editor';
  return renderWithApp(url, options);
}

/** The calls answer again as before the connection dropped. */
function backOnline() {
  server.resetHandlers();
  server.use(...builderHandlers(state));
}

async function openAt(step: BuilderStep) {
  writeBuilderProgress({ step, finished: false, folderId: null });
  const view = await renderFresh(ROUTES.editBuild);
  await screen.findByRole('progressbar');
  return view;
}

/** A toast with this text, within the few seconds the giver may wait (decision 081: not 'Menyimpan...' for good). */
const toastWithin5s = (text: string) => screen.findByText(text, { selector: '[role=status] span' }, { timeout: 5000 });

const step = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');
const next = () => screen.getByRole('button', { name: 'Lanjut' });

test('saving offline says so within seconds and keeps the step; online again, the same Lanjut saves', async () => {
  const { user } = await openAt('names');
  const name = await screen.findByLabelText('Nama penerima');
  await user.clear(name);
  await user.type(name, 'Dewi');
  goOffline(['post', '/api/opening']);
  await user.click(next());
  expect(await toastWithin5s('Belum tersimpan: kamu sedang offline. Sambungkan internet, lalu tekan Lanjut lagi.')).toBeTruthy();
  expect(next().textContent).toBe('Lanjut');
  expect(step()).toBe('2');

  goOnline();
  backOnline();
  await user.click(next());
  await waitFor(() => expect(step()).toBe('3'));
  expect(gift.opening.recipient_name).toBe('Dewi');
});

test('a save the server never answers, online, is named as the connection', async () => {
  const { user } = await openAt('names');
  await user.type(await screen.findByLabelText('Nama penerima'), ' Ayu');
  server.use(http.post('/api/opening', () => HttpResponse.error()));
  await user.click(next());
  expect(await toastWithin5s('Belum tersimpan: server tidak menjawab. Periksa koneksi internetmu, lalu tekan Lanjut lagi.')).toBeTruthy();
  expect(step()).toBe('2');
});

test('a step’s part whose code cannot be fetched names what failed, keeps the builder, and imports it again', async () => {
  // Offline, the theme picker's code cannot come: the step says it is the connection.
  chunks.themeGone = true;
  goOffline();
  const { user, container } = await openAt('theme');
  const failure = await screen.findByTestId('load-failure');
  expect(within(failure).getByRole('heading', { name: 'Koneksi internet terputus' })).toBeTruthy();
  expect(within(failure).queryByRole('button', { name: 'Muat ulang halaman' })).toBeNull();
  // The builder is still there around it: its bar, its heading, its way on.
  expect(container.textContent).toContain('Susun Kadomu');
  expect(screen.getByRole('button', { name: 'Lewati' })).toBeTruthy();

  // Online, the code still gone (a newer build replaced it): said so, with a fresh load of the page offered.
  goOnline();
  expect(await within(failure).findByRole('heading', { name: 'Bagian ini gagal dimuat' })).toBeTruthy();
  expect(within(failure).getByRole('button', { name: 'Muat ulang halaman' })).toBeTruthy();

  // 'Coba lagi' imports it again.
  chunks.themeGone = false;
  await user.click(within(failure).getByRole('button', { name: 'Coba lagi' }));
  expect(await screen.findByRole('heading', { name: 'Tema hadiah' })).toBeTruthy();
  expect(screen.queryByTestId('load-failure')).toBeNull();
  expect((await screen.findAllByRole('radio')).length).toBeGreaterThan(0);
});

test('a photo whose upload got no reply is sent again without picking it again', async () => {
  const { user } = await openAt('photos');
  await screen.findByText('Belum ada foto di folder ini.');
  await user.click(screen.getByRole('button', { name: 'Unggah Foto' }));
  const dialog = await screen.findByRole('dialog', { name: 'Unggah Foto' });
  await user.type(within(dialog).getByLabelText('Judul (opsional)'), 'Pantai');
  await user.upload(within(dialog).getByLabelText('Foto'), new File(['jpeg'], 'pantai.jpg', { type: 'image/jpeg' }));
  // The connection drops: the session check and the upload get no reply.
  goOffline(['get', '/api/session'], ['post', '/api/gallery/create-photos']);
  await user.click(within(dialog).getByRole('button', { name: 'Unggah' }));
  expect(
    await within(dialog).findByText('No response from server. Please check your network connection.', { selector: '[role=alert]' }),
  ).toBeTruthy();
  expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();

  // Back online: 'Coba lagi' (Upload, every photo left having failed) sends the photo kept in the list.
  goOnline();
  const sent: string[] = [];
  server.resetHandlers();
  server.use(
    ...builderHandlers(state),
    http.post('/api/gallery/create-photos', async ({ request }) => {
      const form = await request.formData();
      sent.push(`${String(form.get('title'))} ${(form.get('photo') as File).name}`);
      return reply(photoSaveReply, { success: true, message: 'Foto berhasil diunggah.', data: testPhoto(31, 7, 'Pantai') });
    }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Coba lagi' }));
  expect(await screen.findByTestId('upload-done')).toBeTruthy();
  expect(sent).toEqual(['Pantai pantai.jpg']);
});

test('a step whose read got no reply names the connection, and loads once it is back', async () => {
  goOffline(['get', '/api/date-input']);
  const { user } = await openAt('date');
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Gagal memuat data langkah ini: kamu sedang offline. Sambungkan internet, lalu coba lagi.',
  );
  goOnline();
  backOnline();
  await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
  expect(await screen.findByLabelText('Tanggal Spesial Kita')).toBeTruthy();
});

test('a session check with no reply is the connection, not a login; the retry finds the giver', async () => {
  goOffline(['get', '/api/session']);
  const { user } = await renderFresh(ROUTES.editBuild);
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Tidak bisa memeriksa login: koneksi ke server terputus. Periksa internetmu, lalu coba lagi.',
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  goOnline();
  backOnline();
  await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
  expect(await screen.findByRole('progressbar')).toBeTruthy();
});

test('a login dialog whose code cannot be fetched says so, leaves the page, and asking again loads it', async () => {
  chunks.loginGone = true;
  const { user } = await renderFresh(ROUTES.editBuild, { role: 'anonymous' });
  expect(await screen.findByText('No response from server. Please check your network connection.')).toBeTruthy();
  // The page under it is still there, with its way to ask again.
  expect(screen.getByRole('heading', { name: 'Susun Kadomu' })).toBeTruthy();
  expect(screen.queryByRole('dialog', { name: /Login/ })).toBeNull();
  chunks.loginGone = false;
  await user.click(await screen.findByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('dialog', { name: /Login/ })).toBeTruthy();
  expect(writes).toEqual([]);
});
