import { useMemo, useRef, useState, type ChangeEvent, type CSSProperties, type KeyboardEvent } from 'react';
import { crosswordCells, type CrosswordDirection, type CrosswordLayout } from '@shared/crossword-layout';
import { idGames } from '@/i18n/id-games';
import {
  arrowMove,
  cellKey,
  checkGrid,
  clickCell,
  directionAt,
  emptyEntries,
  firstCursor,
  insertedLetter,
  stepInWord,
  wordAt,
  wordPositions,
  type ArrowKey,
  type Cursor,
  type Entries,
} from './crossword-navigation';

// The recipient's crossword. One real <input> per letter cell, so a phone opens its keyboard
// on a tap; a roving tabindex keeps the grid one Tab stop, and arrows move inside it.

const t = idGames.crossword;
const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);
const directionName = (direction: CrosswordDirection) => (direction === 'across' ? t.across : t.down);

export function CrosswordPuzzle({ layout }: { layout: CrosswordLayout }) {
  const cells = useMemo(() => crosswordCells(layout), [layout]);
  const [entries, setEntries] = useState<Entries>(() => emptyEntries(cells));
  const [cursor, setCursor] = useState<Cursor | null>(() => firstCursor(layout));
  const [wrong, setWrong] = useState<ReadonlySet<string>>(() => new Set());
  const [checkMessage, setCheckMessage] = useState<string | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  // Handlers read these, not the render's values: several keys can arrive before React renders again.
  const cursorRef = useRef(cursor);
  const entriesRef = useRef(entries);
  const toggleOnClick = useRef(false);

  const result = useMemo(() => checkGrid(cells, entries), [cells, entries]);
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
    setCheckMessage(null);
    setWrong((current) => {
      if (!current.has(cellKey(row, col))) return current;
      const copy = new Set(current);
      copy.delete(cellKey(row, col));
      return copy;
    });
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

  const runCheck = () => {
    setWrong(new Set(result.wrong));
    if (result.wrong.length > 0) setCheckMessage(t.wrongCount(result.wrong.length));
    else if (result.empty > 0) setCheckMessage(t.emptyLeft(result.empty));
    else setCheckMessage(null);
  };

  const reset = () => {
    const cleared = emptyEntries(cells);
    entriesRef.current = cleared;
    setEntries(cleared);
    setWrong(new Set());
    setCheckMessage(null);
    moveTo(firstCursor(layout));
  };

  const cellLabel = (row: number, col: number) => {
    const cell = cells[row]?.[col];
    if (!cell) return '';
    const parts: string[] = [];
    for (const direction of ['across', 'down'] as const) {
      const index = cell[direction];
      const word = index === null ? undefined : layout.placed[index];
      if (!word) continue;
      const position = direction === 'across' ? col - word.col + 1 : row - word.row + 1;
      parts.push(t.cellPart(word.number, directionName(direction), position, word.word.length));
    }
    return t.cellLabel(parts);
  };

  const active = activeWord === null ? undefined : layout.placed[activeWord];
  const tabStop = cursor ?? firstCursor(layout);
  const gridStyle = {
    // Fits the grid to its box (container units), gaps included, so a phone shows every column; only a
    // grid too wide for the minimum (long words on a narrow phone) scrolls inside its box.
    '--cell': `clamp(1.125rem, calc((100cqw - ${layout.width - 1} * 0.125rem) / ${layout.width}), 2.75rem)`,
    gridTemplateColumns: `repeat(${layout.width}, var(--cell))`,
    gridAutoRows: 'var(--cell)',
  } as CSSProperties;

  return (
    <div className="flex flex-col gap-5 lg:flex-row lg:items-start">
      <div className="flex min-w-0 flex-col items-center gap-3 lg:flex-1">
        <p className="min-h-12 w-full rounded-2xl bg-rose-50 px-4 py-2 text-center text-rose-900" aria-live="polite">
          <span className="sr-only">{t.activeClue}: </span>
          {active && (
            <>
              <strong>{`${active.number} ${directionName(active.direction)}`}</strong> — {active.clue}
            </>
          )}
        </p>

        <div className="w-full overflow-x-auto p-1" style={{ containerType: 'inline-size' }}>
          <div role="group" aria-label={t.gridLabel} className="mx-auto grid w-fit gap-0.5" style={gridStyle}>
            {cells.map((line, row) =>
              line.map((cell, col) => {
                const key = cellKey(row, col);
                if (!cell) return <div key={key} aria-hidden="true" />;
                const isCursor = cursor?.row === row && cursor.col === col;
                const isWrong = wrong.has(key);
                const tone = result.solved
                  ? 'bg-emerald-100 border-emerald-400'
                  : isWrong
                    ? 'bg-red-100 border-red-500'
                    : isCursor
                      ? 'bg-amber-200 border-rose-500'
                      : activeCells.has(key)
                        ? 'bg-rose-100 border-rose-300'
                        : 'bg-white border-rose-300';
                return (
                  <div
                    key={key}
                    className={`relative rounded-md border-2 focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-rose-600 ${tone}`}
                  >
                    {cell.number !== null && (
                      <span
                        aria-hidden="true"
                        className="pointer-events-none absolute top-0 left-0.5 text-[10px] leading-none font-semibold text-rose-700"
                      >
                        {cell.number}
                      </span>
                    )}
                    <input
                      ref={(node) => {
                        if (node) inputs.current.set(key, node);
                        else inputs.current.delete(key);
                      }}
                      type="text"
                      inputMode="text"
                      autoCapitalize="characters"
                      autoComplete="off"
                      autoCorrect="off"
                      spellCheck={false}
                      aria-label={cellLabel(row, col)}
                      aria-invalid={isWrong || undefined}
                      tabIndex={tabStop?.row === row && tabStop.col === col ? 0 : -1}
                      value={entries[row]?.[col] ?? ''}
                      onChange={(event) => onChange(event, row, col)}
                      onKeyDown={(event) => onKeyDown(event, row, col)}
                      onFocus={(event) => onFocus(row, col, event.currentTarget)}
                      onPointerDown={() => onPointerDown(row, col)}
                      onClick={() => onClick(row, col)}
                      className={`size-full rounded-md bg-transparent p-0 text-center text-[length:calc(var(--cell)*0.5)] font-bold text-rose-950 uppercase caret-transparent focus:outline-none ${
                        isWrong ? 'text-red-700 line-through' : ''
                      }`}
                    />
                  </div>
                );
              }),
            )}
          </div>
        </div>

        <p className="text-center text-sm text-rose-900/70">{t.help}</p>

        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" className="btn-primary" onClick={runCheck}>
            {t.check}
          </button>
          <button type="button" className="btn-secondary" onClick={reset}>
            {t.reset}
          </button>
        </div>

        <div role="status" className="text-center">
          {result.solved ? (
            <p className="rounded-2xl bg-emerald-100 px-4 py-3 text-lg font-bold text-emerald-800">{t.solved}</p>
          ) : (
            checkMessage && <p className="rounded-2xl bg-amber-50 px-4 py-3 font-medium text-amber-800">{checkMessage}</p>
          )}
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:w-80 lg:grid-cols-1">
        {(['across', 'down'] as const).map((direction) => {
          const words = layout.placed.map((word, index) => ({ word, index })).filter(({ word }) => word.direction === direction);
          if (words.length === 0) return null;
          return (
            <section key={direction} aria-label={directionName(direction)}>
              <h2 className="mb-2 text-lg font-bold text-rose-700">{directionName(direction)}</h2>
              <ol className="flex flex-col gap-1">
                {words.map(({ word, index }) => {
                  const isActive = index === activeWord;
                  return (
                    <li key={index}>
                      <button
                        type="button"
                        aria-current={isActive ? 'true' : undefined}
                        onClick={() => moveTo({ row: word.row, col: word.col, direction: word.direction })}
                        className={`w-full rounded-xl px-3 py-2 text-left transition ${
                          isActive ? 'bg-rose-600 text-white' : 'text-rose-950 hover:bg-rose-50'
                        }`}
                      >
                        <span className="font-bold">{word.number}.</span> {word.clue}
                      </button>
                    </li>
                  );
                })}
              </ol>
            </section>
          );
        })}
      </div>
    </div>
  );
}
