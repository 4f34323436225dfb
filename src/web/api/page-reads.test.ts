import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { EXTRA_READS, PAGE_READS, pageReadsAt, readsToStore } from './page-reads';

// The list of the recipient pages' reads (decision 058) is held to what the api/ modules read, so neither drifts from
// the other unnoticed: a read renamed there and not here would leave a page's data out of the offline copy.

/** The addresses the api/ modules read with GET (`apiFetch<…>('/api/…', { signal })`), parameters as `:param`. */
function apiModuleReads(): Set<string> {
  const folder = import.meta.dirname;
  const reads = new Set<string>();
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const source = fs.readFileSync(path.join(folder, file), 'utf8');
    for (const [, , address] of source.matchAll(/apiFetch<[^(]*?>\((['`])(\/api\/[^'`]+)\1, \{ signal \}\)/g)) {
      reads.add(address!.replace(/\$\{\w+\}/g, ':param'));
    }
  }
  return reads;
}

const shape = (read: string) => read.replace(/:\w+/g, ':param');

test('every read listed is one an api/ module makes', () => {
  const made = apiModuleReads();
  expect(made.size).toBeGreaterThan(15);
  const listed = [...Object.values(PAGE_READS).flat(), ...EXTRA_READS];
  expect(listed.filter((read) => !made.has(shape(read)))).toEqual([]);
});

test('the worker is given every page’s reads and the extras, but none naming one folder or question', () => {
  const stored = readsToStore();
  expect(stored).toEqual(expect.arrayContaining(['/api/features', '/api/love-typing', '/api/wishes', '/api/reactions', '/api/music']));
  expect(stored.filter((read) => read.includes(':'))).toEqual([]);
  expect(new Set(stored).size).toBe(stored.length);
});

test('a page’s own reads, with its parameters filled in', () => {
  expect(pageReadsAt('/folder/7')).toEqual(['/api/gallery/detail/7']);
  expect(pageReadsAt('/love-typing')).toEqual(['/api/main-gift/status', '/api/love-typing']);
  expect(pageReadsAt('/edit-pages')).toEqual([]);
});
