import type { CrosswordCell, CrosswordDirection, CrosswordLayout, PlacedWord } from '@shared/crossword-layout';

// Moving around the recipient's crossword grid and checking it. Pure: use-crossword-keyboard.ts keeps
// the state and asks these functions where the cursor goes next.

export type Cells = (CrosswordCell | null)[][];
/** What the recipient typed, row by row; '' where nothing is typed (and where there is no cell). */
export type Entries = string[][];

export interface Cursor {
  row: number;
  col: number;
  direction: CrosswordDirection;
}

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

const other = (direction: CrosswordDirection): CrosswordDirection => (direction === 'across' ? 'down' : 'across');

export function cellAt(cells: Cells, row: number, col: number): CrosswordCell | null {
  return cells[row]?.[col] ?? null;
}

/** The given direction when a word runs that way through the cell, else the other one. */
export function directionAt(cell: CrosswordCell, preferred: CrosswordDirection): CrosswordDirection {
  return cell[preferred] !== null ? preferred : other(preferred);
}

/** The index (into layout.placed) of the word under the cursor, or null. */
export function wordAt(cells: Cells, cursor: Cursor): number | null {
  return cellAt(cells, cursor.row, cursor.col)?.[cursor.direction] ?? null;
}

/** The cells of a placed word, first letter first. */
export function wordPositions(word: PlacedWord): { row: number; col: number }[] {
  return Array.from(word.word, (_, k) => ({
    row: word.direction === 'down' ? word.row + k : word.row,
    col: word.direction === 'across' ? word.col + k : word.col,
  }));
}

/** Where the puzzle starts: the first letter of clue 1. */
export function firstCursor(layout: CrosswordLayout): Cursor | null {
  const first = layout.placed[0];
  return first ? { row: first.row, col: first.col, direction: first.direction } : null;
}

/**
 * A click or tap on a cell: on the cell the cursor is already on, it turns to the other direction
 * (when a word runs that way); on another cell it keeps the direction if it can.
 */
export function clickCell(cells: Cells, current: Cursor | null, row: number, col: number): Cursor | null {
  const cell = cellAt(cells, row, col);
  if (!cell) return current;
  if (current && current.row === row && current.col === col) {
    return { row, col, direction: directionAt(cell, other(current.direction)) };
  }
  return { row, col, direction: directionAt(cell, current?.direction ?? 'across') };
}

/** One step forward (+1, after typing) or back (-1, Backspace) inside the current word; stays at its ends. */
export function stepInWord(cells: Cells, cursor: Cursor, delta: 1 | -1): Cursor {
  const row = cursor.direction === 'down' ? cursor.row + delta : cursor.row;
  const col = cursor.direction === 'across' ? cursor.col + delta : cursor.col;
  const next = cellAt(cells, row, col);
  if (!next || next[cursor.direction] === null) return cursor;
  return { ...cursor, row, col };
}

/**
 * An arrow key: across the current direction it first turns the cursor (when a word runs that way);
 * otherwise it moves to the nearest letter cell that way, jumping over empty squares.
 */
export function arrowMove(cells: Cells, cursor: Cursor, key: ArrowKey): Cursor {
  const axis: CrosswordDirection = key === 'ArrowLeft' || key === 'ArrowRight' ? 'across' : 'down';
  const here = cellAt(cells, cursor.row, cursor.col);
  if (here && axis !== cursor.direction && here[axis] !== null) return { ...cursor, direction: axis };
  const dr = key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0;
  const dc = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  const height = cells.length;
  const width = cells[0]?.length ?? 0;
  for (let row = cursor.row + dr, col = cursor.col + dc; row >= 0 && row < height && col >= 0 && col < width; row += dr, col += dc) {
    const cell = cellAt(cells, row, col);
    if (cell) return { row, col, direction: directionAt(cell, axis) };
  }
  return cursor;
}

export function emptyEntries(cells: Cells): Entries {
  return cells.map((line) => line.map(() => ''));
}

/** Keeps the last letter A-Z typed, upper-cased; '' when there is none. */
export function typedLetter(text: string): string {
  const letters = text.toUpperCase().match(/[A-Z]/g);
  return letters ? letters[letters.length - 1]! : '';
}

/**
 * The letter a phone keyboard just put into a cell (its input event carries no key): the one before
 * the caret when that is a letter ('AB' with the caret after B → B; 'BA' with the caret after B → B),
 * else the last letter of the value.
 */
export function insertedLetter(value: string, caret: number | null): string {
  if (caret !== null && caret > 0) {
    const before = typedLetter(value.charAt(caret - 1));
    if (before) return before;
  }
  return typedLetter(value);
}

export interface GridCheck {
  /** "row,col" of every filled cell whose letter is wrong. */
  wrong: string[];
  /** Letter cells still empty. */
  empty: number;
  solved: boolean;
}

export const cellKey = (row: number, col: number) => `${row},${col}`;

export function checkGrid(cells: Cells, entries: Entries): GridCheck {
  const wrong: string[] = [];
  let empty = 0;
  cells.forEach((line, row) =>
    line.forEach((cell, col) => {
      if (!cell) return;
      const typed = entries[row]?.[col] ?? '';
      if (!typed) empty++;
      else if (typed !== cell.letter) wrong.push(cellKey(row, col));
    }),
  );
  return { wrong, empty, solved: wrong.length === 0 && empty === 0 };
}
