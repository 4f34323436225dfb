import path from 'node:path';
import { distDir, staleReason } from '../../../scripts/build-state.mjs';
import { projectRoot } from '../lib/project-root.js';

// How the server tests start Kado as a process of its own (a restart, a signal, a crash, two processes on one
// database): scripts/test-server.mjs, which serves Kado as `npm start` does with cheaper password hashes (decisions
// 066, 067). It runs the build when dist/ matches the sources (scripts/build-state.mjs; `npm test` builds before the
// server tests), and the sources through tsx when it does not, so a test never runs code older than the sources.

let fromBuild: boolean | undefined;

/** Whether dist/ matches the sources (asked once per test process: hashing the sources takes a moment). */
export function buildIsCurrent(): boolean {
  fromBuild ??= staleReason() === undefined;
  return fromBuild;
}

/** The node arguments and environment that start Kado for a test. */
export function serverCommand(): { args: string[]; env: Record<string, string> } {
  const entry = path.join(projectRoot(), 'scripts', 'test-server.mjs');
  return buildIsCurrent()
    ? { args: [entry], env: { KADO_DIST_DIR: distDir } }
    : { args: ['--import', 'tsx', entry], env: { KADO_DIST_DIR: distDir, KADO_TEST_SERVER_FROM: 'source' } };
}

/** The node arguments that run one of src/server/scripts (backup.ts, restore.ts) as `npm run` would. */
export function scriptCommand(script: string): string[] {
  const root = projectRoot();
  const name = script.replace(/\.ts$/, '');
  return buildIsCurrent()
    ? [path.join(distDir, 'node', 'server', 'scripts', `${name}.js`)]
    : ['--import', 'tsx', path.join(root, 'src', 'server', 'scripts', `${name}.ts`)];
}
