import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from './test-support/app-process.js';
import { createTestDatabase, postgresAvailable } from './test-support/postgres.js';
import { startTcpProxy, type TcpProxy } from './test-support/tcp-proxy.js';
import { EDITOR } from './test-support/test-app.js';

// Kado outlives its database (decision 073), as a real process on a real PostgreSQL reached through a TCP proxy the
// test breaks: a restart (every connection terminated by the server, "terminating connection due to administrator
// command", then the port refusing) and a database gone silent (nothing answers, nothing is closed). Meanwhile
// requests that need the database answer 503 with Retry-After, /readyz says 'database', /healthz stays 200; once
// the database answers again the same process serves within 5 s.

const available = await postgresAvailable('the database outages');

/** How long a request may take before the test calls it hung: longer than any of Kado's database time limits. */
const HUNG_MS = 15_000;
/** The bound: serving again within 5 s of the database answering. */
const BACK_WITHIN_MS = 5_000;

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { code?: string; failed?: string[] };
}

describe.runIf(available)('a Kado process whose PostgreSQL restarts or goes silent', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: TcpProxy;
  let app: AppProcess;
  let dataDir: string;
  let token: string;
  let throughProxy: string;

  const call = async (method: string, url: string, json?: unknown): Promise<Answer> => {
    const res = await fetch(`${app.url}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(json !== undefined && { 'content-type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
      signal: AbortSignal.timeout(HUNG_MS),
    }).catch((error: unknown) => {
      // Refused or reset: the process is gone (or hung); what it printed last says why.
      throw new Error(`${method} ${url}: ${String(error)}; the process printed:\n${app.output().slice(-3000)}`);
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Answer['body'] };
  };

  /** What a reader and a writer get, and what a load balancer and a monitor see. */
  const whileDown = async () => {
    const [read, write, ready, health] = await Promise.all([
      call('GET', '/api/session'),
      call('POST', '/api/gallery/create-folder', { name: 'Saat mati' }),
      call('GET', '/readyz'),
      call('GET', '/healthz'),
    ]);
    return { read, write, ready, health };
  };

  /** Milliseconds from now until a read that needs the database answers 200 (polled every 100 ms). */
  const untilServing = async (): Promise<number> => {
    const started = Date.now();
    for (;;) {
      const { status } = await call('GET', '/api/session');
      if (status === 200) return Date.now() - started;
      if (Date.now() - started > 30_000) throw new Error(`still ${status} after 30 s:\n${app.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const expectRefusedMeanwhile = (seen: Awaited<ReturnType<typeof whileDown>>) => {
    for (const reply of [seen.read, seen.write]) {
      expect(reply.status, app.output()).toBe(503);
      expect(reply.retryAfter).toMatch(/^[1-9]\d*$/);
      expect(reply.body.code).toBe('common.databaseUnavailable');
    }
    expect(seen.ready).toMatchObject({ status: 503, body: { failed: ['database'] } });
    expect(seen.health.status).toBe(200);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const direct = new URL(database.url);
    proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
    const viaProxy = new URL(database.url);
    viaProxy.port = String(proxy.port);
    throughProxy = viaProxy.toString();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-outage-'));
    app = await startAppProcess({ DATA_DIR: dataDir, DATABASE_URL: throughProxy });
    const login = await fetch(`${app.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(EDITOR),
    });
    token = ((await login.json()) as { token: string }).token;
  });

  afterAll(async () => {
    await app?.stop();
    await proxy?.close();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a restart: the process lives, answers 503 while the port refuses, and serves within 5 s of it answering', async () => {
    expect((await call('GET', '/api/session')).status).toBe(200);
    // What `pg_ctl stop -m fast` does to every session: terminated by the server, on connections Kado keeps idle.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const { rows } = await admin.query<{ pid: number }>(
      'SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    await admin.end();
    expect(rows.length).toBeGreaterThan(0);
    // Then the port refuses while the server is down.
    proxy.cut();
    expectRefusedMeanwhile(await whileDown());

    proxy.restore();
    const backMs = await untilServing();
    console.log(`[database outages] serving again ${(backMs / 1000).toFixed(2)} s after a restarted database answered`);
    expect(backMs).toBeLessThan(BACK_WITHIN_MS);
    expect((await call('POST', '/api/gallery/create-folder', { name: 'Setelah mulai ulang' })).status).toBe(200);
    expect((await call('GET', '/readyz')).status).toBe(200);
    // The loss is said once for the outage, and that the database answers again, once; no stack of pg's internals.
    expect(app.output().match(/the database does not answer/g) ?? [], app.output()).toHaveLength(1);
    expect(app.output()).toContain('the database answers again');
  }, 60_000);

  it('a silent database: requests answer 503 within seconds, and it serves within 5 s of the database answering', async () => {
    expect((await call('GET', '/api/session')).status).toBe(200);
    proxy.freeze();
    const started = Date.now();
    const seen = await whileDown();
    const silentMs = Date.now() - started;
    console.log(`[database outages] a silent database: 503 after ${(silentMs / 1000).toFixed(2)} s`);
    expectRefusedMeanwhile(seen);

    proxy.restore();
    const backMs = await untilServing();
    console.log(`[database outages] serving again ${(backMs / 1000).toFixed(2)} s after a silent database answered`);
    expect(backMs).toBeLessThan(BACK_WITHIN_MS);
    expect((await call('POST', '/api/gallery/create-folder', { name: 'Setelah diam' })).status).toBe(200);
  }, 60_000);

  it('a start while the database does not answer: one line naming it, then it starts once the database answers', async () => {
    proxy.cut();
    const before = proxy.attempts();
    const starting = startAppProcess({ DATA_DIR: dataDir, DATABASE_URL: throughProxy });
    // Asked at least twice: it keeps trying rather than ending.
    await expect.poll(() => proxy.attempts() - before, { timeout: 30_000, interval: 200 }).toBeGreaterThanOrEqual(2);
    proxy.restore();
    const second = await starting;
    try {
      const said = second.output();
      const waiting = /Kado: the database does not answer \(.+\); trying again every 2 s \(postgres:\/\/.+\)/g;
      expect(said.match(waiting) ?? [], said).toHaveLength(1);
      expect(said).toContain('Kado: the database answers (');
      expect(said).not.toMatch(/\n\s+at /);
      expect((await fetch(`${second.url}/api/session`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    } finally {
      await second.stop();
    }
  }, 90_000);

  it('a start on a database that refuses (no such database): one line naming it, no stack, exit 1', async () => {
    const missing = new URL(database.url);
    missing.pathname = '/kado_no_such_database';
    const failed = await startAppProcess({ DATA_DIR: dataDir, DATABASE_URL: missing.toString() }).then(
      () => 'started',
      (error: unknown) => String(error),
    );
    expect(failed).toContain('Kado exited (1) before answering');
    const named = `${missing.protocol}//${missing.username}@${missing.host}${missing.pathname}`;
    expect(failed).toContain(
      `Kado: the database refused the connection (database "kado_no_such_database" does not exist (3D000)): check DATABASE_URL (${named})`,
    );
    expect(failed).not.toMatch(/\n\s+at /);
  }, 90_000);
});
