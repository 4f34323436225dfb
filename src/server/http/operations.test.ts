import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, csrf, multipart, testConfig, useTestApp } from '../test-support/test-app.js';
import { jpeg } from '../test-support/media-fixtures.js';

// /healthz, /readyz, /metrics and request ids (decision 038), as a load balancer, a monitor and a user's report
// see them.

const TOKEN = 'metrics-token-for-tests-0123456789';
const t = useTestApp({ metricsToken: TOKEN });
const { editor } = t;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const metricsText = async () => {
  const res = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};
/** The value of one series in the text format, or undefined when the series is absent. */
const seriesValue = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('health', () => {
  it('/healthz answers 200 without a session, never cached, with nothing of the gift', async () => {
    const res = await get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 200 while the database and the media store answer', async () => {
    const res = await get('/readyz');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 naming the media store when its folder is gone', async () => {
    // Its own app with media on the local disk (also under `npm run test:s3`): a folder can be taken away.
    const own = await createTestApp({ s3: undefined });
    try {
      const root = path.join(own.dataDir, 'storage', 'app', 'public');
      fs.renameSync(root, `${root}-away`);
      const res = await own.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', failed: ['media'] });
      fs.renameSync(`${root}-away`, root);
      expect((await own.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('/readyz answers 503 naming the database when it does not answer', async () => {
    const own = await createTestApp();
    try {
      await own.app.ctx.db.destroy();
      const res = await own.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json<{ failed: string[] }>().failed).toContain('database');
    } finally {
      // The database is already closed; the rest of the app still closes.
      await own.close().catch(() => undefined);
    }
  });

  it('/readyz answers 503 "stopping" on a connection still open once the stop began; new connections are refused', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-stop-'));
    const built = await buildApp(testConfig(dataDir, { s3: undefined, databaseUrl: undefined }));
    try {
      await built.app.listen({ port: 0, host: '127.0.0.1' });
      const address = built.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      // A request whose headers are still arriving: its connection is busy, so the stop waits for it.
      const socket = net.connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      socket.write('GET /readyz HTTP/1.1\r\nHost: kado.test\r\n');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const stopped = built.stop(5000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        () => false,
        () => true,
      );
      expect(refused).toBe(true);
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.write('\r\n');
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 503 /);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(answer).toContain('{"status":"unavailable","failed":["stopping"]}');
      expect(await stopped).toBe('drained');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('on every host of a many-gift service', () => {
  it('/healthz and /readyz answer on the console host, an unknown host and a private gift without its key', async () => {
    const own = await createTestApp({ baseDomain: 'kado.test' });
    try {
      const operator = await own.app.inject({
        method: 'POST',
        url: '/api/operator/login',
        headers: { host: 'kado.test', ...csrf },
        payload: { email: 'operator@kado.test', password: 'an-operator-password' },
      });
      const cookie = operator.headers['set-cookie'];
      const created = await own.app.inject({
        method: 'POST',
        url: '/api/operator/gifts',
        headers: { host: 'kado.test', ...csrf, cookie: String(cookie).split(';')[0]! },
        payload: { slug: 'rahasia', editor_email: 'rahasia@kado.test', editor_password: 'a-long-test-password' },
      });
      expect(created.statusCode, created.body).toBe(201);
      // The gift is private: a stranger gets nothing of it...
      expect((await own.app.inject({ method: 'GET', url: '/api/opening', headers: { host: 'rahasia.kado.test' } })).statusCode).toBe(403);
      for (const host of ['kado.test', 'rahasia.kado.test', 'not-ours.example']) {
        // ...but the load balancer's checks answer on every host.
        const health = await own.app.inject({ method: 'GET', url: '/healthz', headers: { host } });
        expect(health.statusCode, host).toBe(200);
        expect(health.json()).toEqual({ status: 'ok' });
        expect((await own.app.inject({ method: 'GET', url: '/readyz', headers: { host } })).statusCode, host).toBe(200);
      }
    } finally {
      await own.close();
    }
  });
});

describe('metrics', () => {
  it('refuses without the bearer token, or with a wrong one', async () => {
    expect((await get('/metrics')).statusCode).toBe(403);
    expect((await get('/metrics', { authorization: 'Bearer not-the-token-at-all-000' })).statusCode).toBe(403);
    expect((await get('/metrics', { authorization: TOKEN })).statusCode).toBe(403);
  });

  it('are off, 403 to every caller, when METRICS_TOKEN is not set', async () => {
    const own = await createTestApp();
    try {
      const res = await own.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toMatch(/METRICS_TOKEN/);
    } finally {
      await own.close();
    }
  });

  it('give request durations by route pattern and status, in the Prometheus text format', async () => {
    expect((await get('/api/opening')).statusCode).toBe(200);
    const res = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/^kado_http_request_duration_seconds_count\{method="GET",route="\/api\/opening",status_code="200"\} \d+$/m);
    // Node's own process metrics come too.
    expect(res.body).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('count refused PIN and sign-in attempts, by kind and reason', async () => {
    const before = await metricsText();
    const pinSeries = 'kado_refused_attempts_total{kind="pin",reason="wrong"}';
    const loginSeries = 'kado_refused_attempts_total{kind="login",reason="wrong"}';
    const pin = await t.app.inject({
      method: 'POST',
      url: '/api/date-input/verify',
      payload: { pin: '111111' },
      remoteAddress: '10.1.1.1',
    });
    expect(pin.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'giver@kado.test', password: 'not-the-password' },
      remoteAddress: '10.1.1.2',
    });
    expect(login.statusCode).toBe(401);
    const after = await metricsText();
    expect(seriesValue(after, pinSeries)).toBe((seriesValue(before, pinSeries) ?? 0) + 1);
    expect(seriesValue(after, loginSeries)).toBe((seriesValue(before, loginSeries) ?? 0) + 1);
  });

  it('count uploads and their bytes, and the media bytes stored grow with them', async () => {
    const before = await metricsText();
    const folder = await t.app.inject({ method: 'POST', url: '/api/gallery/create-folder', headers: editor, payload: { name: 'Metrik' } });
    const form = multipart({ folder_id: String(folder.json().data.id), title: 'satu' }, [
      { field: 'photo', filename: 'a.jpg', contentType: 'image/jpeg', data: await jpeg(320, 240) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gallery/create-photos',
      payload: form.payload,
      headers: { ...form.headers, ...editor },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await metricsText();
    const uploads = 'kado_uploads_total{route="/api/gallery/create-photos",outcome="stored"}';
    const bytes = 'kado_upload_bytes_total{route="/api/gallery/create-photos"}';
    expect(seriesValue(after, uploads)).toBe((seriesValue(before, uploads) ?? 0) + 1);
    expect(seriesValue(after, bytes)).toBe((seriesValue(before, bytes) ?? 0) + (form.payload as Buffer).length);
    expect(seriesValue(after, 'kado_media_bytes')!).toBeGreaterThan(seriesValue(before, 'kado_media_bytes')!);
    expect(seriesValue(after, 'kado_gifts')).toBe(1);
    expect(seriesValue(after, 'kado_password_hash_queue_waiting')).toBe(0);
  });
});

describe('request ids', () => {
  it('every reply carries one, a refusal too, and each request has its own', async () => {
    const a = await get('/api/opening');
    const b = await get('/api/gallery');
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    expect(b.statusCode).toBe(401);
  });

  it("keep a front's plain X-Request-Id, and replace one that is not a plain token", async () => {
    expect((await get('/api/opening', { 'x-request-id': 'caddy-7f3a.42' })).headers['x-request-id']).toBe('caddy-7f3a.42');
    const odd = await get('/api/opening', { 'x-request-id': 'a b"c' });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
