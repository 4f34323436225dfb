import { describe, expect, it } from 'vitest';
import { crosswordCells, layoutCrossword, type CrosswordEntryInput, type CrosswordLayout, type PlacedWord } from './crossword-layout.js';

const entries = (...words: string[]): CrosswordEntryInput[] => words.map((word) => ({ word, clue: `clue ${word}` }));

const cellsOf = (w: PlacedWord) =>
  [...w.word].map((letter, k) => ({
    row: w.direction === 'down' ? w.row + k : w.row,
    col: w.direction === 'across' ? w.col + k : w.col,
    letter,
  }));

/** Rebuilds the grid from the placed words alone, failing on any cell written with two letters. */
function rebuild(layout: CrosswordLayout): (string | null)[][] {
  const grid: (string | null)[][] = Array.from({ length: layout.height }, () => Array<string | null>(layout.width).fill(null));
  for (const w of layout.placed) {
    for (const { row, col, letter } of cellsOf(w)) {
      expect(row, `${w.word} inside height`).toBeLessThan(layout.height);
      expect(col, `${w.word} inside width`).toBeLessThan(layout.width);
      expect(row).toBeGreaterThanOrEqual(0);
      expect(col).toBeGreaterThanOrEqual(0);
      const existing = grid[row]![col];
      expect(existing === null || existing === letter, `${w.word} clashes at ${row},${col}`).toBe(true);
      grid[row]![col] = letter;
    }
  }
  return grid;
}

/** Every maximal horizontal and vertical run of two or more letters, as "direction row col word". */
function runs(grid: (string | null)[][]): string[] {
  const found: string[] = [];
  const height = grid.length;
  const width = grid[0]?.length ?? 0;
  const scan = (direction: 'across' | 'down', outer: number, inner: number, at: (o: number, i: number) => string | null) => {
    for (let o = 0; o < outer; o++) {
      let i = 0;
      while (i < inner) {
        if (at(o, i) === null) {
          i++;
          continue;
        }
        let end = i;
        let text = '';
        while (end < inner && at(o, end) !== null) text += at(o, end++);
        if (text.length >= 2) found.push(direction === 'across' ? `across ${o} ${i} ${text}` : `down ${i} ${o} ${text}`);
        i = end;
      }
    }
  };
  scan('across', height, width, (r, c) => grid[r]![c]!);
  scan('down', width, height, (c, r) => grid[r]![c]!);
  return found.sort();
}

/** The invariants every layout must keep. */
function expectValid(layout: CrosswordLayout) {
  const grid = rebuild(layout);
  // Every run of letters in the grid is exactly one placed word: nothing touches illegally.
  const expected = layout.placed.map((w) => `${w.direction} ${w.row} ${w.col} ${w.word}`).sort();
  expect(runs(grid)).toEqual(expected);

  // Connected: every word crosses another and the crossings link all of them.
  if (layout.placed.length > 1) {
    const cellSets = layout.placed.map((w) => new Set(cellsOf(w).map(({ row, col }) => `${row},${col}`)));
    const crosses = (a: number, b: number) => [...cellSets[a]!].some((cell) => cellSets[b]!.has(cell));
    for (let a = 0; a < layout.placed.length; a++) {
      const partners = layout.placed.filter((_, b) => b !== a && crosses(a, b));
      expect(partners.length, `${layout.placed[a]!.word} crosses nothing`).toBeGreaterThan(0);
    }
    const seen = new Set([0]);
    const queue = [0];
    while (queue.length) {
      const a = queue.shift()!;
      for (let b = 0; b < layout.placed.length; b++) {
        if (!seen.has(b) && crosses(a, b)) {
          seen.add(b);
          queue.push(b);
        }
      }
    }
    expect(seen.size).toBe(layout.placed.length);
  }

  // The grid is tight: some letter touches each edge.
  if (layout.placed.length) {
    const all = layout.placed.flatMap(cellsOf);
    expect(Math.min(...all.map((c) => c.row))).toBe(0);
    expect(Math.min(...all.map((c) => c.col))).toBe(0);
    expect(Math.max(...all.map((c) => c.row))).toBe(layout.height - 1);
    expect(Math.max(...all.map((c) => c.col))).toBe(layout.width - 1);
  }

  // Numbers: 1..n over the distinct first cells, in reading order; across and down may share one.
  const starts = [...new Map(layout.placed.map((w) => [`${w.row},${w.col}`, w])).values()].sort((a, b) => a.row - b.row || a.col - b.col);
  starts.forEach((w, index) => expect(w.number).toBe(index + 1));
  for (const w of layout.placed) {
    expect(w.number).toBe(starts.find((s) => s.row === w.row && s.col === w.col)!.number);
  }
}

