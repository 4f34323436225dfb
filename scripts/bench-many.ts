// How far one machine goes with many gifts (decisions 018, 023, 024). Run after `npm run build`:
//   npm run bench:many [-- --gifts=1000 --rates=50,150 --seconds=20 --step-seconds=8 --step-factor=1.25 --max-steps=10]
//
// Seeds, then measures. Seeding: a fresh PostgreSQL database (kado_bench_<pid> on KADO_BENCH_POSTGRES, default
// the local server), s3rver in a process of its own, and two built Kado processes (BASE_DOMAIN=kado.localhost,
// MEDIA_STORE=s3, LOG_REQUESTS=false) on one database and one bucket. The operator creates the gifts through
// /api/operator/gifts (each seeded with the demo content and the default track in the bucket). Each scrypt
// hash of a giver's password costs ~0.26 s of a core, so after the creations the givers' hashes are replaced
// in the database by one cheap scrypt hash (N=2^10) of the same password: their logins then take a second
// in all, not two more minutes. Each giver then logs in, reads the share link, makes a folder, uploads one
// 640x480 JPEG (thumbnail and display sizes made by the server, three objects in the bucket) and writes one
// love moment; the recipient opens the share link's key and enters the demo PIN once, and that viewer
// session is kept for the gift.
//
// Load: open loop at a fixed offered rate. Request i is due at start + i/rate whatever the earlier ones are
// doing, and its latency runs from that due time to its last byte, so a server that falls behind is charged
// its queue (no coordinated omission). Each request picks a random gift and one of: GET /api/opening (20 %,
// the key's cookie), POST /api/date-input/verify with the right PIN (10 %, a new device; right PINs give
// their attempt back, decision 014, so no lock-out), GET /api/gallery (20 %), GET a photo's thumbnail or
// display size from /storage (35 %), GET /api/love-moment (15 %), all with the gift's Host header, sent to
// the two processes in turn as a load balancer would. Errors are non-2xx replies and network failures.
// Each process's RSS is read from /proc every 250 ms; "client lag" is this process's own event-loop delay (p99),
// how late the load generator itself was. Two fixed rates first, then steps rising by a factor from the
// highest fixed rate that stayed under 100 ms at p99 (half the lowest when none did) until p99 passes 100 ms.
//
// Everything runs on this machine: the load generator and s3rver share the cores with the two servers.
// On exit (also Ctrl-C) the processes stop and the database and the bucket's folder are removed.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import readline from 'node:readline';
import pg from 'pg';
import sharp from 'sharp';
import { CSRF_HEADER, CSRF_HEADER_VALUE, DEMO_PIN } from '../src/shared/constants.js';
import { hashPassword } from '../src/server/lib/password.js';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';
import { freePort, scriptArgs } from './built-server.js';

const root = path.resolve(import.meta.dirname, '..');
const args = scriptArgs();
const GIFTS = Number(args.get('gifts') ?? 1000);
const RATES = (args.get('rates') ?? '50,150').split(',').map(Number);
const SECONDS = Number(args.get('seconds') ?? 20);
const STEP_SECONDS = Number(args.get('step-seconds') ?? 8);
const STEP_FACTOR = Number(args.get('step-factor') ?? 1.25);
const MAX_STEPS = Number(args.get('max-steps') ?? 10);
const P99_LIMIT_MS = 100;
const SEED_CONCURRENCY = 8;
/** A request's time limit: seeding waits on the password-hash queue, the load does not. */
const SEED_TIMEOUT_MS = 180_000;
const LOAD_TIMEOUT_MS = 15_000;
let requestTimeoutMs = SEED_TIMEOUT_MS;

const BASE_DOMAIN = 'kado.localhost';
const OPERATOR = { email: 'operator@kado.bench', password: 'a-long-operator-password' };
const GIVER_PASSWORD = 'a-long-giver-password';
const ADMIN_URL = process.env.KADO_BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CSRF = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

interface Server {
  name: string;
  port: number;
  child: ChildProcess;
  agent: http.Agent;
  peakRss: number;
}

interface Gift {
  slug: string;
  host: string;
  /** The share key's cookie: what opening the share link leaves in the browser. */
  keyCookie: string;
  /** The key's cookie and the viewer session's, after the PIN. */
  viewerCookie: string;
  photos: string[];
}

