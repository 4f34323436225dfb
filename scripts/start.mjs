// `npm start`: serves the built app, building first only when the build is missing or older than the
// sources (scripts/build-state.mjs). A built app answers within a second or two of launch.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { distDir, staleReason } from './build-state.mjs';

const reason = staleReason();
if (reason) {
  console.log(`Kado: building the app first (${reason}).`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(path.join(distDir, 'node', 'server', 'main.js')).href);
