import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_EDITOR } from '../support';
import { freePort } from './driver';

// The built server (dist/, `npm run build`) as `npm start` runs it: on a free port, with a fresh data folder and
// the test giver's login. The offline step stops it and starts it again on the same port and data.

export interface Server {
  readonly url: string;
  /** Starts the server (again) and waits until it answers. */
  start(): Promise<void>;
  /** Stops the process and waits until it has ended. */
  stop(): Promise<void>;
  /** Whether the process is running. */
  running(): boolean;
  /** Stops it for good and removes its data folder. */
  dispose(): Promise<void>;
  /** The server's output so far (for a failed run). */
  output(): string;
}

export async function builtServer(distDir = process.env.KADO_DIST_DIR ?? 'dist'): Promise<Server> {
  const main = path.join(distDir, 'node', 'server', 'main.js');
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` first.`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-engines-data-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let log = '';

  const server: Server = {
    url,
    async start() {
      if (child) return;
      const started = spawn(process.execPath, [main], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_REQUESTS: 'false',
          EDITOR_EMAIL: TEST_EDITOR.email,
          EDITOR_PASSWORD: TEST_EDITOR.password,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      started.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
      started.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
      started.once('exit', () => {
        if (child === started) child = null;
      });
      const since = Date.now();
      while (Date.now() - since < 60_000) {
        if (child !== started) throw new Error(`the server ended before it answered:\n${log}`);
        const ok = await fetch(`${url}/api/session`).then(
          (reply) => reply.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the server did not answer within 60 s:\n${log}`);
    },
    async stop() {
      const running = child;
      if (!running) return;
      const ended = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
      await ended;
      clearTimeout(timer);
    },
    running: () => child !== null,
    async dispose() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    output: () => log,
  };
  await server.start();
  return server;
}
