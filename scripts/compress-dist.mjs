// Writes .br and .gz beside every text asset of the built web app; the server sends them to
// browsers that accept them (@fastify/static preCompressed), so nothing is compressed per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve(import.meta.dirname, '..', process.env.KADO_DIST_DIR ?? 'dist', 'web');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (TEXT.test(entry.name)) compress(full);
  }
}

function compress(file) {
  const data = fs.readFileSync(file);
  if (data.length < 512) return;
  const br = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = zlib.gzipSync(data, { level: 9 });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gz);
  files += 1;
  before += data.length;
  after += br.length;
}

if (!fs.existsSync(dir)) {
  console.error('dist/web is missing: run vite build first');
  process.exit(1);
}
walk(dir);
console.log(`compressed ${files} files: ${(before / 1024).toFixed(1)} KB → ${(after / 1024).toFixed(1)} KB brotli`);
