import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { projectRoot } from '../lib/project-root.js';
import { EDITOR } from './test-app.js';
import { serverCommand } from './server-entry.js';

// Tests that need the real thing, not app.inject: Kado started as its own process (serverCommand: the build, or the
// sources when it is stale, with cheaper password hashes), on a free port, with the environment a deployment would
// give it.

export interface AppProcess {
  url: string;
  /** Everything the process printed, for a failing test's message. */
  output(): string;
  /** Sends a signal (SIGTERM: a stop as systemd asks it) and resolves with the exit code once the process ends. */
  signal(signal: NodeJS.Signals): Promise<number | null>;
  stop(): Promise<void>;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts Kado with `env` (DATA_DIR, DATABASE_URL, PORT...) and resolves once it answers on its port (a free one
 * unless PORT is given). The process is ours only once it has said it is running (it prints that after its listener
 * is bound): a port found free may be taken by another test file's process before this one binds it, and that
 * process would answer /healthz as well. A start that lost its port that way is tried again on another.
 */
export async function startAppProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<AppProcess> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt++) {
    const started = await startOnFreePort(env, deadline, timeoutMs);
    if (started !== 'port taken') return started;
    if (attempt === 3) throw new Error('Kado could not bind a free port three times in a row');
  }
}

async function startOnFreePort(env: Record<string, string>, deadline: number, timeoutMs: number): Promise<AppProcess | 'port taken'> {
  // A PORT in `env` is kept: a process restarted behind a proxy comes back on the port the proxy knows.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const root = projectRoot();
  const command = serverCommand();
  const child: ChildProcess = spawn(process.execPath, command.args, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...command.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_REQUESTS: 'false',
      EDITOR_EMAIL: EDITOR.email,
      EDITOR_PASSWORD: EDITOR.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) {
      if (printed.includes('EADDRINUSE')) return 'port taken';
      throw new Error(`Kado exited (${child.exitCode}) before answering:\n${printed}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Kado did not answer within ${timeoutMs} ms:\n${printed}`);
    }
    // serve() prints 'Kado is running' once its listener is bound: before that, whatever answers is not this process.
    // /healthz answers on every host, so a many-gift process is found the same way.
    const answered =
      printed.includes('Kado is running') &&
      (await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      ));
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    output: () => printed,
    signal(signal) {
      child.kill(signal);
      return exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
