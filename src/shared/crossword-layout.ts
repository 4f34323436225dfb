// Lays word + clue pairs out as a connected crossword (docs/product.md §2 Crossword). Pure and deterministic: the same
// entries always give the same grid, so the server can recompute it on every read.
//
// The longest word goes first, across. Each remaining word (longest first) is tried at every crossing
// with a placed word; the legal placement with the smallest bounding box wins. After each success the
// words that did not fit yet are tried again, because the new word may give them a letter to cross.

export type CrosswordDirection = 'across' | 'down';

export interface CrosswordEntryInput {
  word: string;
  clue: string;
}

export interface PlacedWord {
  word: string;
  clue: string;
  /** Zero-based cell of the first letter. */
  row: number;
  col: number;
  direction: CrosswordDirection;
  /** The clue number printed in the first cell, in reading order. */
  number: number;
}

export interface CrosswordLayout {
  width: number;
  height: number;
  /** Sorted by number, across before down. */
  placed: PlacedWord[];
  /** Words that could not cross the grid legally, in the order they were given. */
  unplaced: string[];
}

/** One cell of the rendered grid: its letter, printed number, and the placed words through it. */
export interface CrosswordCell {
  letter: string;
  number: number | null;
  /** Indexes into layout.placed. */
  across: number | null;
  down: number | null;
}

const ACROSS = 1;
const DOWN = 2;
// Cells are keyed by one number; coordinates stay well inside ±OFFSET (20 words of 15 letters at most).
const OFFSET = 1 << 12;
const SPAN = OFFSET * 2;
const key = (row: number, col: number) => (row + OFFSET) * SPAN + (col + OFFSET);

interface Placement {
  entry: number;
  row: number;
  col: number;
  dir: typeof ACROSS | typeof DOWN;
}

interface Bounds {
  minRow: number;
  maxRow: number;
  minCol: number;
  maxCol: number;
}

interface Candidate {
  placement: Placement;
  bounds: Bounds;
  area: number;
  skew: number;
  crossings: number;
}

const step = (dir: number) => (dir === ACROSS ? { dr: 0, dc: 1 } : { dr: 1, dc: 0 });

class Grid {
  readonly letters = new Map<number, string>();
  /** Which directions' words pass through a cell (ACROSS | DOWN bits). */
  readonly dirs = new Map<number, number>();
  readonly placements: Placement[] = [];
  bounds: Bounds = { minRow: 0, maxRow: 0, minCol: 0, maxCol: 0 };

  constructor(private readonly words: readonly string[]) {}

  place(p: Placement, bounds: Bounds): void {
    const word = this.words[p.entry]!;
    const { dr, dc } = step(p.dir);
    for (let k = 0; k < word.length; k++) {
      const cell = key(p.row + k * dr, p.col + k * dc);
      this.letters.set(cell, word[k]!);
      this.dirs.set(cell, (this.dirs.get(cell) ?? 0) | p.dir);
    }
    this.placements.push(p);
    this.bounds = bounds;
  }

  /**
   * A placement is legal when every cell it writes is empty or already holds the same letter in a
   * word of the other direction, the cells just before and after it are empty (it extends no word),
   * and no new letter sits beside another letter across its length (no accidental two-letter runs).
   */
  evaluate(entry: number, row: number, col: number, dir: typeof ACROSS | typeof DOWN): Candidate | undefined {
    const word = this.words[entry]!;
    const { dr, dc } = step(dir);
    const len = word.length;
    if (this.letters.has(key(row - dr, col - dc)) || this.letters.has(key(row + len * dr, col + len * dc))) return undefined;
    let crossings = 0;
    for (let k = 0; k < len; k++) {
      const r = row + k * dr;
      const c = col + k * dc;
      const cell = key(r, c);
      const existing = this.letters.get(cell);
      if (existing !== undefined) {
        if (existing !== word[k] || ((this.dirs.get(cell) ?? 0) & dir) !== 0) return undefined;
        crossings++;
      } else if (this.letters.has(key(r + dc, c + dr)) || this.letters.has(key(r - dc, c - dr))) {
        return undefined;
      }
    }
    if (crossings === 0) return undefined;
    const b = this.bounds;
    const bounds = {
      minRow: Math.min(b.minRow, row),
      maxRow: Math.max(b.maxRow, row + (len - 1) * dr),
      minCol: Math.min(b.minCol, col),
      maxCol: Math.max(b.maxCol, col + (len - 1) * dc),
    };
    const height = bounds.maxRow - bounds.minRow + 1;
    const width = bounds.maxCol - bounds.minCol + 1;
    return { placement: { entry, row, col, dir }, bounds, area: width * height, skew: Math.abs(width - height), crossings };
  }

