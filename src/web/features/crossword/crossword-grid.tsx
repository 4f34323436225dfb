import type { CSSProperties } from 'react';
import type { CrosswordLayout } from '@shared/crossword-layout';
import { idGames } from '@/i18n/id-games';
import { directionName } from './crossword-clue-list';
import { cellKey, firstCursor, type Cells, type Cursor, type Entries } from './crossword-navigation';
import type { CellHandlers } from './use-crossword-keyboard';

// The crossword's grid: one real <input> per letter cell, coloured by the check, the cursor and the active
// word; the keys and clicks go to use-crossword-keyboard.ts.

const t = idGames.crossword;

/** A letter cell's label for a screen reader: each word through it, and the letter's place in that word. */
function cellLabel(layout: CrosswordLayout, cells: Cells, row: number, col: number) {
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
}

interface CrosswordGridProps {
  layout: CrosswordLayout;
  cells: Cells;
  entries: Entries;
  cursor: Cursor | null;
  /** The keys (cellKey) of the active word's cells, and of the cells the last check found wrong. */
  activeCells: ReadonlySet<string>;
  wrong: ReadonlySet<string>;
  solved: boolean;
  handlers: CellHandlers;
}

export function CrosswordGrid({ layout, cells, entries, cursor, activeCells, wrong, solved, handlers }: CrosswordGridProps) {
  const tabStop = cursor ?? firstCursor(layout);
  const gridStyle = {
    // Fits the grid to its box (container units), gaps included, so a phone shows every column; only a
    // grid too wide for the minimum (long words on a narrow phone) scrolls inside its box.
    '--cell': `clamp(1.125rem, calc((100cqw - ${layout.width - 1} * 0.125rem) / ${layout.width}), 2.75rem)`,
    gridTemplateColumns: `repeat(${layout.width}, var(--cell))`,
    gridAutoRows: 'var(--cell)',
  } as CSSProperties;

  return (
    <div className="w-full overflow-x-auto p-1" style={{ containerType: 'inline-size' }}>
      <div role="group" aria-label={t.gridLabel} className="mx-auto grid w-fit gap-0.5" style={gridStyle}>
        {cells.map((line, row) =>
          line.map((cell, col) => {
            const key = cellKey(row, col);
            if (!cell) return <div key={key} aria-hidden="true" />;
            const isCursor = cursor?.row === row && cursor.col === col;
            const isWrong = wrong.has(key);
            const tone = solved
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
                className={
                  'relative rounded-md border-2 focus-within:outline-2 ' +
                  `focus-within:outline-offset-1 focus-within:outline-rose-600 ${tone}`
                }
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
                    handlers.register(row, col, node);
                  }}
                  type="text"
                  inputMode="text"
                  autoCapitalize="characters"
                  autoComplete="off"
                  autoCorrect="off"
                  spellCheck={false}
                  aria-label={cellLabel(layout, cells, row, col)}
                  aria-invalid={isWrong || undefined}
                  tabIndex={tabStop?.row === row && tabStop.col === col ? 0 : -1}
                  value={entries[row]?.[col] ?? ''}
                  onChange={(event) => handlers.onChange(event, row, col)}
                  onKeyDown={(event) => handlers.onKeyDown(event, row, col)}
                  onFocus={(event) => handlers.onFocus(row, col, event.currentTarget)}
                  onPointerDown={() => handlers.onPointerDown(row, col)}
                  onClick={() => handlers.onClick(row, col)}
                  className={
                    'size-full rounded-md bg-transparent p-0 text-center text-[length:calc(var(--cell)*0.5)] ' +
                    `font-bold text-rose-950 uppercase caret-transparent focus:outline-none ${isWrong ? 'text-red-700 line-through' : ''}`
                  }
                />
              </div>
            );
          }),
        )}
      </div>
    </div>
  );
}
