import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/project-root.js';
import { freePort, startAppProcess, type AppProcess } from '../test-support/app-process.js';
import { csrf, EDITOR, multipart, PIN } from '../test-support/test-app.js';

// Kado behind a real Caddy on this machine, as docs/operations.md puts it online (decision 050): two Kado
// processes, one with deploy/kado.service's TRUST_PROXY (loopback) and one without, each behind its own copy of
// deploy/Caddyfile's site in one Caddy, on plain HTTP. Clients come from different loopback addresses (127.0.0.x), so Caddy forwards
// each one's own address. With the front trusted, every client has its own limits: strangers' wrong PINs and
// passwords lock out neither the recipient nor the giver, one client's own still lock that client, and wishes from
// many people are all kept. Without it, all share the proxy's one address: the failure this decision ends.

const CADDY = '/usr/bin/caddy';
const hasCaddy = fs.existsSync(CADDY);
if (!hasCaddy) console.log(`behind-caddy.test.ts: skipped, ${CADDY} is missing (apt-get install -y caddy).`);

const WRONG_PIN = '111111';
/** Client addresses, each scenario its own range, so no scenario's counts reach another's. */
const client = (n: number) => `127.0.0.${n}`;
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

interface Reply {
  status: number;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

/** One request on a connection of its own from `localAddress`, through Caddy's port. */
function send(
  port: number,
  localAddress: string,
  method: string,
  target: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, localAddress, method, path: target, agent: false, headers: { ...headers, connection: 'close' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: response.statusCode ?? 0, body: text, json: <T>() => JSON.parse(text) as T });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const jsonBody = (value: object) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });

/** One Kado behind one Caddy site. */
interface Front {
  kado: AppProcess;
  port: number;
  /** The giver's bearer header, signed in through Caddy before any test. */
  giver: Record<string, string>;
}

const deployFile = (name: string) => fs.readFileSync(path.join(projectRoot(), 'deploy', name), 'utf8');

/** The TRUST_PROXY deploy/kado.service sets: what a server set up as docs/operations.md says runs with. */
function shippedTrustProxy(): string {
  const value = /^Environment=TRUST_PROXY=(\S+)$/m.exec(deployFile('kado.service'))?.[1];
  expect(value, 'deploy/kado.service sets TRUST_PROXY').toBeDefined();
  expect(deployFile('kado@.service')).toContain(`Environment=TRUST_PROXY=${value}`);
  return value!;
}

/**
 * deploy/Caddyfile's site, once per Kado, on plain HTTP at a loopback port of the test's own (global options: no
 * certificates, no admin API, state in the test's folder); its reverse_proxy and everything else as shipped.
 */
function caddyfile(sites: { port: number; upstream: string }[], storage: string): string {
  const sample = deployFile('Caddyfile');
  expect(sample).toContain('kita.example {');
  expect(sample).toContain('reverse_proxy 127.0.0.1:3000');
  const global = `{\n\tauto_https off\n\tadmin off\n\tstorage file_system ${storage}\n}\n`;
  const site = ({ port, upstream }: { port: number; upstream: string }) =>
    sample
      .replace('kita.example {', `http://:${port} {\n\tbind 127.0.0.1\n`)
      .replace('reverse_proxy 127.0.0.1:3000', `reverse_proxy ${upstream}`);
  return global + sites.map(site).join('\n');
}

