import { expect, test } from 'vitest';
import MusicHubPanel from './music-hub-panel';
import { findToast, gift, renderWithProviders, screen, userEvent, within, writes } from '@/testing/test-utils';

// The hub's Music section (docs/product.md §2 Music): the track that plays, a file refused by its type before any
// upload or by its bytes at the server (its message shown as it says, nothing changed), another track, and the way
// back to the seeded one. The server's own byte check is src/server/routes/music.test.ts's; the recipient's playback is
// e2e/music.spec.ts's.

/** An MP3's first bytes: an ID3v2 tag's header. */
const mp3 = (name: string) => new File([new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0, 0xff, 0xfb])], name, { type: 'audio/mpeg' });

async function openPanel() {
  renderWithProviders(<MusicHubPanel />);
  const section = await screen.findByTestId('music-hub-panel');
  expect(await within(section).findByTestId('music-hub-track')).toHaveProperty('textContent', 'Lagu Untukmu · Kado Music Box');
  // The picker offers audio; files it would hide are still dropped on it, so the page's own check is what is tested.
  const user = userEvent.setup({ applyAccept: false });
  return { panel: section, file: within(section).getByLabelText('File Musik') as HTMLInputElement, user };
}

test('a file refused by its type or by its bytes is said in the field, and the seeded track stays', async () => {
  const { panel, file, user } = await openPanel();
  const section = within(panel);
  expect(section.getByText('Wajib klik tombol reload ketika sudah menyimpan!')).toBeTruthy();
  expect(section.getByText('Lagu bawaan', { exact: true })).toBeTruthy();
  expect((section.getByRole('button', { name: 'Kembalikan Lagu Bawaan' }) as HTMLButtonElement).disabled).toBe(true);

  // Named and typed as audio, but not audio inside: the server refuses it with its own words.
  await user.upload(file, new File(['ini bukan lagu '.repeat(200)], 'bukan-lagu.mp3', { type: 'audio/mpeg' }));
  await user.click(section.getByRole('button', { name: 'Simpan' }));
  expect((await section.findByRole('alert')).textContent).toBe('Jenis file tidak didukung. Gunakan audio (MP3, OGG, WAV, FLAC, M4A).');
  expect(section.getByText('Lagu bawaan', { exact: true })).toBeTruthy();
  expect(gift.music.is_default).toBe(true);
  expect(writes).toEqual(['POST /api/music']);

  // Not audio by its type: refused before any upload.
  const sent = writes.length;
  await user.upload(file, new File(['halo'], 'catatan.txt', { type: 'text/plain' }));
  expect((await section.findByRole('alert')).textContent).toBe('Pilih file audio.');
  await user.click(section.getByRole('button', { name: 'Simpan' }));
  // Nothing chosen: asked for first, the picker given the focus, nothing sent.
  expect((await section.findByRole('alert')).textContent).toBe('Pilih file musik terlebih dahulu.');
  expect(await findToast('Pilih file musik terlebih dahulu.')).toBeTruthy();
  expect(document.activeElement).toBe(file);
  expect(writes.slice(sent)).toEqual([]);
});

test('another track is saved and said, then the seeded one comes back', async () => {
  const { panel, file, user } = await openPanel();
  const section = within(panel);
  await user.upload(file, mp3('lagu.mp3'));
  await user.click(section.getByRole('button', { name: 'Simpan' }));
  await findToast('Musik berhasil disimpan!');
  expect(await section.findByText('Lagu unggahan', { exact: true })).toBeTruthy();
  expect(section.getByTestId('music-hub-track').textContent).toBe('Lagu Untukmu · Kado Music Box');
  expect(gift.music.name).toBe('lagu.mp3');

  await user.click(section.getByRole('button', { name: 'Kembalikan Lagu Bawaan' }));
  await findToast('Musik kembali ke lagu bawaan.');
  expect(await section.findByText('Lagu bawaan', { exact: true })).toBeTruthy();
  expect(writes).toEqual(['POST /api/music', 'DELETE /api/music']);
});
