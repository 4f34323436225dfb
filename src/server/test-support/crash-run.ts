import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import sharp from 'sharp';
import { openDatabase } from '../db/database.js';
import { SITE_ID } from '../db/seed.js';
import { projectRoot } from '../lib/project-root.js';
import { mediaRepository } from '../repositories/media-repository.js';
import { LocalMediaStore } from '../storage/media-store.js';
import { sweepOrphans } from '../services/uploads/orphan-sweep.js';
import { serverCommand } from './server-entry.js';
import { DEMO_PIN } from '../../shared/constants.js';

// The crash test (decision 016), shared by src/server/crash.test.ts (a few iterations) and
// `npm run chaos` (more). The real server runs as a child process on a temp data folder; workers drive
// uploads and writes over HTTP; the server is killed with SIGKILL at a random moment and started again.
// After every kill: SQLite's integrity check passes and every write that got a 2xx reply is still
// there (every acknowledged delete still gone). At the end, after a sweep with no age threshold, no
// stored file lacks a media_files row and no row lacks its file.

const EDITOR = { email: 'chaos@kado.test', password: 'chaos-password-1234' };
const PIN = DEMO_PIN;
const REQUEST_TIMEOUT_MS = 15_000;

export interface CrashRunOptions {
  iterations: number;
  seed?: number;
  /** Run dist/node/server/main.js as it ships, instead of the tests' server (test-support/server-entry.ts). */
  built?: boolean;
  /** How long the workload may run before the kill, at most (the kill lands at a random moment before). */
  maxRunMs?: number;
  /** A small real MP4 (scripts/make-test-media.ts) to upload as the video gift. */
  videoFile: string;
  log?: (line: string) => void;
}

export interface CrashRunReport {
  seed: number;
  iterations: number;
  /** Requests sent, answered 2xx, answered ≥ 500, and left without any answer by a kill. */
  requests: { sent: number; acknowledged: number; serverErrors: number; unanswered: number };
  /** `PRAGMA integrity_check` results after each kill ('ok' each time). */
  integrity: string[];
  /** Acknowledged writes checked after restarts. */
  checked: number;
  /** Stored files without a row that the final sweep removed (what crashes left behind). */
  orphansSwept: string[];
  /** After the sweep: files without a row, rows without a file. Both should be empty. */
  filesWithoutRow: string[];
  rowsWithoutFile: string[];
  /** Anything that broke a promise: an acknowledged write lost, a failed integrity check... */
  violations: string[];
}

/** A seeded random source, so a failing run can be repeated with its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The server as a child process; resolves once it listens. */
class ServerProcess {
  private child: ChildProcess | undefined;
  private output = '';

  constructor(
    private readonly dataDir: string,
    private readonly port: number,
    private readonly built: boolean,
  ) {}

  async start(): Promise<void> {
    const root = projectRoot();
    // Either way the server is this one process (tsx loads in it), so SIGKILL hits the server itself.
    const command = this.built ? { args: [path.join(root, 'dist/node/server/main.js')], env: {} } : serverCommand();
    const child = spawn(process.execPath, command.args, {
      cwd: root,
      env: {
        ...process.env,
        ...command.env,
        DATA_DIR: this.dataDir,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        EDITOR_EMAIL: EDITOR.email,
        EDITOR_PASSWORD: EDITOR.password,
        LOG_REQUESTS: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.output = '';
    const collect = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-4000);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${this.output}`)), 60_000);
      const check = () => {
        if (this.output.includes('Kado is running')) {
          clearTimeout(timer);
          child.stdout?.off('data', check);
          resolve();
        }
      };
      child.stdout?.on('data', check);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code} while starting:\n${this.output}`));
      });
    });
  }

  /** Stops it with `signal` and waits for the process to be gone. */
  async stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
    this.child = undefined;
  }
}

type Outcome = { status: number; body: unknown } | { status: 'no-reply' };

/** Every write sent and what came of it, and the state the acknowledged ones promise. */
class Ledger {
  sent = 0;
  acknowledged = 0;
  serverErrors = 0;
  unanswered = 0;
  checked = 0;
  readonly violations: string[] = [];
  /** Acknowledged creates not deleted since, by resource ('todo', 'moment', 'photo'). */
  readonly present = new Map<string, Set<number>>();
  /** Acknowledged deletes. */
  readonly gone = new Map<string, Set<number>>();
  /** Writes whose outcome a kill hid; settled by looking after the restart. */
  readonly unsure = new Map<string, Set<number>>();
  /** Titles the video gift may have (null: none yet): the last acknowledged one and any sent since without a reply. */
  videoTitles = new Set<string | null>([null]);

  set(map: Map<string, Set<number>>, kind: string): Set<number> {
    let found = map.get(kind);
    if (!found) map.set(kind, (found = new Set()));
    return found;
  }

