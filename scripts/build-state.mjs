// Whether dist/ was built from the sources as they are now: a hash of every input of `npm run build`
// (sources, index.html, configs, lockfile), written after a build and compared by `npm start`.
// A content hash, not modification times: a fresh clone or a copied folder has no meaningful mtimes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const INPUTS = [
  'src',
  'assets',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'scripts/vite-plugins',
  'tsconfig.json',
  'tsconfig.server.json',
  'tsconfig.build.json',
];
const SKIP = /\.test\.tsx?$/;

export const distDir = path.join(root, process.env.KADO_DIST_DIR ?? 'dist');
const stampOf = (dir) => path.join(dir, 'build-state.json');

function files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((child) => (child.isDirectory() || !SKIP.test(child.name) ? files(path.join(entry, child.name)) : []));
}

export function sourceHash() {
  const hash = crypto.createHash('sha256');
  for (const file of INPUTS.flatMap(files).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** What is missing or stale, or undefined when the build matches the sources. */
export function staleReason(dir = distDir) {
  for (const needed of ['web/index.html', 'node/server/main.js']) {
    if (!fs.existsSync(path.join(dir, needed))) return `dist/${needed} is missing`;
  }
  if (!fs.existsSync(stampOf(dir))) return 'the build has no record of its sources';
  const { hash } = JSON.parse(fs.readFileSync(stampOf(dir), 'utf8'));
  return hash === sourceHash() ? undefined : 'the sources changed since the last build';
}

export function writeStamp(dir = distDir) {
  fs.writeFileSync(stampOf(dir), JSON.stringify({ hash: sourceHash(), builtAt: new Date().toISOString() }) + '\n');
}

if (process.argv[2] === 'write') writeStamp();
