import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from './test-support/app-process.js';
import { createTestDatabase, postgresAvailable } from './test-support/postgres.js';
import { s3Env, startTestS3, type TestS3 } from './test-support/s3.js';
import { EDITOR, multipart } from './test-support/test-app.js';
import { jpeg } from './test-support/media-fixtures.js';

// SIGTERM as systemd sends it at a stop or restart (decision 038), on a real process: an upload in flight
// completes, or, when it does not finish within the grace (STOP_GRACE_SECONDS, 2 s here, 10 s by default), is
// cut and leaves nothing behind; either way the process exits 0. On SQLite with media on disk, and on
// PostgreSQL with media in a bucket. Before it closes, a SIGTERM drains: for STOP_DRAIN_SECONDS
// /readyz says 'stopping' while new connections are still taken and answered, each closed after its reply; Ctrl-C
// (SIGINT) skips the drain. The tests' server drains only when STOP_DRAIN_SECONDS is set (scripts/test-server.mjs).

const withPostgres = await postgresAvailable('graceful stop on PostgreSQL');

interface Engine {
  name: string;
  env(): Promise<Record<string, string>>;
  cleanUp(): Promise<void>;
}

function sqliteEngine(): Engine {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-stop-'));
  return {
    name: 'SQLite, media on disk',
    env: async () => ({ DATA_DIR: dataDir }),
    cleanUp: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

function postgresEngine(): Engine {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-stop-pg-'));
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let s3: TestS3 | undefined;
  return {
    name: 'PostgreSQL, media in a bucket',
    async env() {
      database ??= await createTestDatabase();
      s3 ??= await startTestS3();
      return { DATA_DIR: dataDir, DATABASE_URL: database.url, ...s3Env(s3) };
    },
    async cleanUp() {
      await s3?.stop();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A multipart photo upload whose body is sent in two halves, the second only when `finish` is called. */
function slowUpload(app: AppProcess, token: string, folderId: number, photo: Buffer) {
  const form = multipart({ folder_id: String(folderId), title: 'di tengah jalan' }, [
    { field: 'photo', filename: 'stop.jpg', contentType: 'image/jpeg', data: photo },
  ]);
  const body = form.payload as Buffer;
  const url = new URL(`${app.url}/api/gallery/create-photos`);
  const request = http.request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    agent: false,
    headers: { ...form.headers, 'content-length': String(body.length), authorization: `Bearer ${token}` },
  });
  const reply = new Promise<{ status: number; connection: string | undefined; body: string } | Error>((resolve) => {
    request.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
      res.on('error', resolve);
    });
    request.on('error', resolve);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  return { reply, finish: () => request.end(body.subarray(half)) };
}

const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;

async function signIn(app: AppProcess): Promise<string> {
  const res = await fetch(`${app.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(EDITOR),
  });
  expect(res.status).toBe(200);
  return (await json<{ token: string }>(res)).token;
}

async function createFolder(app: AppProcess, token: string, name: string): Promise<number> {
  const res = await fetch(`${app.url}/api/gallery/create-folder`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name }),
  });
  expect(res.status).toBe(200);
  return (await json<{ data: { id: number } }>(res)).data.id;
}

/** The titles of a folder's photos, and whether each photo's file is served. */
async function photosOf(app: AppProcess, token: string, folderId: number): Promise<{ title: string; served: boolean }[]> {
  const res = await fetch(`${app.url}/api/gallery/detail/${folderId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const photos = (await json<{ data: { photo: { title: string; url: string }[] } }>(res)).data.photo;
  return Promise.all(
    photos.map(async (p) => ({
      title: p.title,
      served: (await fetch(`${app.url}/storage/${p.url}`, { headers: { authorization: `Bearer ${token}` } })).ok,
    })),
  );
}

/** Files a process left in its temp folder (an upload's parts), relative to it. */
const tempFiles = (dataDir: string): string[] => {
  const tmp = path.join(dataDir, 'tmp');
  return fs.existsSync(tmp)
    ? fs
        .readdirSync(tmp, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];
};

/** Each test starts Kado twice, and a start may take startAppProcess's whole minute on a slow, busy host. */
const TWO_STARTS_MS = 150_000;

const engines = [sqliteEngine(), ...(withPostgres ? [postgresEngine()] : [])];
afterAll(async () => {
  for (const engine of engines) await engine.cleanUp();
});

describe.each(engines)('SIGTERM on $name', (engine) => {
  it('an upload in flight completes, no new connection is taken, and the process exits 0', { timeout: TWO_STARTS_MS }, async () => {
    const env = await engine.env();
    let app = await startAppProcess(env);
    let token = await signIn(app);
    const folder = await createFolder(app, token, 'Berhenti pelan');
    const upload = slowUpload(app, token, folder, await jpeg(640, 480));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exit = app.signal('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The listener is closed: a new connection is refused (STOP_DRAIN_SECONDS is unset here, so no drain precedes it).
    const refused = await fetch(`${app.url}/healthz`).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);
    upload.finish();
    const reply = await upload.reply;
    if (reply instanceof Error) throw reply;
    expect(reply.status, reply.body).toBe(200);
    expect(reply.connection).toBe('close');
    expect(await exit, app.output()).toBe(0);
    expect(app.output()).toContain('every request finished');

    app = await startAppProcess(env);
    token = await signIn(app);
    expect(await photosOf(app, token, folder)).toEqual([{ title: 'di tengah jalan', served: true }]);
    await app.stop();
  });

  it(
    'an upload that does not finish within the grace is cut, leaving no photo and no file, and the process exits 0',
    { timeout: TWO_STARTS_MS },
    async () => {
      const env: Record<string, string> = { ...(await engine.env()), STOP_GRACE_SECONDS: '2' };
      let app = await startAppProcess(env);
      let token = await signIn(app);
      const folder = await createFolder(app, token, 'Terputus');
      const upload = slowUpload(app, token, folder, await jpeg(640, 480));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = Date.now();
      expect(await app.signal('SIGTERM'), app.output()).toBe(0);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
      expect(app.output()).toContain('requests in flight have 2 s to finish');
      expect(app.output()).toContain('requests still open were cut');
      expect(await upload.reply).toBeInstanceOf(Error);
      expect(tempFiles(env.DATA_DIR!)).toEqual([]);

      app = await startAppProcess(env);
      token = await signIn(app);
      expect(await photosOf(app, token, folder)).toEqual([]);
      await app.stop();
    },
  );
});

/** One request on a connection of its own: its status, its Connection header and its body, or the error. */
function fresh(app: AppProcess, method: string, target: string, headers: Record<string, string> = {}, body?: string) {
  const url = new URL(`${app.url}${target}`);
  return new Promise<{ status: number; connection: string | undefined; body: string } | Error>((resolve) => {
    const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method, agent: false, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
      res.on('error', resolve);
    });
    request.on('error', resolve);
    request.end(body);
  });
}

describe('the drain before the close (decision 075), SQLite', () => {
  const engine = engines[0]!;

  it(
    'SIGTERM: /readyz says stopping while new connections are answered, each with Connection: close; then exit 0',
    { timeout: TWO_STARTS_MS },
    async () => {
      const app = await startAppProcess({ ...(await engine.env()), STOP_DRAIN_SECONDS: '4' });
      const token = await signIn(app);
      const exit = app.signal('SIGTERM');
      // The drain has begun once /readyz says so; the listener is still open.
      let ready = await fresh(app, 'GET', '/readyz');
      for (let tries = 0; !(ready instanceof Error) && ready.status === 200 && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        ready = await fresh(app, 'GET', '/readyz');
      }
      if (ready instanceof Error) throw ready;
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ status: 'unavailable', failed: ['stopping'] });
      expect(ready.connection).toBe('close');
      // A write a front sent just before it saw the 503 arrives on a new connection: answered, not refused.
      const folder = await fresh(
        app,
        'POST',
        '/api/gallery/create-folder',
        { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        JSON.stringify({ name: 'Saat berhenti' }),
      );
      if (folder instanceof Error) throw folder;
      expect(folder.status, folder.body).toBe(200);
      expect(folder.connection).toBe('close');
      expect(await exit, app.output()).toBe(0);
      expect(app.output()).toContain('answering 4 s more with /readyz 503, then requests in flight have 10 s to finish');
      expect(app.output()).toContain('every request finished');
      // Then it closed: nothing answers on its port.
      expect(await fresh(app, 'GET', '/healthz')).toBeInstanceOf(Error);
    },
  );

  it('SIGINT (Ctrl-C) closes at once, without the drain', { timeout: TWO_STARTS_MS }, async () => {
    const app = await startAppProcess({ ...(await engine.env()), STOP_DRAIN_SECONDS: '60' });
    const started = Date.now();
    expect(await app.signal('SIGINT'), app.output()).toBe(0);
    // Far less than the 60 s drain SIGTERM would have taken.
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(app.output()).toContain('SIGINT, stopping: requests in flight have 10 s to finish');
  });
});
