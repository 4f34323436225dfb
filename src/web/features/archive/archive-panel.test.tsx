import { expect, test } from 'vitest';
import { ZipFile } from 'yazl';
import { buffer } from 'node:stream/consumers';
import ArchivePanel from './archive-panel';
import { renderWithProviders, screen, within, writes } from '@/testing/test-utils';

// The hub's 'Arsip' section (decision 030): a file that is not a gift's archive is refused before the question
// 'Ganti isi hadiah?', in the spec's words, and nothing is sent.

async function foreignZip(): Promise<ArrayBuffer> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from('catatan'), 'catatan.txt');
  zip.end();
  const bytes = await buffer(zip.outputStream);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

test('a file that is not a Kado archive is refused with a clear message before the question; nothing is sent', async () => {
  const { user } = renderWithProviders(<ArchivePanel />);
  const panel = await screen.findByTestId('archive-panel');
  const field = within(panel).getByLabelText('File arsip (.zip)');

  await user.upload(field, new File(['ini bukan arsip'], 'bukan.zip', { type: 'application/zip' }));
  await user.click(within(panel).getByRole('button', { name: 'Pulihkan' }));
  expect(await within(panel).findByText('File ini bukan arsip ZIP yang bisa dibaca.')).toBeTruthy();
  expect(screen.queryByRole('dialog', { name: 'Ganti isi hadiah?' })).toBeNull();

  // A ZIP, but not a gift's: refused the same way.
  await user.upload(field, new File([await foreignZip()], 'lain.zip', { type: 'application/zip' }));
  await user.click(within(panel).getByRole('button', { name: 'Pulihkan' }));
  expect(await within(panel).findByText('File ini bukan arsip hadiah Kado.')).toBeTruthy();
  expect(screen.queryByRole('dialog', { name: 'Ganti isi hadiah?' })).toBeNull();
  expect(writes).toEqual([]);
});
