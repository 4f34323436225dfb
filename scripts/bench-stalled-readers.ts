// Clients that ask for a large media file and stop reading (decision 015, src/server/http/stalled-readers.ts).
// Run: npm run bench:stalled [-- --connections=N --nofile=N --megabytes=32 --built]
//
// Starts the server in a child process on a temp data folder (the sources through tsx; --built runs
// dist/node/server/main.js, after `npm run build`), with its open-file limit set to --nofile (default: this
// shell's), logs in as the editor and uploads a video of --megabytes through POST /api/video-gift. Then it
// opens --connections connections (default: the server's connection cap plus a tenth), each asking for the
// whole video, reading the reply's head and then nothing more. Reports:
//   1. how many connections the server held, refused at accept (its connection cap), answered with an error
//      or left unanswered; whether it still answered a new client, and was still running;
//   2. its open descriptors before, while they were held, and after;
//   3. how many held connections it cut after the no-progress window (CONNECTION_LIMITS.replyStallMs), and
//      how long after each client stopped reading.
// Not part of `npm test`. Linux only (reads /proc). Takes about a minute: the production window is used.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CONNECTION_LIMITS } from '../src/server/http/slow-clients.js';
import { connectionCap, openFileLimit } from '../src/server/http/stalled-readers.js';
import { freePort, scriptArgs } from './built-server.js';
import { makeTestVideo } from './make-test-media.js';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = scriptArgs();
const MEGABYTES = Number(args.get('megabytes') ?? 32);
const NOFILE = args.has('nofile') ? Number(args.get('nofile')) : undefined;
const BUILT = args.has('built');
const EDITOR = { email: 'bench@kado.test', password: 'bench-password-1234' };
/** Connections opened at once while the crowd gathers. */
const BATCH = 100;
/** A connection with no reply head within this time counts as unanswered. */
const ANSWER_MS = 15_000;

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A file of `size` bytes that starts with a real MP4 (ftyp first) and is padded with zeros. */
function makeBigVideo(folder: string, size: number): string {
  const head = fs.readFileSync(makeTestVideo(folder, 'head.mp4'));
  const file = path.join(folder, 'big.mp4');
  const out = fs.openSync(file, 'w');
  fs.writeSync(out, head);
  const zeros = Buffer.alloc(MB);
  for (let left = size - head.length; left > 0; left -= zeros.length) {
    fs.writeSync(out, left >= zeros.length ? zeros : zeros.subarray(0, left));
  }
  fs.closeSync(out);
  return file;
}

interface Reply {
  status: number;
  body: string;
}

function request(port: number, options: http.RequestOptions, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, agent: false, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** GET /api/session from a new connection: its status, or why there was none. */
function probe(port: number): Promise<string> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/session', agent: false, timeout: 5_000 }, (res) => {
      res.resume();
      resolve(`HTTP ${res.statusCode ?? 0}`);
    });
    req.on('timeout', () => req.destroy(new Error('no answer in 5 s')));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

function startServer(work: string, port: number): ChildProcess {
  const entry = BUILT ? [path.join(root, 'dist/node/server/main.js')] : ['--import', 'tsx', path.join(root, 'src/server/main.ts')];
  const command = [process.execPath, ...SERVER_NODE_FLAGS, ...entry];
  const log = fs.openSync(path.join(work, 'server-log.txt'), 'a');
  const options = {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: path.join(work, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_REQUESTS: 'false',
      EDITOR_EMAIL: EDITOR.email,
      EDITOR_PASSWORD: EDITOR.password,
    },
    stdio: ['ignore', log, log] as ['ignore', number, number],
  };
  // `exec` keeps the pid: the child is the server itself, with the lowered limit.
  const child =
    NOFILE === undefined
      ? spawn(command[0]!, command.slice(1), options)
      : spawn('/bin/sh', ['-c', `ulimit -n ${NOFILE} && exec "$0" "$@"`, ...command], options);
  fs.closeSync(log);
  return child;
}

async function waitForServer(port: number, child: ChildProcess, work: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) {
      const log = fs.readFileSync(path.join(work, 'server-log.txt'), 'utf8').slice(-3000);
      throw new Error(`the server exited (${child.exitCode}):\n${log}`);
    }
    if ((await probe(port)) === 'HTTP 200') return;
    await sleep(100);
  }
  throw new Error('the server did not answer within 60 s');
}

