import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Journeys that need a Kado of their own (many gifts, behind Caddy) start it here: the built server on
// loopback, a fresh data folder, a free port; stopped and cleaned up by the journey.

const distDir = process.env.KADO_DIST_DIR ?? 'dist';

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: <T = Record<string, unknown>>() => T;
}

/**
 * One HTTP request to 127.0.0.1:port for any host name: Node does not resolve `*.localhost` as a browser
 * does, so the Host header names the gift (or the console) instead.
 */
export function hostRequest(
  port: number,
  host: string,
  method: string,
  pathname: string,
  { headers = {}, json }: { headers?: Record<string, string>; json?: unknown } = {},
): Promise<Reply> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        headers: {
          host: `${host}:${port}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text, json: <T>() => JSON.parse(text) as T });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The `name=value` pairs of a reply's Set-Cookie headers, as a Cookie header sends them back. */
export const cookiesOf = (reply: Reply): string => (reply.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');

export interface KadoProcess {
  port: number;
  dataDir: string;
  /** What the server printed, for a failure's message. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the built server with `env` on a free loopback port and waits until `readyHost` answers
 * `readyPath` (any status but a refused connection).
 */
export async function startKado(
  env: Record<string, string>,
  { readyHost = '127.0.0.1', readyPath = '/api/session' } = {},
): Promise<KadoProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-e2e-own-'));
  let output = '';
  // The built server with cheaper password hashes, as the journeys' own (scripts/test-server.mjs, decision 091).
  const child: ChildProcess = spawn(process.execPath, [path.join('scripts', 'test-server.mjs')], {
    env: {
      PATH: process.env.PATH ?? '',
      KADO_DIST_DIR: distDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_REQUESTS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`Kado stopped at start:\n${output}`);
    }
    try {
      await hostRequest(port, readyHost, 'GET', readyPath);
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`Kado did not answer within 60 s:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return { port, dataDir, output: () => output, stop };
}
