// API throughput against a bare Fastify (decision 021). Run after `npm run build`:
//   npm run bench:api [-- --duration=5 --rounds=3 --connections=10 --profile]
//
// Starts, as child processes on loopback: the built Kado server on a temp DATA_DIR with request logging
// on (the production default), the same with LOG_REQUESTS=false, and a bare Fastify answering the same
// JSON bodies. A viewer session (the PIN) makes the cookie every request carries. Then, in turns (each
// round gives every server the same slot, so a busy neighbour on the machine costs them alike), it
// drives GET /api/opening and GET /api/gallery with N keep-alive connections for a fixed time and prints
// requests/second and the ratio to the bare server (goal >= 0.5x).
//
// The load generator is a raw-socket HTTP/1.1 client (one request in flight per connection, responses
// framed by Content-Length or chunked end), so the client costs little next to the servers; it runs in
// this process and shares the machine's cores with them, which caps the bare server's figure first.
//
// --profile starts the logging Kado server under `node --cpu-prof` and prints the functions with the
// most self time while it was under load (the profile file's path is printed too).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../src/shared/constants.js';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';
import { freePort, scriptArgs } from './built-server.js';

const root = path.resolve(import.meta.dirname, '..');
const args = scriptArgs();
const DURATION_S = Number(args.get('duration') ?? 5);
const ROUNDS = Number(args.get('rounds') ?? 3);
const CONNECTIONS = Number(args.get('connections') ?? 10);
const PROFILE = args.has('profile');
const ENDPOINTS = ['/api/opening', '/api/gallery'] as const;
const PIN = '020222';
const GOAL_RATIO = 0.5;

interface Server {
  name: string;
  port: number;
  child: ChildProcess;
}

async function waitFor(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before answering ${url}:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer from ${url} after 30 s:\n${log()}`);
}

async function start(name: string, nodeArgs: string[], env: NodeJS.ProcessEnv, readyPath: string, logFile: string): Promise<Server> {
  const port = await freePort();
  // Output goes to a file, as a deployed server's does: a pipe would make this process pay for the log.
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, nodeArgs, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  await waitFor(`http://127.0.0.1:${port}${readyPath}`, child, () => fs.readFileSync(logFile, 'utf8').slice(-4000));
  return { name, port, child };
}

async function stop(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGINT');
  await exited;
}