  /** The most compact legal crossing for a word, or undefined; ties keep the first found. */
  best(entry: number): Candidate | undefined {
    const word = this.words[entry]!;
    let best: Candidate | undefined;
    for (const placed of this.placements) {
      const other = this.words[placed.entry]!;
      const dir = placed.dir === ACROSS ? DOWN : ACROSS;
      const { dr: pdr, dc: pdc } = step(placed.dir);
      const { dr, dc } = step(dir);
      for (let j = 0; j < other.length; j++) {
        const row = placed.row + j * pdr;
        const col = placed.col + j * pdc;
        for (let i = 0; i < word.length; i++) {
          if (word[i] !== other[j]) continue;
          const candidate = this.evaluate(entry, row - i * dr, col - i * dc, dir);
          if (candidate && (!best || better(candidate, best))) best = candidate;
        }
      }
    }
    return best;
  }
}

/** Smaller area first, then closer to square, then more crossings (a denser, better-linked grid). */
function better(a: Candidate, b: Candidate): boolean {
  if (a.area !== b.area) return a.area < b.area;
  if (a.skew !== b.skew) return a.skew < b.skew;
  return a.crossings > b.crossings;
}

export function layoutCrossword(entries: readonly CrosswordEntryInput[]): CrosswordLayout {
  const words = entries.map((entry) => entry.word.toUpperCase());
  const order = words
    .map((word, index) => ({ word, index }))
    .filter(({ word }) => word.length > 0)
    .sort((a, b) => b.word.length - a.word.length || a.index - b.index)
    .map(({ index }) => index);
  if (order.length === 0) return { width: 0, height: 0, placed: [], unplaced: words.filter((w) => w.length > 0) };

  const grid = new Grid(words);
  const first = order[0]!;
  grid.place({ entry: first, row: 0, col: 0, dir: ACROSS }, { minRow: 0, maxRow: 0, minCol: 0, maxCol: words[first]!.length - 1 });

  let pending = order.slice(1);
  let progress = true;
  while (progress && pending.length > 0) {
    progress = false;
    for (const entry of pending) {
      const candidate = grid.best(entry);
      if (!candidate) continue;
      grid.place(candidate.placement, candidate.bounds);
      pending = pending.filter((e) => e !== entry);
      progress = true;
      break;
    }
  }

  const { minRow, maxRow, minCol, maxCol } = grid.bounds;
  const numbers = numberStarts(grid.placements.map((p) => ({ row: p.row - minRow, col: p.col - minCol })));
  const placed = grid.placements
    .map((p): PlacedWord => {
      const row = p.row - minRow;
      const col = p.col - minCol;
      return {
        word: words[p.entry]!,
        clue: entries[p.entry]!.clue,
        row,
        col,
        direction: p.dir === ACROSS ? 'across' : 'down',
        number: numbers.get(`${row},${col}`)!,
      };
    })
    .sort((a, b) => a.number - b.number || (a.direction === 'across' ? -1 : 1));
  const left = new Set(pending);
  return {
    width: maxCol - minCol + 1,
    height: maxRow - minRow + 1,
    placed,
    unplaced: words.filter((_, index) => left.has(index)),
  };
}

/** Numbers the first cells of words in reading order (row by row, left to right), like a printed crossword. */
function numberStarts(starts: { row: number; col: number }[]): Map<string, number> {
  const sorted = [...starts].sort((a, b) => a.row - b.row || a.col - b.col);
  const numbers = new Map<string, number>();
  for (const { row, col } of sorted) {
    const id = `${row},${col}`;
    if (!numbers.has(id)) numbers.set(id, numbers.size + 1);
  }
  return numbers;
}

/** The layout as rows of cells (null where there is no letter), for drawing and filling the grid. */
export function crosswordCells(layout: CrosswordLayout): (CrosswordCell | null)[][] {
  const cells: (CrosswordCell | null)[][] = Array.from({ length: layout.height }, () => Array.from({ length: layout.width }, () => null));
  layout.placed.forEach((word, index) => {
    for (let k = 0; k < word.word.length; k++) {
      const row = word.direction === 'down' ? word.row + k : word.row;
      const col = word.direction === 'across' ? word.col + k : word.col;
      const line = cells[row]!;
      const cell = (line[col] ??= { letter: word.word[k]!, number: null, across: null, down: null });
      if (k === 0) cell.number = word.number;
      cell[word.direction] = index;
    }
  });
  return cells;
}
