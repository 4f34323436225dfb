import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { MB } from '../../../shared/constants.js';
import { startAppProcess, type AppProcess } from '../../test-support/app-process.js';
import { noisyJpeg } from '../../test-support/media-fixtures.js';
import { createTestApp, EDITOR, multipart, testConfig, type TestApp } from '../../test-support/test-app.js';

// The room an upload held when its process was killed (decision 078): a reservation names its process, and the next
// process of the machine gives the room of a gone one back at its start, not when the reservation lapses 6 hours
// later (decision 052). Staged for real: Kado as its own process, an upload that has sent its length and part of its
// body, kill -9, a new process on the same data; on the engine of the pass (SQLite, or PostgreSQL in postgres-s3).

/** A gallery upload of `form`, answered with its status. */
function upload(app: AppProcess, token: string, folder: string, data: Buffer): Promise<number> {
  const form = multipart({ folder_id: folder, title: 'Foto' }, [{ field: 'photo', filename: 'a.jpg', contentType: 'image/jpeg', data }]);
  return fetch(`${app.url}/api/gallery/create-photos`, {
    method: 'POST',
    headers: { ...(form.headers as Record<string, string>), authorization: `Bearer ${token}` },
    body: form.payload as Buffer,
  }).then((res) => res.status);
}

describe('kill -9 during an upload', () => {
  let probe: TestApp | undefined;
  let running: AppProcess | undefined;
  afterAll(async () => {
    await running?.stop();
    await probe?.close();
  });

  it('leaves no room held once the next process has started: a photo that fits is taken', { timeout: 120_000 }, async () => {
    // The pass's engine and data, made and seeded as a test app's; the processes then run on them, on the local disk.
    probe = await createTestApp({ s3: undefined });
    const editor = { authorization: `Bearer ${await probe.editorToken()}` };
    const seeded = (await probe.app.inject({ method: 'GET', url: '/api/usage', headers: editor })).json().data.used_bytes as number;
    await probe.app.close();
    const databaseUrl = testConfig(probe.dataDir).databaseUrl;
    // The quota leaves about 3 MB beside the seeded gift's files.
    const env = {
      DATA_DIR: probe.dataDir,
      GIFT_QUOTA_MB: String(Math.ceil(seeded / MB) + 3),
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    };

    const first = await startAppProcess(env);
    running = first;
    const login = await fetch(`${first.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(EDITOR),
    });
    const token = ((await login.json()) as { token: string }).token;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const folder = await fetch(`${first.url}/api/gallery/create-folder`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ name: 'Sisa' }),
    });
    const folderId = String(((await folder.json()) as { data: { id: number } }).data.id);
    const usage = (
      (await (await fetch(`${first.url}/api/usage`, { headers: auth })).json()) as { data: { used_bytes: number; quota_bytes: number } }
    ).data;
    const room = usage.quota_bytes - usage.used_bytes;

    // An upload that declares all the room but 2 KB, and sends only its first 64 KB.
    const probeForm = multipart({ folder_id: folderId, title: 'Besar' }, [
      { field: 'photo', filename: 'big.jpg', contentType: 'image/jpeg', data: Buffer.alloc(0) },
    ]);
    const big = multipart({ folder_id: folderId, title: 'Besar' }, [
      {
        field: 'photo',
        filename: 'big.jpg',
        contentType: 'image/jpeg',
        data: Buffer.alloc(room - 2048 - (probeForm.payload as Buffer).length, 7),
      },
    ]);
    const body = big.payload as Buffer;
    const small = await noisyJpeg(120, 120, 3);
    // Its room is held: a small photo does not fit beside it. Asked for a folder that does not exist, so that a try
    // before the hold is taken stores nothing (the quota is checked before the form is read, the folder after). A probe
    // whose quota check comes before the stalled upload's takes the room for a moment, and the stalled upload is refused
    // (413) and holds nothing: that race, likelier on a busy host, is staged again, at most five times.
    let stalled: http.ClientRequest | undefined;
    const answered: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      let done = false;
      stalled = http.request(`${first.url}/api/gallery/create-photos`, {
        method: 'POST',
        headers: { ...(big.headers as Record<string, string>), authorization: `Bearer ${token}`, 'content-length': String(body.length) },
      });
      stalled.on('response', (res) => {
        done = true;
        answered.push(res.statusCode ?? 0);
        res.resume();
      });
      stalled.on('error', () => undefined);
      stalled.write(body.subarray(0, 64 * 1024));
      // A probe that reaches the quota before the stalled upload does takes the room first and the upload is refused:
      // the probes start once it has had a moment, longer at each try.
      await new Promise((resolve) => setTimeout(resolve, 250 * (attempt + 1)));
      const held = await expect
        .poll(async () => (done ? 'answered' : await upload(first, token, '999999', small)), { timeout: 20_000 })
        .toSatisfy((status) => status === 413 || status === 'answered')
        .then(
          () => !done,
          () => false,
        );
      if (held) break;
      stalled.destroy();
      stalled = undefined;
    }
    expect(stalled, `the stalled upload was answered each time: ${answered.join(', ')}`).toBeDefined();

    expect(await first.signal('SIGKILL')).toBeNull();
    stalled?.destroy();
    running = await startAppProcess(env);
    expect(await upload(running, token, folderId, small), running.output()).toBe(200);
  });
});
