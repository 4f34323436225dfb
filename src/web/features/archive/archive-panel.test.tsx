import { expect, test } from 'vitest';
import { ZipFile } from 'yazl';
import { buffer } from 'node:stream/consumers';
import ArchivePanel from './archive-panel';
import { importReply } from '@shared/schemas/archive';
import { ARCHIVE_MSG } from '@shared/messages/archive';
import { findToast, http, renderWithProviders, reply, screen, server, within, writes } from '@/testing/test-utils';

// The hub's 'Arsip' section: a file that is not a gift's archive is refused before the question
// 'Ganti isi hadiah?', in the spec's words, and nothing is sent.

async function zipOf(name: string): Promise<ArrayBuffer> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from('{}'), name);
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
  await user.upload(field, new File([await zipOf('catatan.txt')], 'lain.zip', { type: 'application/zip' }));
  await user.click(within(panel).getByRole('button', { name: 'Pulihkan' }));
  expect(await within(panel).findByText('File ini bukan arsip hadiah Kado.')).toBeTruthy();
  expect(screen.queryByRole('dialog', { name: 'Ganti isi hadiah?' })).toBeNull();
  expect(writes).toEqual([]);
});

test('no file is asked for; a gift’s archive is sent only after ‘Ya, ganti isinya’, never after ‘Batal’', async () => {
  let imports = 0;
  server.use(
    http.post('/api/import', () => {
      imports += 1;
      return reply(importReply, { success: true, message: ARCHIVE_MSG.imported });
    }),
  );
  const { user } = renderWithProviders(<ArchivePanel />);
  const panel = within(await screen.findByTestId('archive-panel'));
  await user.click(panel.getByRole('button', { name: 'Pulihkan' }));
  expect(await panel.findByText('Pilih file arsip (.zip) terlebih dahulu.')).toBeTruthy();

  await user.upload(
    panel.getByLabelText('File arsip (.zip)'),
    new File([await zipOf('kado-gift.json')], 'kado.zip', { type: 'application/zip' }),
  );
  expect(panel.queryByText('Pilih file arsip (.zip) terlebih dahulu.')).toBeNull();
  await user.click(panel.getByRole('button', { name: 'Pulihkan' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Ganti isi hadiah?' })).getByRole('button', { name: 'Batal' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(writes).toEqual([]);

  await user.click(panel.getByRole('button', { name: 'Pulihkan' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Ganti isi hadiah?' })).getByRole('button', { name: 'Ya, ganti isinya' }),
  );
  expect(await findToast('Arsip berhasil dipulihkan. Isi hadiah sudah diganti.')).toBeTruthy();
  expect(imports).toBe(1);
  expect(writes).toEqual(['POST /api/import']);
});
