import { expect, test } from 'vitest';
import { catalog, everyCatalog } from './translation.js';

// An English page's twins take each catalog's words whenever its area's chunk arrives (decision 032): those
// declared before the English overlay starts, and those declared after it, each once.

test('every catalog reaches the English overlay once, whether it is declared before or after the overlay starts', () => {
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