// ---------------------------------------------------------------------------------------------- clean-up

const cleanups: (() => Promise<void> | void)[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`clean-up: ${String(error)}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping and cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

// ------------------------------------------------------------------------------------------------ HTTP

/** One HTTP/1.1 request on a keep-alive agent; the Host header names the gift (or the console). */
function send(server: Server, method: string, url: string, headers: Record<string, string>, body?: Buffer | string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path: url,
        agent: server.agent,
        headers: { ...headers, ...(body !== undefined && { 'content-length': String(Buffer.byteLength(body)) }) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    const limit = requestTimeoutMs;
    request.setTimeout(limit, () => request.destroy(new Error(`no reply within ${limit} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}

const json = (body: unknown) => ({ 'content-type': 'application/json', body: JSON.stringify(body) });

async function sendJson(server: Server, method: string, url: string, headers: Record<string, string>, payload?: unknown): Promise<Reply> {
  if (payload === undefined) return send(server, method, url, headers);
  const { body, ...type } = json(payload);
  return send(server, method, url, { ...headers, ...type }, body);
}

/** A reply that must be 2xx, parsed. */
function ok<T>(reply: Reply, what: string): T {
  if (reply.status < 200 || reply.status > 299) throw new Error(`${what}: ${reply.status} ${reply.body.toString().slice(0, 300)}`);
  return JSON.parse(reply.body.toString()) as T;
}

