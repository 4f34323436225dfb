import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, csrf, multipart, type TestApp } from '../test-support/test-app.js';
import { jpeg } from '../test-support/media-fixtures.js';

// The database (it holds the PIN date and password hashes) and the media are readable by the
// server's user only (decision 016). The test process keeps its usual umask (022), so every mode below
// comes from the server setting it, not from main.ts's umask.

const mode = (p: string) => fs.statSync(p).mode & 0o777;
let current: TestApp | undefined;
let parent: string | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
  if (parent) fs.rmSync(parent, { recursive: true, force: true });
  parent = undefined;
});

/** Every folder and file under the data folder, with its mode. */
function modes(dataDir: string): { dirs: Record<string, number>; files: Record<string, number> } {
  const dirs: Record<string, number> = { '.': mode(dataDir) };
  const files: Record<string, number> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relative = path.relative(dataDir, full);
      if (entry.isDirectory()) {
        dirs[relative] = mode(full);
        walk(full);
      } else files[relative] = mode(full);
    }
  };
  walk(dataDir);
  return { dirs, files };
}

async function uploadPhoto(app: TestApp): Promise<void> {
  const headers = { ...bearer(await app.editorToken()), ...csrf };
  const folder = await app.app.inject({ method: 'POST', url: '/api/gallery/create-folder', payload: { name: 'Liburan' }, headers });
  expect(folder.statusCode).toBe(200);
  const form = multipart({ folder_id: String(folder.json().data.id), title: 'Pantai' }, [
    { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: await jpeg(800, 600) },
  ]);
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/gallery/create-photos',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
}

// The local disk's modes, so always on the local disk (`s3: undefined`), even in `npm run test:s3`: with
// MEDIA_STORE=s3 the media live in the bucket, private by its policy.
const localDisk = { s3: undefined };

describe('the data folder is private to the server', () => {
  it('creates the folder, the SQLite files, storage folders and every stored file owner-only', async () => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-private-'));
    const dataDir = path.join(parent, 'fresh', 'data');
    current = await createTestApp({ dataDir, ...localDisk });
    await uploadPhoto(current);

    const { dirs, files } = modes(dataDir);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['kado.sqlite', 'kado.sqlite-wal', 'kado.sqlite-shm']));
    // The default track, and the gallery photo with its thumbnail and display size (made by sharp).
    expect(Object.keys(files).filter((f) => f.startsWith('storage/')).length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(dirs)).toEqual(
      expect.arrayContaining(['.', 'tmp', 'storage', 'storage/app', 'storage/app/public', 'storage/app/public/gallery']),
    );
    for (const [dir, m] of Object.entries(dirs)) expect([dir, m.toString(8)]).toEqual([dir, '700']);
    for (const [file, m] of Object.entries(files)) expect([file, m.toString(8)]).toEqual([file, '600']);
  });

  it('tightens a data folder an older version left readable by others', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-private-'));
    const first = await createTestApp({ dataDir, ...localDisk });
    await uploadPhoto(first);
    await first.app.close();
    for (const [relative] of Object.entries(modes(dataDir).dirs)) fs.chmodSync(path.join(dataDir, relative), 0o755);
    for (const [relative] of Object.entries(modes(dataDir).files)) fs.chmodSync(path.join(dataDir, relative), 0o644);

    current = await createTestApp({ dataDir, ...localDisk });
    const { dirs, files } = modes(dataDir);
    for (const [dir, m] of Object.entries(dirs)) expect([dir, m.toString(8)]).toEqual([dir, '700']);
    for (const [file, m] of Object.entries(files)) expect([file, m.toString(8)]).toEqual([file, '600']);
  });
});
