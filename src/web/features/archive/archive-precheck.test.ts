import { describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { precheckArchive } from './archive-precheck';

/** A real ZIP of these files, as yazl (the server's archive writer) makes it. */
function zipOf(files: Record<string, string>): Promise<Blob> {
  const zip = new ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
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
});
