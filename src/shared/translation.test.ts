import { expect, test, vi } from 'vitest';

// An English page's twins take each catalog's words whenever its area's chunk arrives (decision 032): those
// declared before the English overlay starts, and those declared after it, each once. The module is loaded afresh:
// the worker keeps modules across files, and the catalogs other files declared are not this test's.

test('every catalog reaches the English overlay once, whether it is declared before or after the overlay starts', async () => {
  vi.resetModules();
  const { catalog, everyCatalog } = await import('./translation.js');
  const early = { title: 'Judul' };
  expect(catalog('early', early)).toBe(early);
  const seen: [string, object][] = [];
  everyCatalog((name, words) => seen.push([name, words]));
  expect(seen).toEqual([['early', early]]);
  expect(seen[0]![1]).toBe(early);

  const late = { save: 'Simpan' };
  expect(catalog('late', late)).toBe(late);
  expect(seen).toEqual([
    ['early', early],
    ['late', late],
  ]);
  expect(seen[1]![1]).toBe(late);
});
