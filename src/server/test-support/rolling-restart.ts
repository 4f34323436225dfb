import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../lib/project-root.js';
import { freePort, startAppProcess, type AppProcess } from './app-process.js';
import { EDITOR, multipart, PIN } from './test-app.js';

// A rolling restart as docs/operations.md ("Several processes", "Updating") does it (decision 075), shared by
// src/server/rolling-restart.test.ts (one round) and `npm run chaos` (more): two Kado processes on one PostgreSQL
// database and one data folder (two processes on one SQLite file answer some concurrent writes 500) behind a real
// Caddy running deploy/Caddyfile.many-processes as shipped (its certificate and host names swapped for plain HTTP on
// a loopback port), a load of the recipient's writes (replies, hearts, todos) and reads on keep-alive connections
// through Caddy, and each process in turn stopped with SIGTERM, waited for, started again on its port and waited for
// until /readyz answers and then one health_interval more (Caddy has taken it back by then), then the other. Every
// reply is counted by its status.

export const CADDY = '/usr/bin/caddy';
const REQUEST_TIMEOUT_MS = 30_000;

export interface RollingRestartOptions {
  /** The processes' one PostgreSQL database (an empty one: the first start sets it up). */
  databaseUrl: string;
  /** How many times both processes are restarted, one after the other. */
  rounds: number;
  /** Keep-alive connections the load keeps busy at once. */
  connections: number;
  /** How long the load runs before the first stop and after the last start. */
  settleMs: number;
  log?: (line: string) => void;
}

export interface RollingRestartReport {
  requests: number;
  /** Requests answered 2xx per kind, e.g. 'POST /api/replies'. */
  answered: Record<string, number>;
  /** Every reply that was not 2xx, and every request that got no reply: 'POST /api/replies: 502'. */
  failures: string[];
  /** The exit code of each stopped process, in order. */
  exits: (number | null)[];
  /** Replies acknowledged (201) during the run, and how many of them the gift lists afterwards. */
  repliesAcknowledged: number;
  repliesKept: number;
  seconds: number;
  /** What Caddy logged (its health checks' verdicts among it), for a run that lost requests. */
  caddyLog: string;
}

interface Answer {
  status: number;
  body: string;
}

/** The Caddyfile's health_interval in ms (`health_interval 2s`). */
function healthIntervalMs(caddyfileText: string): number {
  const seconds = /\bhealth_interval (\d+(?:\.\d+)?)s\b/.exec(caddyfileText)?.[1];
  if (seconds === undefined) throw new Error('deploy/Caddyfile.many-processes sets no health_interval in seconds');
  return Number(seconds) * 1000;
}

/** deploy/Caddyfile.many-processes with plain HTTP on `port` and the processes' ports as its upstreams. */
function caddyfile(port: number, upstreams: number[], storage: string): string {
  const sample = fs.readFileSync(path.join(projectRoot(), 'deploy', 'Caddyfile.many-processes'), 'utf8');
  const site = 'kado.example, *.kado.example {';
  const proxy = 'reverse_proxy 127.0.0.1:3000 127.0.0.1:3001';
  const tls = /\ttls \{\n\t\tdns cloudflare \{env\.CLOUDFLARE_API_TOKEN\}\n\t\}\n/;
  for (const part of [site, proxy]) if (!sample.includes(part)) throw new Error(`deploy/Caddyfile.many-processes lacks '${part}'`);
  if (!tls.test(sample)) throw new Error('deploy/Caddyfile.many-processes lacks its DNS-challenge tls block');
  const global = `{\n\tauto_https off\n\tadmin off\n\tstorage file_system ${storage}\n}\n`;
  return (
    global +
    sample
      .replace(site, `http://:${port} {\n\tbind 127.0.0.1`)
      .replace(tls, '')
      .replace(proxy, `reverse_proxy ${upstreams.map((p) => `127.0.0.1:${p}`).join(' ')}`)
  );
}