async function uploadVideo(port: number, token: string, file: string): Promise<string> {
  const boundary = `----kado-bench-${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nStalled readers\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': head.length + fs.statSync(file).size + tail.length,
  };
  const stream = fs.createReadStream(file, { highWaterMark: MB });
  const reply = await new Promise<Reply>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, agent: false, method: 'POST', path: '/api/video-gift', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.write(head);
    stream.on('end', () => req.end(tail));
    stream.pipe(req, { end: false });
  });
  if (reply.status !== 200) throw new Error(`upload failed: ${reply.status} ${reply.body}`);
  return (JSON.parse(reply.body) as { data: { video_url: string } }).data.video_url;
}

type Outcome = 'held' | 'refused' | 'error status' | 'unanswered' | 'connect failed';

interface Connection {
  socket: net.Socket;
  /** The client's port: the server's side of the connection is found by it in /proc/net/tcp. */
  port: number;
  outcome: Outcome;
  /** When the reply's head had come and the client stopped reading. */
  stoppedAt: number;
  cutAt?: number;
}

/** Asks for the video, reads the reply's head, then stops reading. */
function stall(port: number, token: string, url: string): Promise<Connection> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let head = '';
    let connected = false;
    const settle = (outcome: Outcome) => {
      clearTimeout(timer);
      socket.removeAllListeners('data');
      socket.pause();
      if (outcome !== 'held') socket.destroy();
      resolve({ socket, port: socket.localPort ?? 0, outcome, stoppedAt: Date.now() });
    };
    const timer = setTimeout(() => settle('unanswered'), ANSWER_MS);
    socket.on('error', () => settle(connected ? 'refused' : 'connect failed'));
    socket.once('close', () => settle('refused'));
    socket.once('connect', () => {
      connected = true;
      socket.write(`GET /storage/${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n\r\n`);
    });
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.removeAllListeners('close');
      socket.removeAllListeners('error');
      socket.on('error', () => undefined);
      settle(head.startsWith('HTTP/1.1 200 ') ? 'held' : 'error status');
    });
  });
}

/** The clients' ports of the server's established connections on `port` (state 01 in /proc/net/tcp). */
function establishedPeers(port: number): Set<number> {
  const peers = new Set<number>();
  const local = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = fs.existsSync(table) ? fs.readFileSync(table, 'utf8') : '';
    for (const line of text.split('\n').slice(1)) {
      const [, localAddress, remoteAddress, state] = line.trim().split(/\s+/);
      if (state === '01' && localAddress?.endsWith(local) && remoteAddress) peers.add(parseInt(remoteAddress.split(':')[1] ?? '', 16));
    }
  }
  return peers;
}

const descriptors = (pid: number) => fs.readdirSync(`/proc/${pid}/fd`).length;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  if (BUILT && !fs.existsSync(path.join(root, 'dist/node/server/main.js'))) {
    console.error('No build at dist/node/server/main.js: run `npm run build` first (or leave out --built).');
    process.exit(2);
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-bench-stalled-'));
  const port = await freePort();
  const stallMs = CONNECTION_LIMITS.replyStallMs;
  let child: ChildProcess | undefined;
  const connections: Connection[] = [];
  try {
    const file = makeBigVideo(work, MEGABYTES * MB);
    child = startServer(work, port);
    await waitForServer(port, child, work);
    const pid = child.pid!;
    const json = { 'content-type': 'application/json' };
    const login = await request(port, { method: 'POST', path: '/api/login', headers: json }, JSON.stringify(EDITOR));
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.body}`);
    const token = (JSON.parse(login.body) as { token: string }).token;
    const url = await uploadVideo(port, token, file);

    const limit = openFileLimit(pid);
    const cap = connectionCap(CONNECTION_LIMITS.maxConnections, limit);
    const count = Number(args.get('connections') ?? cap + Math.max(50, Math.ceil(cap / 10)));
    console.log(
      `bench:stalled  server ${BUILT ? 'built' : 'tsx'}, pid ${pid}, open-file limit ${limit ?? '?'} ` +
        `(this shell: ${openFileLimit() ?? '?'}), ` +
        `connection cap ${cap}; ${count} connections for a ${MEGABYTES} MB video; no-progress window ${seconds(stallMs)}`,
    );
    await sleep(500);
    const fdsBefore = descriptors(pid);

    const opening = Date.now();
    for (let i = 0; i < count; i += BATCH) {
      const batch = await Promise.all(Array.from({ length: Math.min(BATCH, count - i) }, () => stall(port, token, url)));
      connections.push(...batch);
      if (child.exitCode !== null) break;
    }
    const opened = Date.now();
    const held = connections.filter((c) => c.outcome === 'held');
    const tally = (outcome: Outcome) => connections.filter((c) => c.outcome === outcome).length;
    await sleep(1_000);
    const fdsHeld = child.exitCode === null ? descriptors(pid) : NaN;
    const heldByServer = establishedPeers(port);
    const stillHeld = held.filter((c) => heldByServer.has(c.port)).length;
    const newClient = await probe(port);
    console.log(
      `1. opened in ${seconds(opened - opening)}: held ${held.length}, refused at accept ${tally('refused')}, ` +
        `error status ${tally('error status')}, ` +
        `unanswered ${tally('unanswered')}, connect failed ${tally('connect failed')}; still held a second later ${stillHeld}; ` +
        `a new client meanwhile: ${newClient}; server running: ${child.exitCode === null ? 'yes' : `no (exit ${child.exitCode})`}`,
    );

    // Until every held connection is gone from the server's side, or well past the window.
    const lastStop = Math.max(0, ...held.map((c) => c.stoppedAt));
    while (Date.now() < lastStop + stallMs + 20_000 && held.some((c) => c.cutAt === undefined)) {
      await sleep(250);
      const peers = establishedPeers(port);
      const now = Date.now();
      for (const c of held) if (c.cutAt === undefined && !peers.has(c.port)) c.cutAt = now;
    }
    const cut = held.filter((c) => c.cutAt !== undefined);
    const after = cut.map((c) => c.cutAt! - c.stoppedAt).sort((a, b) => a - b);
    const at = (q: number) => (after.length ? seconds(after[Math.min(after.length - 1, Math.floor(q * after.length))]!) : '-');
    for (const c of connections) c.socket.destroy();
    await sleep(1_000);
    const fdsAfter = child.exitCode === null ? descriptors(pid) : NaN;
    console.log(`2. server descriptors: ${fdsBefore} before, ${fdsHeld} while held, ${fdsAfter} after`);
    console.log(
      `3. cut after the window: ${cut.length} of ${held.length}, ` +
        `${seconds(after[0] ?? 0)} to ${seconds(after.at(-1) ?? 0)} after the client ` +
        `stopped reading (median ${at(0.5)}); never cut ${held.length - cut.length}; a new client then: ${await probe(port)}`,
    );
  } finally {
    for (const c of connections) c.socket.destroy();
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      if ((await Promise.race([exited, sleep(10_000).then(() => 'late')])) === 'late') child.kill('SIGKILL');
    }
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
