import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from './lib/project-root.js';
import { startAppProcess, type AppProcess } from './test-support/app-process.js';
import { scriptCommand } from './test-support/server-entry.js';
import { jpeg } from './test-support/media-fixtures.js';
import { createTestDatabase, postgresAvailable } from './test-support/postgres.js';
import { EDITOR } from './test-support/test-app.js';
import { buffer } from 'node:stream/consumers';
import { loadConfig } from './lib/config.js';
import { createMediaStore } from './context.js';
import { s3Env, startTestS3, testMediaStore } from './test-support/s3.js';

// npm run backup / npm run restore (decision 024): a gift backed up while the app keeps writing, restored
// into an empty data folder (and database), is the same gift: every reply the editor sees and every byte
// of its media. Writes made during the backup are either wholly in it or wholly out of it.

const root = projectRoot();
const song = fs.readFileSync(path.join(root, 'assets', 'default-track.mp3'));
const engines: ('sqlite' | 'postgres')[] = ['sqlite', ...((await postgresAvailable('backup and restore')) ? (['postgres'] as const) : [])];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `kado-${name}-`));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** Runs an npm script's file (backup.ts, restore.ts) as `npm run` would (built when dist/ is current), with `env`. */
function runScript(script: string, arg: string, env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...scriptCommand(script), arg], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** A data folder and, with KADO_TEST_MEDIA_STORE=s3, an empty bucket of its own (npm run test:s3). */
async function mediaEnv(name: string): Promise<Record<string, string>> {
  const dataDir = path.join(tempDir(name), 'data');
  if (testMediaStore() === 'local') return { DATA_DIR: dataDir };
  const s3 = await startTestS3();
  cleanups.push(() => s3.stop());
  return { DATA_DIR: dataDir, ...s3Env(s3) };
}

/** The store an app with this environment keeps its media in, and every path it holds. */
async function storeOf(env: Record<string, string>) {
  const store = createMediaStore(loadConfig(env, undefined));
  const paths: string[] = [];
  for await (const entry of store.list()) paths.push(entry.path);
  return { store, paths };
}

async function database(engine: 'sqlite' | 'postgres'): Promise<Record<string, string>> {
  if (engine === 'sqlite') return {};
  const created = await createTestDatabase();
  cleanups.push(() => created.drop());
  return { DATABASE_URL: created.url };
}

