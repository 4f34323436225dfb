import { describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { precheckArchive } from './archive-precheck';

/** A real ZIP of these files, as yazl (the server's archive writer) makes it. */
function zipOf(
  files: Record<string, string | Buffer>,
  { comment, stored = false }: { comment?: string; stored?: boolean } = {},
): Promise<Blob> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), name, { compress: !stored });
  zip.end({ forceZip64Format: false, comment: comment ?? '' });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(new Blob([Buffer.concat(chunks)])));
    zip.outputStream.on('error', reject);
  });
}

describe('precheckArchive', () => {
  it("takes a ZIP that holds the gift's data file", async () => {
    expect(await precheckArchive(await zipOf({ 'kado-gift.json': '{}', 'media/a.jpg': 'x' }))).toBe('ok');
  });

  it('calls a ZIP without it foreign', async () => {
    expect(await precheckArchive(await zipOf({ 'notes.txt': 'kado-gift' }))).toBe('foreign');
  });

  it('calls anything else, an empty file or a cut ZIP, not a ZIP', async () => {
    expect(await precheckArchive(new Blob(['ini bukan arsip']))).toBe('not-zip');
    expect(await precheckArchive(new Blob([]))).toBe('not-zip');
    const whole = new Uint8Array(await (await zipOf({ 'kado-gift.json': '{}' })).arrayBuffer());
    expect(await precheckArchive(new Blob([whole.slice(0, whole.length - 30)]))).toBe('not-zip');
  });

  it('reads a ZIP with a comment after its directory, up to the longest a ZIP allows', async () => {
    expect(await precheckArchive(await zipOf({ 'kado-gift.json': '{}' }, { comment: 'Kado untuk Sari' }))).toBe('ok');
    const longest = await zipOf({ 'kado-gift.json': '{}', 'media/a.jpg': 'x'.repeat(70_000) }, { comment: 'c'.repeat(0xffff) });
    expect(await precheckArchive(longest)).toBe('ok');
  });

  it("finds the data file in the ZIP's list of files, not in the files' contents", async () => {
    expect(await precheckArchive(await zipOf({ 'notes.txt': 'see kado-gift.json' }, { stored: true }))).toBe('foreign');
    // A stored file whose bytes look like a ZIP's end record does not hide the real one.
    const lookalike = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(40)]);
    expect(await precheckArchive(await zipOf({ 'kado-gift.json': '{}', 'media/b.bin': lookalike }, { stored: true }))).toBe('ok');
  });

  it("leaves a ZIP64 archive's list to the server", async () => {
    // A ZIP64 archive's end record says 0xffffffff where the list's size or place would not fit.
    for (const field of [12, 16]) {
      const whole = new Uint8Array(await (await zipOf({ 'notes.txt': 'x' })).arrayBuffer());
      new DataView(whole.buffer).setUint32(whole.length - 22 + field, 0xffffffff, true);
      expect(await precheckArchive(new Blob([whole])), `field ${field}`).toBe('ok');
    }
  });

  it('calls a file whose first four bytes are not a ZIP’s not a ZIP, whichever byte differs', async () => {
    const whole = new Uint8Array(await (await zipOf({ 'kado-gift.json': '{}' })).arrayBuffer());
    for (let i = 0; i < 4; i++) {
      const changed = whole.slice();
      changed[i] = 0x00;
      expect(await precheckArchive(new Blob([changed])), `byte ${i}`).toBe('not-zip');
    }
    expect(await precheckArchive(new Blob([whole.slice(0, 3)]))).toBe('not-zip');
  });

  it('calls a ZIP whose list of files would lie past its end not a ZIP', async () => {
    const whole = new Uint8Array(await (await zipOf({ 'kado-gift.json': '{}' })).arrayBuffer());
    const view = new DataView(whole.buffer);
    const eocd = whole.length - 22;
    // The list's offset moved past the file's end by one byte.
    view.setUint32(eocd + 16, whole.length - view.getUint32(eocd + 12, true) + 1, true);
    expect(await precheckArchive(new Blob([whole]))).toBe('not-zip');
  });
});