// The bare server: Fastify with its defaults (no logger), the same objects serialized per request.
const BARE_SERVER = `
import fs from 'node:fs';
import net from 'node:net';
import Fastify from 'fastify';
const bodies = JSON.parse(fs.readFileSync(process.env.BENCH_BODIES, 'utf8'));
const app = Fastify();
for (const [url, body] of Object.entries(bodies)) app.get(url, async () => body);
app.get('/health', async () => ({ ok: true }));
process.on('SIGINT', () => app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/** Keep-alive load on one path for a fixed time: completed responses per second, and the non-2xx count. */
async function load(port: number, urlPath: string, cookie: string, seconds: number): Promise<{ rps: number; bad: number }> {
  const request = Buffer.from(
    `GET ${urlPath} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: application/json\r\nCookie: ${cookie}\r\n\r\n`,
  );
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  let bad = 0;
  const connection = () =>
    new Promise<void>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.setNoDelay(true);
      let buffer: Buffer = Buffer.alloc(0);
      const send = () => (performance.now() < deadline ? socket.write(request) : socket.end());
      socket.on('connect', send);
      socket.on('data', (chunk: Buffer) => {
        buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
        for (;;) {
          const headerEnd = buffer.indexOf('\r\n\r\n');
          if (headerEnd < 0) return;
          const head = buffer.subarray(0, headerEnd).toString('latin1');
          const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
          let end: number;
          if (length) {
            end = headerEnd + 4 + Number(length[1]);
            if (buffer.length < end) return;
          } else {
            const last = buffer.indexOf('\r\n0\r\n\r\n', headerEnd);
            if (last < 0) return;
            end = last + 7;
          }
          const status = Number(head.slice(9, 12));
          if (status < 200 || status > 299) bad += 1;
          done += 1;
          buffer = buffer.subarray(end);
          send();
        }
      });
      socket.on('error', reject);
      socket.on('close', () => resolve());
    });
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  return { rps: done / ((performance.now() - started) / 1000), bad };
}

/** Self time per function from a .cpuprofile, the largest first (idle time left out). */
function topSelfTime(file: string, count: number): { name: string; where: string; ms: number; share: number }[] {
  interface Node {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') return;
    const delta = profile.timeDeltas[index] ?? 0;
    busy += delta;
    const url = frame.url.replace(`file://${root}/`, '').replace(/^.*node_modules\//, '');
    const key = `${frame.functionName || '(anonymous)'}\t${url ? `${url}:${frame.lineNumber + 1}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + delta);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, micros]) => {
      const [name, where] = key.split('\t') as [string, string];
      return { name, where, ms: micros / 1000, share: micros / busy };
    });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const serverMain = path.join(root, 'dist/node/server/main.js');
  if (!fs.existsSync(serverMain)) {
    console.error('dist/node/server/main.js is missing: run `npm run build` first.');
    process.exit(1);
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-bench-api-'));
  const profileDir = path.join(work, 'profile');
  const servers: Server[] = [];
  try {
    const kadoEnv = (name: string, logging: boolean) => ({
      DATA_DIR: path.join(work, name),
      LOG_REQUESTS: String(logging),
      EDITOR_EMAIL: 'bench@kado.test',
      EDITOR_PASSWORD: 'a-long-bench-password',
    });
    const profileArgs = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    const kado = await start(
      'Kado',
      [...SERVER_NODE_FLAGS, ...profileArgs, serverMain],
      kadoEnv('kado-log', true),
      '/api/session',
      path.join(work, 'kado-log.txt'),
    );
    servers.push(kado);
    const quiet = await start(
      'Kado, no request log',
      [...SERVER_NODE_FLAGS, serverMain],
      kadoEnv('kado-quiet', false),
      '/api/session',
      path.join(work, 'kado-quiet.txt'),
    );
    servers.push(quiet);

    // One viewer session per Kado data folder, made as the recipient makes it.
    const cookies = new Map<Server, string>();
    for (const server of [kado, quiet]) {
      const reply = await fetch(`http://127.0.0.1:${server.port}/api/date-input/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
        body: JSON.stringify({ pin: PIN }),
      });
      if (!reply.ok) throw new Error(`PIN refused by ${server.name}: ${reply.status} ${await reply.text()}`);
      cookies.set(
        server,
        reply.headers
          .getSetCookie()
          .map((cookie) => cookie.split(';')[0])
          .join('; '),
      );
    }
    const bodies: Record<string, unknown> = {};
    for (const endpoint of ENDPOINTS) {
      const reply = await fetch(`http://127.0.0.1:${kado.port}${endpoint}`, { headers: { cookie: cookies.get(kado)! } });
      if (!reply.ok) throw new Error(`${endpoint} answered ${reply.status}`);
      bodies[endpoint] = await reply.json();
    }
    const sizes = ENDPOINTS.map((endpoint) => `${endpoint} ${JSON.stringify(bodies[endpoint]).length} B`).join(', ');
    const bodiesFile = path.join(work, 'bodies.json');
    fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
    const bare = await start(
      'bare Fastify',
      ['--input-type=module', '-e', BARE_SERVER],
      { BENCH_BODIES: bodiesFile },
      '/health',
      path.join(work, 'bare.txt'),
    );
    servers.push(bare);
    cookies.set(bare, cookies.get(kado)!);

    const order = [bare, kado, quiet];
    const cores = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'})`;
    console.log(
      `bench:api  ${CONNECTIONS} connections, ${DURATION_S} s per turn, ${ROUNDS} rounds, ${cores}, ` +
        `load average ${os.loadavg()[0]!.toFixed(2)}; bodies: ${sizes}`,
    );
    for (const server of order) for (const endpoint of ENDPOINTS) await load(server.port, endpoint, cookies.get(server)!, 1); // warm-up
    const results = new Map<string, number[]>();
    let bad = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      for (const endpoint of ENDPOINTS) {
        for (const server of order) {
          const result = await load(server.port, endpoint, cookies.get(server)!, DURATION_S);
          bad += result.bad;
          const key = `${server.name}\t${endpoint}`;
          results.set(key, [...(results.get(key) ?? []), result.rps]);
          const rps = Math.round(result.rps).toString().padStart(7);
          const notOk = result.bad ? `  (${result.bad} non-2xx)` : '';
          process.stdout.write(`  round ${round}  ${endpoint.padEnd(14)} ${server.name.padEnd(22)} ${rps} req/s${notOk}\n`);
        }
      }
    }

    console.log(`\n${'endpoint'.padEnd(14)} ${'server'.padEnd(22)} ${'req/s (median)'.padStart(15)} ${'× bare'.padStart(7)}`);
    for (const endpoint of ENDPOINTS) {
      const bareRps = median(results.get(`${bare.name}\t${endpoint}`)!);
      for (const server of order) {
        const rps = median(results.get(`${server.name}\t${endpoint}`)!);
        const ratio = rps / bareRps;
        const mark = server === bare ? '' : ratio >= GOAL_RATIO ? '  ok' : `  below the ${GOAL_RATIO}× goal`;
        console.log(
          `${endpoint.padEnd(14)} ${server.name.padEnd(22)} ${Math.round(rps).toString().padStart(15)} ` +
            `${ratio.toFixed(2).padStart(7)}${mark}`,
        );
      }
    }
    if (bad) console.log(`\n${bad} responses were not 2xx: the figures above are not comparable.`);
    printSummary(
      ENDPOINTS.map((endpoint) => ({
        endpoint,
        ratio: median(results.get(`${kado.name}\t${endpoint}`)!) / median(results.get(`${bare.name}\t${endpoint}`)!),
      })),
    );

    if (PROFILE) {
      await stop(kado);
      const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
      if (!file) throw new Error('the Kado server wrote no CPU profile');
      const kept = path.join(os.tmpdir(), `kado-bench-api-${Date.now()}.cpuprofile`);
      fs.copyFileSync(path.join(profileDir, file), kept);
      console.log(`\nCPU profile of the logging Kado server (whole run, idle left out): ${kept}`);
      console.log(`${'self ms'.padStart(9)} ${'share'.padStart(6)}  function`);
      for (const row of topSelfTime(kept, 25))
        console.log(`${row.ms.toFixed(0).padStart(9)} ${(row.share * 100).toFixed(1).padStart(5)}%  ${row.name}  ${row.where}`);
    }
  } finally {
    for (const server of servers) await stop(server);
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** One line per endpoint, the form `npm run bench` collects (BENCH lines). */
function printSummary(rows: { endpoint: string; ratio: number }[]): void {
  for (const row of rows)
    console.log(`BENCH\tapi ${row.endpoint} (Kado ÷ bare Fastify, log on)\t${row.ratio.toFixed(2)}×\t≥ ${GOAL_RATIO}×`);
}

await main();