describe.each(engines)('backup and restore on %s', (engine) => {
  it('restores, from a backup taken under writes, the same replies and the same media bytes', async () => {
    // One PUBLIC_URL for both apps: the share link is built from it, not from the port.
    const sourceEnv = { ...(await mediaEnv('source')), PUBLIC_URL: 'http://kado.test', ...(await database(engine)) };
    const a = await startAppProcess(sourceEnv);
    cleanups.push(() => a.stop());
    /** A write's reply: the tests read the new row's id or the stored file's url. */
    const send = async (app: AppProcess, method: string, url: string, body?: unknown): Promise<{ data: { id: number; url: string } }> => {
      const res = await fetch(`${app.url}${url}`, {
        method,
        headers: { ...editor, ...(body !== undefined && !(body instanceof FormData) && { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
      return JSON.parse(text) as { data: { id: number; url: string } };
    };
    const login = await fetch(`${a.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(EDITOR),
    });
    const editor = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const form = (fields: Record<string, string>, file: { field: string; name: string; type: string; data: Buffer }) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      body.append(file.field, new Blob([file.data], { type: file.type }), file.name);
      return body;
    };

    // The gift: texts, the PIN page's photo, a song, a gallery folder with photos.
    await send(a, 'POST', '/api/opening', { title: 'Untuk Kamu', recipient_name: 'Sayang' });
    await send(a, 'POST', '/api/todos', { title: 'Piknik di Bandung' });
    await send(
      a,
      'POST',
      '/api/date-input/photo',
      form({}, { field: 'photo', name: 'kita.jpg', type: 'image/jpeg', data: await jpeg(320, 240) }),
    );
    const songs = new Set([
      (await send(a, 'POST', '/api/music', form({}, { field: 'music', name: 'lagu.mp3', type: 'audio/mpeg', data: song }))).data.url,
    ]);
    const trip = (await send(a, 'POST', '/api/gallery/create-folder', { name: 'Liburan' })).data.id;
    for (const title of ['Pantai', 'Gunung']) {
      await send(
        a,
        'POST',
        '/api/gallery/create-photos',
        form({ folder_id: String(trip), title }, { field: 'photo', name: `${title}.jpg`, type: 'image/jpeg', data: await jpeg(200, 150) }),
      );
    }
    const loadFolder = (await send(a, 'POST', '/api/gallery/create-folder', { name: 'Selama backup' })).data.id;

    // Writes keep coming while the backup runs: todos, photos, and a song replaced (its old file deleted).
    let stop = false;
    let writes = 0;
    const photo = await jpeg(96, 72);
    const load = (async () => {
      for (let i = 0; !stop; i++) {
        await send(a, 'POST', '/api/todos', { title: `Rencana ${i}` });
        if (i % 3 === 0)
          await send(
            a,
            'POST',
            '/api/gallery/create-photos',
            form({ folder_id: String(loadFolder), title: `Foto ${i}` }, { field: 'photo', name: 'f.jpg', type: 'image/jpeg', data: photo }),
          );
        if (i % 4 === 0)
          songs.add(
            (await send(a, 'POST', '/api/music', form({}, { field: 'music', name: 'lagu.mp3', type: 'audio/mpeg', data: song }))).data.url,
          );
        writes = i + 1;
      }
    })();
    while (writes < 3) await new Promise((resolve) => setTimeout(resolve, 50));
    const backupDir = path.join(tempDir('backup'), 'kado-backup');
    const writesBefore = writes;
    const backup = await runScript('backup.ts', backupDir, sourceEnv);
    const writesDuring = writes - writesBefore;
    stop = true;
    await load;
    expect(backup.code, backup.output).toBe(0);
    expect(writesDuring, 'writes made while the backup ran').toBeGreaterThan(0);

    // Restore into an empty data folder (and database); a second restore onto it is refused.
    const targetEnv = { ...(await mediaEnv('target')), PUBLIC_URL: 'http://kado.test', ...(await database(engine)) };
    const restore = await runScript('restore.ts', backupDir, targetEnv);
    expect(restore.code, restore.output).toBe(0);
    const again = await runScript('restore.ts', backupDir, targetEnv);
    expect(again.code).not.toBe(0);
    expect(again.output).toMatch(/not empty|already has/);

    const b = await startAppProcess(targetEnv);
    cleanups.push(() => b.stop());
    const read = async (app: AppProcess, url: string): Promise<unknown> => (await send(app, 'GET', url)).data;

    // Untouched by the load: identical replies.
    for (const url of [
      '/api/opening',
      '/api/features',
      '/api/days-of-love',
      '/api/date-input',
      '/api/quizzes',
      '/api/crossword',
      '/api/love-moment',
      '/api/love-typing',
      '/api/video-gift',
      '/api/coupon',
      '/api/share',
      '/api/main-gift/status',
      `/api/gallery/detail/${trip}`,
    ]) {
      expect(await read(b, url), url).toEqual(await read(a, url));
    }
    // Written during the backup: the restored gift holds a beginning of what was written, nothing else.
    const todosA = (await read(a, '/api/todos')) as { id: number }[];
    const todosB = (await read(b, '/api/todos')) as { id: number }[];
    expect(todosB).toEqual(todosA.slice(0, todosB.length));
    expect(todosB.length).toBeGreaterThanOrEqual(2 + writesBefore);
    const photosA = (await read(a, `/api/gallery/detail/${loadFolder}`)) as { photos?: unknown[] } | unknown[];
    const photosB = (await read(b, `/api/gallery/detail/${loadFolder}`)) as { photos?: unknown[] } | unknown[];
    const list = (value: typeof photosA) => (Array.isArray(value) ? value : (value.photos ?? []));
    expect(list(photosB)).toEqual(list(photosA).slice(0, list(photosB).length));
    const music = (await read(b, '/api/music')) as { url: string };
    expect(songs).toContain(music.url);

    // Every media byte: each restored file is served by B exactly as A stored it.
    const { paths: restored } = await storeOf(targetEnv);
    const { store: sourceStore } = await storeOf(sourceEnv);
    expect(restored).toContain(music.url);
    for (const relative of restored) {
      const served = await fetch(`${b.url}/storage/${relative}`, { headers: editor });
      expect(served.status, relative).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      const original = await sourceStore.open(relative);
      // A song replaced after the backup is gone from A's store; it was this upload.
      expect(bytes.equals(original ? await buffer(await original.read()) : song), relative).toBe(true);
    }

    // A backup whose file no longer matches its manifest is refused before anything is written.
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as { media: { path: string }[] };
    fs.appendFileSync(path.join(backupDir, manifest.media[0]!.path), 'x');
    const tamperedEnv = { DATA_DIR: path.join(tempDir('tampered'), 'data'), ...(await database(engine)) };
    const tampered = await runScript('restore.ts', backupDir, tamperedEnv);
    expect(tampered.code).not.toBe(0);
    expect(tampered.output).toContain('does not match its manifest');
    expect(fs.existsSync(tamperedEnv.DATA_DIR)).toBe(false);
  }, 240_000);
});