const cookiesOf = (reply: Reply) => (reply.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');

function multipart(fields: Record<string, string>, file?: { field: string; name: string; type: string; data: Buffer }) {
  const boundary = `----kado-bench-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    const disposition = `form-data; name="${file.field}"; filename="${file.name}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${file.type}\r\n\r\n`;
    parts.push(Buffer.from(head), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: Buffer.concat(parts) };
}

/** Runs `task` over `items` with at most `concurrency` at once. */
async function inPool<T>(items: T[], concurrency: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

// ----------------------------------------------------------------------------------------------- setup

async function admin(statement: string, values: unknown[] = [], url = ADMIN_URL): Promise<pg.QueryResultRow[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}

async function startS3(work: string): Promise<Record<string, string>> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'bench-many-s3rver.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(() => stopChild(child));
  const line = await new Promise<string>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before it answered`)));
  });
  const { env, directory } = JSON.parse(line) as { env: Record<string, string>; directory: string };
  // The helper removes its folder when it stops; this is in case it was killed first.
  cleanups.push(() => fs.rmSync(directory, { recursive: true, force: true }));
  fs.writeFileSync(path.join(work, 's3rver-directory.txt'), directory);
  return env;
}

async function startServer(name: string, env: Record<string, string>, logFile: string): Promise<Server> {
  const port = await freePort();
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'dist/node/server/main.js')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const server: Server = { name, port, child, agent: new http.Agent({ keepAlive: true, maxSockets: Infinity }), peakRss: 0 };
  cleanups.push(() => stopChild(child));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
    if (i > 600) throw new Error(`${name} did not answer within 60 s`);
    const up = await send(server, 'GET', '/api/operator/session', { host: BASE_DOMAIN }).then(
      (reply) => reply.status === 200,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** RSS of a process in bytes (VmRSS), or 0 once it is gone. */
function rssOf(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

function hwmOf(pid: number | undefined): number {
  try {
    return Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

async function seed(servers: Server[], databaseUrl: string): Promise<Gift[]> {
  const [a] = servers as [Server, Server];
  const login = await sendJson(a, 'POST', '/api/operator/login', { host: BASE_DOMAIN, ...CSRF }, OPERATOR);
  ok(login, 'operator login');
  const operator = { host: BASE_DOMAIN, cookie: cookiesOf(login), ...CSRF };
  const slugs = Array.from({ length: GIFTS }, (_, i) => `gift-${String(i + 1).padStart(4, '0')}`);

  let started = performance.now();
  await inPool(slugs, SEED_CONCURRENCY, async (slug, i) => {
    const body = { slug, editor_email: `${slug}@kado.bench`, editor_password: GIVER_PASSWORD };
    ok(await sendJson(servers[i % 2]!, 'POST', '/api/operator/gifts', operator, body), `creating ${slug}`);
    if ((i + 1) % 100 === 0) process.stdout.write(`  ${i + 1} gifts created (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
  });
  const created = (performance.now() - started) / 1000;

  const cheap = await hashPassword(GIVER_PASSWORD, 10);
  await admin('UPDATE users SET password_hash = $1', [cheap], databaseUrl);

  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  started = performance.now();
  const gifts: Gift[] = new Array<Gift>(GIFTS);
  await inPool(slugs, SEED_CONCURRENCY, async (slug, i) => {
    const server = servers[i % 2]!;
    const host = `${slug}.${BASE_DOMAIN}`;
    const signedIn = ok<{ token: string }>(
      await sendJson(server, 'POST', '/api/login', { host }, { email: `${slug}@kado.bench`, password: GIVER_PASSWORD }),
      `login ${slug}`,
    );
    const giver = { host, authorization: `Bearer ${signedIn.token}` };
    const share = ok<{ data: { url: string } }>(await send(server, 'GET', '/api/share', giver), `share ${slug}`);
    const keyCookie = `kado_key=${share.data.url.split('/s/')[1] ?? ''}`;
    const folder = ok<{ data: { id: number } }>(
      await sendJson(server, 'POST', '/api/gallery/create-folder', giver, { name: 'Kita' }),
      'folder',
    );
    const form = multipart(
      { folder_id: String(folder.data.id), title: 'Pantai' },
      { field: 'photo', name: 'p.jpg', type: 'image/jpeg', data: photo },
    );
    const uploaded = ok<{ data: { thumb_url: string; display_url: string } }>(
      await send(server, 'POST', '/api/gallery/create-photos', { ...giver, ...form.headers }, form.body),
      `photo ${slug}`,
    );
    const moment = multipart({ title: 'Hari pertama', date: '2024-02-14', letter: 'Terima kasih untuk semuanya.' });
    ok(await send(server, 'POST', '/api/love-moment', { ...giver, ...moment.headers }, moment.body), `love moment ${slug}`);
    const pin = await sendJson(
      servers[(i + 1) % 2]!,
      'POST',
      '/api/date-input/verify',
      { host, cookie: keyCookie, ...CSRF },
      { pin: DEMO_PIN },
    );
    ok(pin, `PIN ${slug}`);
    const photos = [uploaded.data.thumb_url, uploaded.data.display_url].map((url) => `/storage/${url}`);
    gifts[i] = { slug, host, keyCookie, viewerCookie: `${keyCookie}; ${cookiesOf(pin)}`, photos };
  });
  const filled = (performance.now() - started) / 1000;
  console.log(
    `seeded ${GIFTS} gifts: created in ${created.toFixed(1)} s (operator API, one scrypt each), ` +
      `giver login + share link + folder + 640x480 photo + love moment + the recipient's PIN in ${filled.toFixed(1)} s ` +
      `(photo JPEG ${(photo.length / 1024).toFixed(0)} KB)`,
  );
  return gifts;
}

// ------------------------------------------------------------------------------------------------ load

type OpName = 'opening' | 'pin' | 'gallery' | 'photo' | 'love';
const MIX: [OpName, number][] = [
  ['opening', 0.2],
  ['pin', 0.1],
  ['gallery', 0.2],
  ['photo', 0.35],
  ['love', 0.15],
];

function pickOp(): OpName {
  let r = Math.random();
  for (const [name, weight] of MIX) {
    if ((r -= weight) < 0) return name;
  }
  return 'opening';
}

function recipientRequest(server: Server, gift: Gift, op: OpName): Promise<Reply> {
  const viewer = { host: gift.host, cookie: gift.viewerCookie };
  switch (op) {
    case 'opening':
      return send(server, 'GET', '/api/opening', { host: gift.host, cookie: gift.keyCookie, accept: 'application/json' });
    case 'pin':
      return sendJson(server, 'POST', '/api/date-input/verify', { host: gift.host, cookie: gift.keyCookie, ...CSRF }, { pin: DEMO_PIN });
    case 'gallery':
      return send(server, 'GET', '/api/gallery', { ...viewer, accept: 'application/json' });
    case 'photo':
      return send(server, 'GET', gift.photos[Math.floor(Math.random() * gift.photos.length)]!, viewer);
    case 'love':
      return send(server, 'GET', '/api/love-moment', { ...viewer, accept: 'application/json' });
  }
}

