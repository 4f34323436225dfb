import { useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { CrosswordLayout } from '@shared/crossword-layout';
import {
  arrowMove,
  cellKey,
  clickCell,
  directionAt,
  emptyEntries,
  firstCursor,
  insertedLetter,
  stepInWord,
  wordAt,
  wordPositions,
  type ArrowKey,
  type Cells,
  type Cursor,
  type Entries,
} from './crossword-navigation';

// The crossword's keyboard and selection: what the recipient typed, where the cursor is and the word it is in.
// One real <input> per letter cell (crossword-grid.tsx), so a phone opens its keyboard on a tap; a roving
// tabindex keeps the grid one Tab stop, and arrows move inside it. Where the cursor goes next is decided by
// the pure functions of crossword-navigation.ts.

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** What each letter cell's <input> calls, with the cell's row and column. */
export interface CellHandlers {
  register: (row: number, col: number, input: HTMLInputElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>, row: number, col: number) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>, row: number, col: number) => void;
  onFocus: (row: number, col: number, input: HTMLInputElement) => void;
  onPointerDown: (row: number, col: number) => void;
  onClick: (row: number, col: number) => void;
}

/** `onEdit` hears of every letter typed or cleared, after the entries have changed. */
export function useCrosswordKeyboard(layout: CrosswordLayout, cells: Cells, onEdit: (row: number, col: number) => void) {
  const [entries, setEntries] = useState<Entries>(() => emptyEntries(cells));
  const [cursor, setCursor] = useState<Cursor | null>(() => firstCursor(layout));
  const inputs = useRef(new Map<string, HTMLInputElement>());
  // Handlers read these, not the render's values: several keys can arrive before React renders again.
  const cursorRef = useRef(cursor);
  const entriesRef = useRef(entries);
  const toggleOnClick = useRef(false);

  const activeWord = cursor ? wordAt(cells, cursor) : null;
  const activeCells = useMemo(() => {
    const word = activeWord === null ? undefined : layout.placed[activeWord];
    return new Set(word ? wordPositions(word).map((p) => cellKey(p.row, p.col)) : []);
  }, [activeWord, layout]);

  const moveTo = (next: Cursor | null) => {
    if (!next) return;
    cursorRef.current = next;
    setCursor(next);
    inputs.current.get(cellKey(next.row, next.col))?.focus();
  };

  const setLetter = (row: number, col: number, letter: string) => {
    const next = entriesRef.current.map((line, r) => (r === row ? line.map((value, c) => (c === col ? letter : value)) : line));
    entriesRef.current = next;
    setEntries(next);
    onEdit(row, col);
  };

  const here = (row: number, col: number): Cursor => {
    const current = cursorRef.current;
    if (current && current.row === row && current.col === col) return current;
    const cell = cells[row]?.[col];
    return { row, col, direction: cell ? directionAt(cell, current?.direction ?? 'across') : 'across' };
  };

  const type = (row: number, col: number, letter: string) => {
    const at = here(row, col);
    setLetter(row, col, letter);
    moveTo(stepInWord(cells, at, 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, col: number) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const at = here(row, col);
    if (ARROWS.has(event.key)) {
      event.preventDefault();
      moveTo(arrowMove(cells, at, event.key as ArrowKey));
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      if (entriesRef.current[row]?.[col]) {
        setLetter(row, col, '');
        return;
      }
      const back = stepInWord(cells, at, -1);
      if (back !== at) {
        setLetter(back.row, back.col, '');
        moveTo(back);
      }
    } else if (event.key === 'Delete') {
      event.preventDefault();
      setLetter(row, col, '');
    } else if (event.key === ' ') {
      event.preventDefault();
      moveTo(clickCell(cells, at, row, col));
    } else if (/^[a-z]$/i.test(event.key)) {
      event.preventDefault();
      type(row, col, event.key.toUpperCase());
    }
  };

  /** Phone keyboards often send no usable key: the input event says what arrived. */
  const onChange = (event: ChangeEvent<HTMLInputElement>, row: number, col: number) => {
    const { value, selectionStart } = event.target;
    const letter = insertedLetter(value, selectionStart);
    if (letter) type(row, col, letter);
    else if (value === '') setLetter(row, col, '');
  };

  const onFocus = (row: number, col: number, input: HTMLInputElement) => {
    input.select();
    const at = here(row, col);
    if (at !== cursorRef.current) {
      cursorRef.current = at;
      setCursor(at);
    }
  };

  const onPointerDown = (row: number, col: number) => {
    const current = cursorRef.current;
    const input = inputs.current.get(cellKey(row, col));
    toggleOnClick.current = !!current && current.row === row && current.col === col && document.activeElement === input;
  };

  const onClick = (row: number, col: number) => {
    if (toggleOnClick.current) moveTo(clickCell(cells, cursorRef.current, row, col));
    toggleOnClick.current = false;
  };

  const register = (row: number, col: number, input: HTMLInputElement | null) => {
    if (input) inputs.current.set(cellKey(row, col), input);
    else inputs.current.delete(cellKey(row, col));
  };

  /** Empties every cell and puts the cursor back on the first word. */
  const clear = () => {
    const cleared = emptyEntries(cells);
    entriesRef.current = cleared;
    setEntries(cleared);
    moveTo(firstCursor(layout));
  };

  const handlers: CellHandlers = { register, onKeyDown, onChange, onFocus, onPointerDown, onClick };
  return { entries, cursor, activeWord, activeCells, moveTo, clear, handlers };
}