/** A small seeded generator (mulberry32), so the random cases are the same on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomWords(seed: number, count: number): string[] {
  const next = random(seed);
  const letters = 'AAAEEEIIOOUURRSSTTNNLLKMBDGP';
  const words = new Set<string>();
  while (words.size < count) {
    const length = 2 + Math.floor(next() * 14);
    let word = '';
    for (let i = 0; i < length; i++) word += letters[Math.floor(next() * letters.length)];
    words.add(word);
  }
  return [...words];
}

describe('layoutCrossword', () => {
  it('lays out three words that share letters, all placed and connected', () => {
    const layout = layoutCrossword(entries('SAYANG', 'CINTA', 'RINDU'));
    expect(layout.unplaced).toEqual([]);
    expect(layout.placed.map((w) => w.word).sort()).toEqual(['CINTA', 'RINDU', 'SAYANG']);
    expectValid(layout);
  });

  it('places the longest word first, across, with the first clue number', () => {
    const layout = layoutCrossword(entries('CINTA', 'KASIHSAYANG', 'RINDU'));
    const longest = layout.placed.find((w) => w.word === 'KASIHSAYANG')!;
    expect(longest.direction).toBe('across');
    expect(longest.clue).toBe('clue KASIHSAYANG');
    expectValid(layout);
  });

  it('keeps each clue with its word', () => {
    const layout = layoutCrossword([
      { word: 'BULAN', clue: 'Terlihat di malam hari' },
      { word: 'BINTANG', clue: 'Berkelip di langit' },
    ]);
    expect(layout.placed.find((w) => w.word === 'BULAN')!.clue).toBe('Terlihat di malam hari');
    expect(layout.placed.find((w) => w.word === 'BINTANG')!.clue).toBe('Berkelip di langit');
  });

  it('reports a word with no shared letter as unplaced', () => {
    const layout = layoutCrossword(entries('BANANA', 'XYZ', 'ANAK'));
    expect(layout.unplaced).toEqual(['XYZ']);
    expect(layout.placed.map((w) => w.word).sort()).toEqual(['ANAK', 'BANANA']);
    expectValid(layout);
  });

  it('retries a word once a later word gives it a letter to cross', () => {
    // QUIZZY (tried before the shorter SKI) shares nothing with BANANAS; it crosses SKI's I.
    const layout = layoutCrossword(entries('BANANAS', 'QUIZZY', 'SKI'));
    expect(layout.unplaced).toEqual([]);
    expect(layout.placed.find((w) => w.word === 'QUIZZY')).toMatchObject({ direction: 'across', row: 2, col: 4 });
    expectValid(layout);
  });

  it('is deterministic', () => {
    const input = entries('PANTAI', 'SENJA', 'OMBAK', 'PASIR', 'LAUT', 'KERANG', 'ANGIN');
    const first = layoutCrossword(input);
    for (let i = 0; i < 5; i++) expect(layoutCrossword(input)).toEqual(first);
    expectValid(first);
  });

  it('numbers like a printed crossword: shared starts share a number, reading order', () => {
    const layout = layoutCrossword(entries('ABCD', 'AXYZ'));
    expect(layout.placed).toEqual([
      { word: 'ABCD', clue: 'clue ABCD', row: 0, col: 0, direction: 'across', number: 1 },
      { word: 'AXYZ', clue: 'clue AXYZ', row: 0, col: 0, direction: 'down', number: 1 },
    ]);
    expect(layout).toMatchObject({ width: 4, height: 4, unplaced: [] });
  });

  it('handles one word and no words', () => {
    expect(layoutCrossword(entries('SATU'))).toEqual({
      width: 4,
      height: 1,
      placed: [{ word: 'SATU', clue: 'clue SATU', row: 0, col: 0, direction: 'across', number: 1 }],
      unplaced: [],
    });
    expect(layoutCrossword([])).toEqual({ width: 0, height: 0, placed: [], unplaced: [] });
  });

  it('never lets a word extend another or sit beside a parallel word', () => {
    // Many short words with common letters press against each other.
    const layout = layoutCrossword(entries('AA', 'AB', 'BA', 'AAA', 'ABA', 'BAB', 'AAAA', 'ABBA', 'BAAB'));
    expectValid(layout);
  });

  it('keeps every invariant on 300 random puzzles of up to 20 words, each laid out within 200 ms (about 1 ms typical)', () => {
    let slowest = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const words = randomWords(seed, 2 + (seed % 19));
      const started = performance.now();
      const layout = layoutCrossword(entries(...words));
      slowest = Math.max(slowest, performance.now() - started);
      expect([...layout.placed.map((w) => w.word), ...layout.unplaced].sort()).toEqual([...words].sort());
      expectValid(layout);
    }
    expect(slowest).toBeLessThan(200);
  });
});

describe('crosswordCells', () => {
  it('draws letters, numbers and the words through each cell', () => {
    const layout = layoutCrossword(entries('ABCD', 'AXYZ'));
    const cells = crosswordCells(layout);
    expect(cells[0]![0]).toEqual({ letter: 'A', number: 1, across: 0, down: 1 });
    expect(cells[0]![3]).toEqual({ letter: 'D', number: null, across: 0, down: null });
    expect(cells[3]![0]).toEqual({ letter: 'Z', number: null, across: null, down: 1 });
    expect(cells[1]![1]).toBeNull();
  });
});