interface RateResult {
  offered: number;
  achieved: number;
  count: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  errorKinds: Map<string, number>;
  byOp: Map<OpName, number[]>;
  rss: number[];
  /** This process's own event-loop delay, p99: how late the load generator itself ran. */
  clientLag: number;
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;

async function runRate(servers: Server[], gifts: Gift[], rate: number, seconds: number): Promise<RateResult> {
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const byOp = new Map<OpName, number[]>();
  const errorKinds = new Map<string, number>();
  let errors = 0;
  let lastDone = 0;
  for (const server of servers) server.peakRss = rssOf(server.child.pid);
  const sampler = setInterval(() => {
    for (const server of servers) server.peakRss = Math.max(server.peakRss, rssOf(server.child.pid));
  }, 250);
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const pending: Promise<void>[] = [];
  const start = performance.now() + 20;
  const fire = (index: number, due: number) => {
    const server = servers[index % servers.length]!;
    const gift = gifts[Math.floor(Math.random() * gifts.length)]!;
    const op = pickOp();
    const noteError = (kind: string) => {
      errors += 1;
      errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
    };
    pending.push(
      recipientRequest(server, gift, op)
        .then(
          (reply) => {
            if (reply.status < 200 || reply.status > 299) noteError(`${op} ${reply.status}`);
          },
          (error: unknown) => noteError(`${op} ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => {
          const now = performance.now();
          lastDone = Math.max(lastDone, now);
          latencies.push(now - due);
          const list = byOp.get(op) ?? [];
          list.push(now - due);
          byOp.set(op, list);
        }),
    );
  };
  await new Promise<void>((resolve) => {
    let sent = 0;
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) {
        fire(sent, start + (sent * 1000) / rate);
        sent += 1;
      }
      if (sent >= total) return resolve();
      setTimeout(tick, Math.max(0, Math.min(5, start + (sent * 1000) / rate - performance.now())));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  await Promise.all(pending);
  clearInterval(sampler);
  lag.disable();
  for (const server of servers) server.peakRss = Math.max(server.peakRss, rssOf(server.child.pid));
  latencies.sort((x, y) => x - y);
  return {
    offered: rate,
    achieved: (total - errors) / ((lastDone - start) / 1000),
    count: total,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies[latencies.length - 1] ?? 0,
    errors,
    errorKinds,
    byOp,
    rss: servers.map((server) => server.peakRss),
    clientLag: lag.percentile(99) / 1e6,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function printHeader(): void {
  console.log(
    `${'what'.padEnd(12)} ${'offered'.padStart(8)} ${'achieved'.padStart(9)} ${'requests'.padStart(9)} ${'p50'.padStart(9)} ` +
      `${'p99'.padStart(9)} ${'max'.padStart(10)} ${'errors'.padStart(7)} ${'peak RSS A'.padStart(11)} ${'peak RSS B'.padStart(11)} ` +
      `${'client lag'.padStart(10)}`,
  );
}

function printRow(what: string, r: RateResult): void {
  console.log(
    `${what.padEnd(12)} ${r.offered.toFixed(0).padStart(8)} ${r.achieved.toFixed(1).padStart(9)} ${String(r.count).padStart(9)} ` +
      `${ms(r.p50).padStart(9)} ${ms(r.p99).padStart(9)} ${ms(r.max).padStart(10)} ${String(r.errors).padStart(7)} ` +
      `${mb(r.rss[0] ?? 0).padStart(11)} ${mb(r.rss[1] ?? 0).padStart(11)} ${ms(r.clientLag).padStart(10)}`,
  );
  if (r.errors) console.log(`${''.padEnd(12)} errors: ${[...r.errorKinds].map(([kind, n]) => `${kind} ×${n}`).join(', ')}`);
}

function printByOp(r: RateResult): void {
  const parts = MIX.map(([op]) => {
    const sorted = [...(r.byOp.get(op) ?? [])].sort((x, y) => x - y);
    return `${op} ${percentile(sorted, 0.5).toFixed(1)}/${percentile(sorted, 0.99).toFixed(1)}`;
  });
  console.log(`${''.padEnd(12)} p50/p99 ms by request: ${parts.join(', ')}`);
}

// ------------------------------------------------------------------------------------------------ main

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'dist/node/server/main.js'))) {
    console.error('dist/node/server/main.js is missing: run `npm run build` first.');
    process.exit(1);
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-bench-many-'));
  cleanups.push(() => fs.rmSync(work, { recursive: true, force: true }));

  const database = `kado_bench_${process.pid}`;
  await admin(`CREATE DATABASE ${database}`);
  cleanups.push(async () => void (await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)));
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${database}`;
  const postgresVersion = String((await admin('SHOW server_version'))[0]?.server_version ?? '?');

  const s3 = await startS3(work);
  const env = (n: number) => ({
    ...s3,
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: path.join(work, `process-${n}`),
    LOG_REQUESTS: 'false',
    BASE_DOMAIN,
    OPERATOR_EMAIL: OPERATOR.email,
    OPERATOR_PASSWORD: OPERATOR.password,
  });
  // Both boot on the empty database together, as two-processes.test.ts does: migrations happen once.
  const servers = await Promise.all([1, 2].map((n) => startServer(n === 1 ? 'A' : 'B', env(n), path.join(work, `process-${n}.log`))));

  const cpu = os.cpus()[0]?.model ?? '?';
  console.log(
    `bench:many  ${GIFTS} gifts, ${os.cpus().length} cores (${cpu}), ${mb(os.totalmem())} memory, Node ${process.version}, ` +
      `PostgreSQL ${postgresVersion}, s3rver; load average ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
  );
  const seedStart = performance.now();
  const gifts = await seed(servers, databaseUrl.toString());
  console.log(
    `seeding took ${((performance.now() - seedStart) / 1000).toFixed(0)} s; RSS after it: ` +
      servers.map((s) => `${s.name} ${mb(rssOf(s.child.pid))} (peak ${mb(hwmOf(s.child.pid))})`).join(', '),
  );

  requestTimeoutMs = LOAD_TIMEOUT_MS;
  // A short warm-up: the JIT and the connection pools, not measured.
  await runRate(servers, gifts, RATES[0] ?? 50, 3);

  console.log(`\nfixed rates, ${SECONDS} s each (open loop, latency from each request's due time):`);
  printHeader();
  const fixed: RateResult[] = [];
  for (const rate of RATES) {
    const result = await runRate(servers, gifts, rate, SECONDS);
    fixed.push(result);
    printRow(`fixed`, result);
    printByOp(result);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }

  const under = fixed.filter((r) => r.p99 <= P99_LIMIT_MS).map((r) => r.offered);
  let rate = under.length ? Math.max(...under) * STEP_FACTOR : Math.min(...RATES) / 2;
  console.log(`\nsteps of ${STEP_SECONDS} s, ×${STEP_FACTOR}, until p99 passes ${P99_LIMIT_MS} ms:`);
  printHeader();
  let lastUnder = under.length ? Math.max(...under) : undefined;
  let passed: number | undefined;
  for (let step = 0; step < MAX_STEPS; step++) {
    const result = await runRate(servers, gifts, Math.round(rate), STEP_SECONDS);
    printRow('step', result);
    if (result.p99 > P99_LIMIT_MS) {
      passed = Math.round(rate);
      printByOp(result);
      break;
    }
    lastUnder = Math.round(rate);
    rate *= STEP_FACTOR;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const hwm = servers.map((s) => `${s.name} ${mb(hwmOf(s.child.pid))}`).join(', ');
  console.log(
    passed === undefined
      ? `\np99 stayed under ${P99_LIMIT_MS} ms up to ${lastUnder} req/s (${MAX_STEPS} steps): raise --max-steps`
      : `\np99 passes ${P99_LIMIT_MS} ms at ${passed} req/s offered` +
          (lastUnder === undefined ? ' (the lowest rate tried)' : ` (under it at ${lastUnder} req/s)`),
  );
  console.log(`peak RSS of each process over the whole run (VmHWM, seeding included): ${hwm}`);
  for (const r of fixed) {
    console.log(`BENCH\tmany gifts, ${r.offered} req/s: p50 / p99\t${ms(r.p50)} / ${ms(r.p99)}\t`);
  }
  if (passed !== undefined) console.log(`BENCH\tmany gifts: rate where p99 passes ${P99_LIMIT_MS} ms\t${passed} req/s\t`);
}

try {
  await main();
} finally {
  await cleanUp();
}
