import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_PER_CLIENT, PIN_FAILURES_PER_CLIENT } from '../shared/constants.js';
import { startAppProcess, type AppProcess } from './test-support/app-process.js';
import { createTestDatabase, postgresAvailable } from './test-support/postgres.js';
import { EDITOR, PIN } from './test-support/test-app.js';
import { projectRoot } from './lib/project-root.js';
import { s3Env, startTestS3, testMediaStore, type TestS3 } from './test-support/s3.js';

// Several processes (decision 024): two Kado processes on different ports, one PostgreSQL database and one
// media store, started at the same moment, behave as one service. The store is one shared media folder, or
// with KADO_TEST_MEDIA_STORE=s3 (the `s3` project) one bucket and a data folder of each process's own.

/** What these tests read of a JSON reply. */
interface ReplyBody {
  token?: string;
  role?: string;
  data?: unknown;
}

const available = await postgresAvailable('two processes');

describe.runIf(available)('two app processes on one database and one media store', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let s3: TestS3 | undefined;
  let a: AppProcess;
  let b: AppProcess;
  let editor: Record<string, string>;
  let viewer: Record<string, string>;

  const call = async (app: AppProcess, method: string, url: string, options: { headers?: Record<string, string>; json?: unknown } = {}) => {
    const res = await fetch(`${app.url}${url}`, {
      method,
      headers: { ...options.headers, ...(options.json !== undefined && { 'content-type': 'application/json' }) },
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : {}) as ReplyBody };
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-two-'));
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
    if (testMediaStore() === 's3') s3 = await startTestS3();
    // On a bucket nothing is shared on disk: each process gets a data folder of its own.
    const envs = s3 ? [1, 2].map((n) => ({ ...env, ...s3Env(s3!), DATA_DIR: path.join(dataDir, `process-${n}`) })) : [env, env];
    // Both boot at once on an empty database: migrations, the seed and the editor account must happen once.
    const started = await Promise.allSettled(envs.map((processEnv) => startAppProcess(processEnv)));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) {
      // Stop the one that did start before reporting the other's failure.
      await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
      throw failed.reason;
    }
    [a, b] = started.map((result) => (result as PromiseFulfilledResult<AppProcess>).value) as [AppProcess, AppProcess];
    const login = await call(a, 'POST', '/api/login', { json: EDITOR });
    expect(login.status, a.output()).toBe(200);
    editor = bearer(login.body.token!);
    const pin = await call(a, 'POST', '/api/date-input/verify', { json: { pin: PIN } });
    expect(pin.status).toBe(200);
    viewer = bearer(pin.body.token!);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    await s3?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('booted once: one editor account and one seeded gift', async () => {
    const session = await call(b, 'GET', '/api/session', { headers: editor });
    expect(session.body).toMatchObject({ role: 'editor', user: { email: EDITOR.email } });
    const dates = await call(b, 'GET', '/api/date-input', { headers: editor });
    expect(dates.body.data).toHaveLength(1);
  });

  it('accepts a session made on A on B, and a logout on B ends it on A', async () => {
    expect((await call(b, 'GET', '/api/quizzes', { headers: viewer })).status).toBe(200);
    const second = await call(b, 'POST', '/api/login', { json: EDITOR });
    const token = bearer(second.body.token!);
    expect((await call(a, 'GET', '/api/session', { headers: token })).body.role).toBe('editor');
    expect((await call(b, 'POST', '/api/logout', { headers: token })).status).toBe(200);
    expect((await call(a, 'GET', '/api/session', { headers: token })).body.role).toBe('anonymous');
  });

  it('serves through B, byte for byte, a song uploaded through A', async () => {
    const song = fs.readFileSync(path.join(projectRoot(), 'assets', 'default-track.mp3'));
    const form = new FormData();
    form.append('music', new Blob([song], { type: 'audio/mpeg' }), 'lagu-kita.mp3');
    const upload = await fetch(`${a.url}/api/music`, { method: 'POST', headers: editor, body: form });
    expect(upload.status).toBe(200);
    const music = (await call(b, 'GET', '/api/music', { headers: viewer })).body.data as { url: string; name: string };
    expect(music.name).toBe('lagu-kita.mp3');
    const served = await fetch(`${b.url}/storage/${music.url}`, { headers: viewer });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(song)).toBe(true);
  });

  it('opens Main Gift on B once the quiz was passed on A', async () => {
    expect((await call(b, 'GET', '/api/main-gift/status', { headers: viewer })).body.data).toMatchObject({ locked: true });
    expect((await call(b, 'GET', '/api/love-typing', { headers: viewer })).status).toBe(403);
    const questions = (await call(b, 'GET', '/api/quizzes', { headers: editor })).body.data as { id: number; answer: string }[];
    const answers = questions.map((q) => ({ question_id: q.id, answer: q.answer }));
    const attempt = await call(a, 'POST', '/api/quizzes/attempt', { headers: viewer, json: { answers } });
    expect(attempt.body.data).toMatchObject({ perfect: true });
    expect((await call(b, 'GET', '/api/main-gift/status', { headers: viewer })).body.data).toMatchObject({ locked: false });
    expect((await call(b, 'GET', '/api/love-typing', { headers: viewer })).status).toBe(200);
  });

  it('counts wrong PINs made on both against one limit', async () => {
    for (let i = 0; i < PIN_FAILURES_PER_CLIENT; i++) {
      expect((await call(i % 2 ? a : b, 'POST', '/api/date-input/verify', { json: { pin: '111111' } })).status).toBe(401);
    }
    // The right PIN is refused too: the client used up its guesses, whichever process it asks.
    for (const app of [a, b]) {
      const refused = await call(app, 'POST', '/api/date-input/verify', { json: { pin: PIN } });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('counts wrong editor passwords made on both against one limit', async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_CLIENT; i++) {
      const wrong = await call(i % 2 ? a : b, 'POST', '/api/login', { json: { ...EDITOR, password: 'not-the-password' } });
      expect(wrong.status).toBe(401);
    }
    for (const app of [a, b]) expect((await call(app, 'POST', '/api/login', { json: EDITOR })).status).toBe(429);
  });
});