/** Polls until `check` holds (no fixed sleeps on a busy machine). */
async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(what());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function runRollingRestart(options: RollingRestartOptions): Promise<RollingRestartReport> {
  const log = options.log ?? (() => {});
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-rolling-'));
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  let caddy: ChildProcess | undefined;
  let caddyOutput = '';
  const processes: AppProcess[] = [];
  try {
    const [caddyPort, ...ports] = [await freePort(), await freePort(), await freePort()];
    // The units' settings (deploy/kado@.service); STOP_DRAIN_SECONDS empty is unset: the product's default drain.
    const envs = ports.map((port) => ({
      PORT: String(port),
      DATA_DIR: path.join(folder, 'data'),
      TRUST_PROXY: 'loopback',
      STOP_DRAIN_SECONDS: '',
      DATABASE_URL: options.databaseUrl,
    }));
    // One after the other: two at once on a busy machine would only make each start slower.
    for (const env of envs) processes.push(await startAppProcess(env, 120_000));

    const config = path.join(folder, 'Caddyfile');
    fs.writeFileSync(config, caddyfile(caddyPort!, ports, path.join(folder, 'caddy-data')));
    const interval = healthIntervalMs(fs.readFileSync(config, 'utf8'));
    caddy = spawn(CADDY, ['run', '--config', config, '--adapter', 'caddyfile'], {
      // Caddy keeps its state under HOME / XDG folders: a throwaway one, never the user's.
      env: { PATH: process.env.PATH ?? '', HOME: folder, XDG_DATA_HOME: folder, XDG_CONFIG_HOME: folder },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stdout?.on('data', (chunk: Buffer) => (caddyOutput += chunk.toString()));
    caddy.stderr?.on('data', (chunk: Buffer) => (caddyOutput += chunk.toString()));
    caddy.on('error', (error) => (caddyOutput += `${error.message}\n`));

    /** One request through Caddy on the load's keep-alive connections. */
    const send = (method: string, target: string, headers: Record<string, string> = {}, body?: string | Buffer) =>
      new Promise<Answer>((resolve) => {
        const request = http.request(
          { host: '127.0.0.1', port: caddyPort, method, path: target, agent, headers, timeout: REQUEST_TIMEOUT_MS },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
            response.on('error', (error) => resolve({ status: 0, body: error.message }));
          },
        );
        request.on('timeout', () => request.destroy(new Error('no reply in time')));
        request.on('error', (error) => resolve({ status: 0, body: error.message }));
        request.end(body);
      });
    const json = (value: object) => JSON.stringify(value);
    const jsonHeaders = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

    await waitFor(
      async () => caddy?.exitCode === null && (await send('GET', '/readyz')).status === 200,
      60_000,
      () => `Caddy should serve Kado on port ${caddyPort}:\n${caddyOutput}`,
    );
    const signIn = async (target: string, value: object) => {
      const answer = await send('POST', target, { 'content-type': 'application/json' }, json(value));
      if (answer.status !== 200) throw new Error(`${target}: ${answer.status} ${answer.body}`);
      return (JSON.parse(answer.body) as { token: string }).token;
    };
    const editor = await signIn('/api/login', EDITOR);
    const viewer = await signIn('/api/date-input/verify', { pin: PIN });
    const momentForm = multipart({ title: 'Kencan pertama', date: '2023-02-14', letter: 'Ingat?' }, []);
    const created = await send(
      'POST',
      '/api/love-moment',
      { ...(momentForm.headers as Record<string, string>), authorization: `Bearer ${editor}` },
      momentForm.payload as Buffer,
    );
    if (created.status !== 200) throw new Error(`a love moment to heart: ${created.status} ${created.body}`);
    const moment = (JSON.parse(created.body) as { data: { id: number } }).data.id;

    // The load: the recipient reads and writes as the gift's pages do, each worker on the agent's keep-alive sockets.
    const answered: Record<string, number> = {};
    const failures: string[] = [];
    const replyIds: number[] = [];
    let requests = 0;
    const counted = async (method: string, route: string, target: string, headers: Record<string, string>, body?: string | Buffer) => {
      requests++;
      const answer = await send(method, target, headers, body);
      const kind = `${method} ${route}`;
      if (answer.status >= 200 && answer.status < 300) answered[kind] = (answered[kind] ?? 0) + 1;
      else failures.push(`${kind}: ${answer.status ? `${answer.status} ${answer.body.slice(0, 100)}`.trim() : answer.body}`);
      return answer;
    };
    let written = 0;
    const operations: (() => Promise<unknown>)[] = [
      () => counted('GET', '/api/todos', '/api/todos', jsonHeaders(viewer)),
      async () => {
        const form = multipart({ message: `Balasan ${++written}` }, []);
        const headers = { ...(form.headers as Record<string, string>), authorization: `Bearer ${viewer}` };
        const answer = await counted('POST', '/api/replies', '/api/replies', headers, form.payload as Buffer);
        if (answer.status === 201) replyIds.push((JSON.parse(answer.body) as { data: { id: number } }).data.id);
      },
      () => counted('GET', '/api/reactions', '/api/reactions', jsonHeaders(viewer)),
      () => counted('POST', '/api/reactions', '/api/reactions', jsonHeaders(viewer), json({ target: 'love-moment', id: moment })),
      async () => {
        const answer = await counted('POST', '/api/todos', '/api/todos', jsonHeaders(viewer), json({ title: `Rencana ${++written}` }));
        if (answer.status !== 200) return;
        const id = (JSON.parse(answer.body) as { data: { id: number } }).data.id;
        await counted('DELETE', '/api/todos/:id', `/api/todos/${id}`, { authorization: `Bearer ${viewer}` });
      },
      () => counted('GET', '/api/replies', '/api/replies', jsonHeaders(viewer)),
    ];
    let loading = true;
    const workers = Array.from({ length: options.connections }, async (_, worker) => {
      for (let step = worker; loading; step++) await operations[step % operations.length]!();
    });

    const started = Date.now();
    const exits: (number | null)[] = [];
    const settle = () => new Promise((resolve) => setTimeout(resolve, options.settleMs));
    try {
      await settle();
      for (let round = 1; round <= options.rounds; round++) {
        for (const [index, env] of envs.entries()) {
          // As the docs do it: stop one (systemctl restart), wait for its exit, start it, wait for /readyz, then one
          // health_interval more: Caddy 2.6 answers a write 503 at once, untried, while it holds no process ready, so
          // the next stop waits until Caddy has seen this one answer.
          const stopAt = Date.now();
          log(`${new Date(stopAt).toISOString()} SIGTERM process ${index + 1}`);
          exits.push(await processes[index]!.signal('SIGTERM'));
          const stopped = Date.now();
          processes[index] = await startAppProcess(env, 120_000);
          const url = processes[index].url;
          await waitFor(
            async () => (await fetch(`${url}/readyz`)).status === 200,
            60_000,
            () => `${url} never became ready`,
          );
          await new Promise((resolve) => setTimeout(resolve, interval + 1_000));
          const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
          log(
            `${new Date().toISOString()} round ${round}, process ${index + 1}: stopped in ${seconds(stopAt, stopped)} s, ` +
              `ready again ${seconds(stopped, Date.now())} s later; ${requests} requests, ${failures.length} failed so far`,
          );
        }
      }
      await settle();
    } finally {
      loading = false;
      await Promise.all(workers);
    }
    const seconds = (Date.now() - started) / 1000;

    const listed = await send('GET', '/api/replies', { authorization: `Bearer ${editor}` });
    const kept = new Set((JSON.parse(listed.body) as { data: { id: number }[] }).data.map((reply) => reply.id));
    return {
      requests,
      answered,
      failures,
      exits,
      repliesAcknowledged: replyIds.length,
      repliesKept: replyIds.filter((id) => kept.has(id)).length,
      seconds,
      caddyLog: caddyOutput,
    };
  } finally {
    agent.destroy();
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy?.once('exit', resolve));
      caddy.kill('SIGTERM');
      await exited;
    }
    await Promise.all(processes.map((app) => app.stop()));
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