  count(outcome: Outcome): boolean {
    this.sent += 1;
    if (outcome.status === 'no-reply') this.unanswered += 1;
    else if (outcome.status >= 500) this.serverErrors += 1;
    else if (outcome.status < 300) this.acknowledged += 1;
    return outcome.status !== 'no-reply' && outcome.status < 300;
  }
}

export async function runCrashTest(options: CrashRunOptions): Promise<CrashRunReport> {
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const rng = random(seed);
  const log = options.log ?? (() => {});
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-crash-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = new ServerProcess(dataDir, port, options.built ?? false);
  const ledger = new Ledger();
  const integrity: string[] = [];
  const video = fs.readFileSync(options.videoFile);
  const photos = await Promise.all(
    [
      [1600, 1200],
      [900, 1200],
      [640, 480],
    ].map(([width, height]) =>
      sharp({ create: { width: width!, height: height!, channels: 3, background: { r: 200, g: 90, b: 120 } } })
        .jpeg()
        .toBuffer(),
    ),
  );
  let editor: Record<string, string> = {};
  let viewer: Record<string, string> = {};

  // As an API client: bearer tokens (the reply carries one only without the web app's CSRF header).
  async function send(method: string, url: string, headers: Record<string, string>, body?: unknown): Promise<Outcome> {
    try {
      const isForm = body instanceof FormData;
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { ...headers, ...(body && !isForm ? { 'content-type': 'application/json' } : {}) },
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: kept as text for the report
      }
      return { status: res.status, body: parsed };
    } catch {
      return { status: 'no-reply' };
    }
  }
  const dataOf = (outcome: Outcome) => (outcome.status !== 'no-reply' ? (outcome.body as { data?: unknown }).data : undefined);

  async function read<T>(url: string, as: 'viewer' | 'editor' = 'viewer'): Promise<T> {
    const outcome = await send('GET', url, as === 'viewer' ? viewer : editor);
    if (outcome.status !== 200) throw new Error(`GET ${url} answered ${outcome.status}: ${JSON.stringify(outcome)}`);
    return dataOf(outcome) as T;
  }

  async function signIn(): Promise<void> {
    const login = await send('POST', '/api/login', {}, EDITOR);
    const pin = await send('POST', '/api/date-input/verify', {}, { pin: PIN });
    const token = (o: Outcome) => (o.status === 200 ? (o.body as { token: string }).token : undefined);
    const e = token(login);
    const v = token(pin);
    if (!e || !v) throw new Error(`could not sign in: ${JSON.stringify({ login, pin })}`);
    editor = { authorization: `Bearer ${e}` };
    viewer = { authorization: `Bearer ${v}` };
  }

  const form = (fields: Record<string, string>, file?: { field: string; name: string; type: string; data: Buffer }) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    if (file) body.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
    return body;
  };

  /** A create that answers `data.id`, or a delete of an acknowledged one. */
  async function createOrDelete(kind: string, create: () => Promise<Outcome>, remove: (id: number) => Promise<Outcome>, keep: number) {
    const present = ledger.set(ledger.present, kind);
    if (present.size > keep && rng.next() < 0.5) {
      const ids = [...present];
      const id = ids[rng.between(0, ids.length - 1)]!;
      present.delete(id);
      const outcome = await remove(id);
      if (ledger.count(outcome)) ledger.set(ledger.gone, kind).add(id);
      else if (outcome.status === 'no-reply') ledger.set(ledger.unsure, kind).add(id);
      else ledger.violations.push(`deleting acknowledged ${kind} ${id} answered ${outcome.status}: ${JSON.stringify(outcome.body)}`);
      return;
    }
    const outcome = await create();
    if (ledger.count(outcome)) present.add((dataOf(outcome) as { id: number }).id);
  }

  let folderId = 0;
  let videoCount = 0;
  const workers = {
    todos: () =>
      createOrDelete(
        'todo',
        () => send('POST', '/api/todos', viewer, { title: `rencana ${rng.between(1, 1e6)}` }),
        (id) => send('DELETE', `/api/todos/${id}`, viewer),
        30,
      ),
    moments: () =>
      createOrDelete(
        'moment',
        () => {
          const cover =
            rng.next() < 0.7 ? { field: 'coverImage', name: 'c.jpg', type: 'image/jpeg', data: photos[rng.between(0, 2)]! } : undefined;
          return send('POST', '/api/love-moment', editor, form({ title: 'Kenangan', date: '2024-02-02', letter: 'Untukmu.' }, cover));
        },
        (id) => send('DELETE', `/api/love-moment/delete/${id}`, editor),
        5,
      ),
    photos: () =>
      createOrDelete(
        'photo',
        () => {
          const data = photos[rng.between(0, 2)]!;
          return send(
            'POST',
            '/api/gallery/create-photos',
            editor,
            form({ folder_id: String(folderId), title: 'Foto' }, { field: 'photo', name: 'p.jpg', type: 'image/jpeg', data }),
          );
        },
        (id) => send('DELETE', `/api/gallery/delete-photo/${id}`, editor),
        5,
      ),
    video: async () => {
      videoCount += 1;
      const title = `video ${videoCount}`;
      ledger.videoTitles.add(title);
      const outcome = await send(
        'POST',
        '/api/video-gift',
        editor,
        form({ title, description: '' }, { field: 'video', name: 'v.mp4', type: 'video/mp4', data: video }),
      );
      if (ledger.count(outcome)) ledger.videoTitles = new Set([title]);
      else if (outcome.status !== 'no-reply') ledger.videoTitles.delete(title);
    },
  };

  /** After a restart: every acknowledged write is there, every acknowledged delete is not; unsure ones are settled. */
  async function verify(): Promise<void> {
    const actual = new Map<string, Set<number>>([
      ['todo', new Set((await read<{ id: number }[]>('/api/todos')).map((t) => t.id))],
      ['moment', new Set((await read<{ id: number }[]>('/api/love-moment')).map((m) => m.id))],
      ['photo', new Set((await read<{ photo: { id: number }[] }>(`/api/gallery/detail/${folderId}`)).photo.map((p) => p.id))],
    ]);
    for (const [kind, ids] of actual) {
      for (const id of ledger.set(ledger.present, kind)) {
        ledger.checked += 1;
        if (!ids.has(id)) ledger.violations.push(`acknowledged ${kind} ${id} lost`);
      }
      for (const id of ledger.set(ledger.gone, kind)) {
        ledger.checked += 1;
        if (ids.has(id)) ledger.violations.push(`acknowledged delete of ${kind} ${id} undone`);
      }
      const unsure = ledger.set(ledger.unsure, kind);
      for (const id of unsure) ledger.set(ids.has(id) ? ledger.present : ledger.gone, kind).add(id);
      unsure.clear();
    }
    const title = (await read<{ title: string } | null>('/api/video-gift', 'editor'))?.title ?? null;
    ledger.checked += 1;
    if (!ledger.videoTitles.has(title)) {
      ledger.violations.push(`video gift is ${JSON.stringify(title)}, expected one of ${JSON.stringify([...ledger.videoTitles])}`);
    }
    ledger.videoTitles = new Set([title]);
  }

  function checkIntegrity(iteration: number): void {
    const db = new SQLite(path.join(dataDir, 'kado.sqlite'));
    try {
      const result = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ');
      integrity.push(result);
      if (result !== 'ok') ledger.violations.push(`iteration ${iteration}: integrity_check says ${result}`);
    } finally {
      db.close();
    }
  }

  try {
    await server.start();
    await signIn();
    const folder = await send('POST', '/api/gallery/create-folder', editor, { name: 'Chaos' });
    if (folder.status !== 200) throw new Error(`could not create the gallery folder: ${JSON.stringify(folder)}`);
    folderId = (dataOf(folder) as { id: number }).id;

    for (let iteration = 1; iteration <= options.iterations; iteration += 1) {
      let running = true;
      const loops = Object.values(workers).map(async (work) => {
        while (running) await work();
      });
      const killAfter = rng.between(150, options.maxRunMs ?? 1500);
      await sleep(killAfter);
      running = false; // no new requests; those in flight meet the kill
      await server.stop('SIGKILL');
      await Promise.all(loops);
      checkIntegrity(iteration);
      await server.start();
      await verify();
      log(
        `iteration ${iteration}: killed after ${killAfter} ms; ` +
          `${ledger.sent} sent, ${ledger.acknowledged} acknowledged, ${ledger.unanswered} unanswered; ` +
          `integrity ${integrity.at(-1)}; ${ledger.violations.length} violation(s)`,
      );
    }
    await server.stop('SIGTERM');

    // The sweep, with no age threshold (the server is stopped, so no upload is between placing and committing).
    const { db } = openDatabase(dataDir, undefined);
    try {
      const media = new LocalMediaStore(dataDir);
      const repos = { media: mediaRepository(db, () => SITE_ID) };
      const sweep = await sweepOrphans({ media, repos }, 0);
      const files = new Set<string>();
      for await (const file of media.list()) files.add(file.path);
      const rows = await repos.media.allPaths();
      const tmpLeft = fs.existsSync(path.join(dataDir, 'tmp')) ? fs.readdirSync(path.join(dataDir, 'tmp')) : [];
      if (tmpLeft.length > 0) ledger.violations.push(`temp files left after a clean stop: ${tmpLeft.join(', ')}`);
      return {
        seed,
        iterations: options.iterations,
        requests: {
          sent: ledger.sent,
          acknowledged: ledger.acknowledged,
          serverErrors: ledger.serverErrors,
          unanswered: ledger.unanswered,
        },
        integrity,
        checked: ledger.checked,
        orphansSwept: sweep.removed,
        filesWithoutRow: [...files].filter((f) => !rows.has(f)),
        rowsWithoutFile: [...rows].filter((r) => !files.has(r)),
        violations: ledger.violations,
      };
    } finally {
      await db.destroy();
    }
  } finally {
    await server.stop('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
