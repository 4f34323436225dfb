// The built Kado server on a temp data folder and a free loopback port, with a viewer session of the demo
// gift: what the browser benchmarks (bench-lighthouse.ts, bench-trace.ts) measure. Run `npm run build` first.
// Also the benchmarks' small shared helpers (a free port, their arguments).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../src/shared/constants.js';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** The seeded demo gift's PIN (src/server/db/seed.ts). */
const PIN = '020222';

export interface BuiltServer {
  port: number;
  child: ChildProcess;
}

/** A port free on loopback now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts dist/node/server/main.js of `tree` (this checkout, or an older commit's for a side-by-side benchmark)
 * with the production flags; its log goes to `work`/server-log.txt.
 */
export async function startBuiltServer(work: string, tree = root): Promise<BuiltServer> {
  const serverMain = path.join(tree, 'dist/node/server/main.js');
  if (!fs.existsSync(serverMain)) throw new Error('dist/node/server/main.js is missing: run `npm run build` first.');
  const port = await freePort();
  const logFile = path.join(work, 'server-log.txt');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverMain], {
    cwd: tree,
    env: {
      ...process.env,
      DATA_DIR: path.join(work, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_REQUESTS: 'false',
      EDITOR_EMAIL: 'bench@kado.test',
      EDITOR_PASSWORD: 'a-long-bench-password',
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/session`)).ok) return { port, child };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not answer within 30 s');
}

/** A viewer's cookies (`name=value; ...`) after the demo gift's PIN. */
export async function viewerCookie(port: number): Promise<string> {
  const reply = await fetch(`http://127.0.0.1:${port}/api/date-input/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ pin: PIN }),
  });
  if (!reply.ok) throw new Error(`PIN refused: ${reply.status} ${await reply.text()}`);
  return reply.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The giver's cookies after logging in with the bench server's editor account (startBuiltServer's EDITOR_EMAIL). */
export async function giverCookie(port: number): Promise<string> {
  const reply = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ email: 'bench@kado.test', password: 'a-long-bench-password' }),
  });
  if (!reply.ok) throw new Error(`login refused: ${reply.status} ${await reply.text()}`);
  return reply.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The demo gift has no love moment: one, written as the giver (built-server.ts's editor), for the flip. */
export async function addLoveMoment(port: number): Promise<void> {
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@kado.test', password: 'a-long-bench-password' }),
  });
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  form.append('title', 'Kencan pertama');
  form.append('date', '2024-02-14');
  form.append('letter', 'Hari itu hujan, dan kamu tertawa.');
  form.append('opens_at', '');
  const saved = await fetch(`${base}/api/love-moment`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (!saved.ok) throw new Error(`love moment not saved: ${saved.status} ${await saved.text()}`);
}

/** A fresh context the size of a phone (390×844, touch), signed in with `cookie` for `base`, without the offline worker. */
export async function phoneContext(browser: Browser, base: string, cookie: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  await context.addCookies(
    cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: base })),
  );
  return context;
}

/** The session a page is measured with: the giver's for the giver's pages (`/edit-...`), else the viewer's. */
export const isGiverPage = (page: string) => page.startsWith('/edit-');

/** A benchmark's `--key=value` arguments (`--flag` alone is 'true'). */
export function scriptArgs(argv = process.argv.slice(2)): Map<string, string> {
  return new Map(
    argv.map((arg) => {
      const [key, value] = arg.replace(/^--/, '').split('=');
      return [key!, value ?? 'true'] as const;
    }),
  );
}