/** Polls until `check` holds or `timeoutMs` passes (a busy machine: no fixed sleeps). */
async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Where CI is set, a missing Caddy is a failure (the test runs and cannot start it), not a skip.
describe.skipIf(!hasCaddy && !process.env.CI)('limits behind Caddy, per client (TRUST_PROXY=loopback) or shared (unset)', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-caddy-'));
  let caddy: ChildProcess | undefined;
  let caddyOutput = '';
  let trusted: Front;
  let untrusted: Front;

  beforeAll(async () => {
    const [trustedKado, untrustedKado] = await Promise.all([
      startAppProcess({ DATA_DIR: path.join(folder, 'trusted'), TRUST_PROXY: shippedTrustProxy() }, 120_000),
      startAppProcess({ DATA_DIR: path.join(folder, 'untrusted') }, 120_000),
    ]);
    const [trustedPort, untrustedPort] = [await freePort(), await freePort()];
    const config = path.join(folder, 'Caddyfile');
    fs.writeFileSync(
      config,
      caddyfile(
        [
          { port: trustedPort, upstream: new URL(trustedKado.url).host },
          { port: untrustedPort, upstream: new URL(untrustedKado.url).host },
        ],
        path.join(folder, 'caddy-data'),
      ),
    );
    caddy = spawn(CADDY, ['run', '--config', config, '--adapter', 'caddyfile'], {
      // Caddy keeps its state under HOME / XDG folders: a throwaway one, never the user's.
      env: { PATH: process.env.PATH ?? '', HOME: folder, XDG_DATA_HOME: folder, XDG_CONFIG_HOME: folder },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stdout?.on('data', (chunk: Buffer) => (caddyOutput += chunk.toString()));
    caddy.stderr?.on('data', (chunk: Buffer) => (caddyOutput += chunk.toString()));
    // A Caddy that cannot start (missing where CI is set) fails the wait below with this in its message.
    caddy.on('error', (error) => (caddyOutput += `${error.message}\n`));
    for (const port of [trustedPort, untrustedPort]) {
      await waitFor(
        async () => caddy?.exitCode === null && (await send(port, client(1), 'GET', '/healthz')).status === 200,
        60_000,
        () => `Caddy should serve Kado on port ${port}:\n${caddyOutput}`,
      );
    }
    // The giver signs in through Caddy before any stranger tries (an API client: the reply carries a token).
    const signIn = async (port: number) => {
      const reply = await send(port, client(2), 'POST', '/api/login', jsonBody(EDITOR));
      expect(reply.status, reply.body).toBe(200);
      return { authorization: `Bearer ${reply.json<{ token: string }>().token}` };
    };
    trusted = { kado: trustedKado, port: trustedPort, giver: await signIn(trustedPort) };
    untrusted = { kado: untrustedKado, port: untrustedPort, giver: await signIn(untrustedPort) };
  }, 240_000);

  afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy?.once('exit', resolve));
      caddy.kill('SIGTERM');
      await exited;
    }
    await Promise.all([trusted?.kado.stop(), untrusted?.kado.stop()]);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const pin = (front: Front, n: number, value: string, headers: Record<string, string> = {}) =>
    send(front.port, client(n), 'POST', '/api/date-input/verify', {
      ...jsonBody({ pin: value }),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const login = (front: Front, n: number, password: string) =>
    send(front.port, client(n), 'POST', '/api/login', jsonBody({ ...EDITOR, password }));
  const statuses = async (replies: Promise<Reply>[]) => (await Promise.all(replies)).map((reply) => reply.status);

  /** Opens the wishes link as its giver and returns a guest's headers (the link's cookie and the CSRF header). */
  async function wishGuest(front: Front): Promise<Record<string, string>> {
    const opened = await send(front.port, client(2), 'PUT', '/api/wishes/link', {
      headers: { ...front.giver, 'content-type': 'application/json' },
      body: JSON.stringify({ open: true }),
    });
    expect(opened.status, opened.body).toBe(200);
    const url = opened.json<{ data: { url: string } }>().data.url;
    return { cookie: `kado_wish=${decodeURIComponent(url.split('/w/')[1] ?? '')}`, ...csrf };
  }
  const wish = (front: Front, n: number, guest: Record<string, string>) => {
    const form = multipart({ name: `Teman ${n}`, message: `Selamat dari ${client(n)}` }, []);
    return send(front.port, client(n), 'POST', '/api/wishes', {
      headers: { ...(form.headers as Record<string, string>), ...guest },
      body: form.payload as Buffer,
    });
  };

  it('TRUST_PROXY=loopback: ten strangers’ wrong PINs leave the recipient’s right PIN open; one client’s ten lock it', async () => {
    expect(await statuses(range(10, 10).map((n) => pin(trusted, n, WRONG_PIN)))).toEqual(Array(10).fill(401));
    expect((await pin(trusted, 20, PIN)).status).toBe(200);
    for (let i = 2; i <= 10; i++) expect((await pin(trusted, 10, WRONG_PIN)).status).toBe(401);
    expect((await pin(trusted, 10, PIN)).status).toBe(429);
    // A made-up X-Forwarded-For from the locked client changes nothing: Caddy forwards the address it saw.
    expect((await pin(trusted, 10, PIN, { 'x-forwarded-for': '198.51.100.7' })).status).toBe(429);
    expect((await pin(trusted, 21, PIN)).status).toBe(200);
  }, 120_000);

  it('TRUST_PROXY=loopback: strangers’ wrong passwords do not lock out the giver; one stranger’s ten lock that stranger', async () => {
    expect(await statuses(range(30, 10).map((n) => login(trusted, n, `wrong-${n}`)))).toEqual(Array(10).fill(401));
    expect((await login(trusted, 40, EDITOR.password)).status).toBe(200);
    expect(await statuses(range(2, 9).map((i) => login(trusted, 30, `wrong-again-${i}`)))).toEqual(Array(9).fill(401));
    expect((await login(trusted, 30, EDITOR.password)).status).toBe(429);
    expect((await login(trusted, 41, EDITOR.password)).status).toBe(200);
  }, 180_000);

  it('TRUST_PROXY=loopback: wishes from eleven people are all kept', async () => {
    const guest = await wishGuest(trusted);
    expect(await statuses(range(50, 11).map((n) => wish(trusted, n, guest)))).toEqual(Array(11).fill(201));
  }, 120_000);

  it('no warning about the trusted front; the start message names it', () => {
    expect(trusted.kado.output()).toContain('X-Forwarded-For names the client when the connection comes from loopback (TRUST_PROXY)');
    expect(trusted.kado.output()).not.toContain('that is not trusted');
  });

  it('TRUST_PROXY unset: every client behind Caddy is one, so strangers lock out the recipient and the giver', async () => {
    expect(await statuses(range(10, 10).map((n) => pin(untrusted, n, WRONG_PIN)))).toEqual(Array(10).fill(401));
    expect((await pin(untrusted, 20, PIN)).status).toBe(429);
    const guest = await wishGuest(untrusted);
    expect(await statuses(range(50, 10).map((n) => wish(untrusted, n, guest)))).toEqual(Array(10).fill(201));
    expect((await wish(untrusted, 60, guest)).status).toBe(429);
    expect(await statuses(range(30, 10).map((n) => login(untrusted, n, `wrong-${n}`)))).toEqual(Array(10).fill(401));
    expect((await login(untrusted, 40, EDITOR.password)).status).toBe(429);
  }, 180_000);

  it('TRUST_PROXY unset: the start message says no proxy is trusted, and Kado names the untrusted front once', async () => {
    expect(untrusted.kado.output()).toContain('no proxy is trusted (TRUST_PROXY unset)');
    await waitFor(
      async () => untrusted.kado.output().includes('Kado: requests come through a front at 127.0.0.1 that is not trusted'),
      30_000,
      () => `the warning should be printed:\n${untrusted.kado.output()}`,
    );
    expect(untrusted.kado.output().split('that is not trusted')).toHaveLength(2);
  });
});
