// Measures what the recipient's first load of / sends: the entry chunk named by index.html, its static
// imports (recursively) and their CSS, gzipped. Exits 1 above the budget. Run after `vite build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = 110;
const dist = path.resolve(import.meta.dirname, '../dist/web');
const manifestFile = path.join(dist, '.vite/manifest.json');

if (!fs.existsSync(manifestFile)) {
  console.error('dist/web/.vite/manifest.json is missing: run `vite build` first (build.manifest is on in vite.config.ts).');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
if (!entryKey) {
  console.error('No index.html entry in the manifest.');
  process.exit(1);
}

/** Files a chunk brings with it: itself, its CSS and its static imports, recursively. */
function collect(key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, files, seen);
  return files;
}
// The opening page's chunk is lazy but fetched as soon as the entry runs on /: it is part of the first load.
const openingKey = Object.keys(manifest).find((key) => key.endsWith('features/opening/opening-page.tsx'));
const files = collect(entryKey);
if (openingKey) collect(openingKey, files);

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const rows = [...files].map((file) => ({ file, gzip: gzipSize(file) })).sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const kb = (bytes) => (bytes / 1024).toFixed(1);

for (const row of rows) console.log(`${kb(row.gzip).padStart(7)} KB  ${row.file}`);
console.log(`${kb(total).padStart(7)} KB  first load of / with the opening page's chunk (JS + CSS, gzip -9; budget ${BUDGET_KB} KB)`);
console.log(`${kb(gzipSize('index.html')).padStart(7)} KB  index.html (not counted)`);
if (total > BUDGET_KB * 1024) {
  console.error(`Over budget by ${kb(total - BUDGET_KB * 1024)} KB.`);
  process.exit(1);
}
