// Writes the fuzz corpus (src/server/test-support/fuzz-corpus.ts) of every route to a folder, one file per
// body (named by its hash: routes share them), each request's method, path and headers in index.json, for
// replay with other tools (curl, a proxy):
//   npx tsx scripts/fuzz-corpus.ts [folder]   (default: ./fuzz-corpus)
// The same corpus runs over every route, as every role, in src/server/fuzz.test.ts (`npm run fuzz`).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { corpusFor } from '../src/server/test-support/fuzz-corpus.js';
import { createTestApp } from '../src/server/test-support/test-app.js';
import type {} from '../src/server/types.js';

const out = path.resolve(process.argv[2] ?? 'fuzz-corpus');
const t = await createTestApp();
try {
  fs.mkdirSync(out, { recursive: true });
  const index: { file: string | null; method: string; url: string; label: string; headers: Record<string, string> }[] = [];
  for (const route of t.app.ctx.routeTable) {
    for (const c of corpusFor(route)) {
      const file = c.payload === undefined ? null : `${createHash('sha256').update(c.payload).digest('hex').slice(0, 16)}.bin`;
      if (file && c.payload !== undefined && !fs.existsSync(path.join(out, file))) fs.writeFileSync(path.join(out, file), c.payload);
      index.push({ file, method: c.method, url: c.url, label: c.label, headers: c.headers });
    }
  }
  fs.writeFileSync(path.join(out, 'index.json'), JSON.stringify(index, null, 1));
  console.log(`${index.length} requests over ${t.app.ctx.routeTable.length} routes written to ${out}`);
} finally {
  await t.close();
}
