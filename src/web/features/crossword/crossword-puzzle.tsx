import { useMemo, useState } from 'react';
import { crosswordCells, type CrosswordLayout } from '@shared/crossword-layout';
import { idGames } from '@/i18n/id-games';
import { CrosswordClueList, directionName } from './crossword-clue-list';
import { CrosswordGrid } from './crossword-grid';
import { cellKey, checkGrid } from './crossword-navigation';
import { useCrosswordKeyboard } from './use-crossword-keyboard';

// The recipient's crossword: the active clue, the grid (crossword-grid.tsx), the check and the reset, and
// the clue list (crossword-clue-list.tsx). Typing, arrows and the cursor are in use-crossword-keyboard.ts.

const t = idGames.crossword;

export function CrosswordPuzzle({ layout }: { layout: CrosswordLayout }) {
  const cells = useMemo(() => crosswordCells(layout), [layout]);
  const [wrong, setWrong] = useState<ReadonlySet<string>>(() => new Set());
  const [checkMessage, setCheckMessage] = useState<string | null>(null);
  // A letter typed or cleared takes back the check's message and its cell's wrong mark.
  const { entries, cursor, activeWord, activeCells, moveTo, clear, handlers } = useCrosswordKeyboard(layout, cells, (row, col) => {
    setCheckMessage(null);
    setWrong((current) => {
      if (!current.has(cellKey(row, col))) return current;
      const copy = new Set(current);
      copy.delete(cellKey(row, col));
      return copy;
    });
  });

  const result = useMemo(() => checkGrid(cells, entries), [cells, entries]);

  const runCheck = () => {
    setWrong(new Set(result.wrong));
    if (result.wrong.length > 0) setCheckMessage(t.wrongCount(result.wrong.length));
    else if (result.empty > 0) setCheckMessage(t.emptyLeft(result.empty));
    else setCheckMessage(null);
  };

  const reset = () => {
    setWrong(new Set());
    setCheckMessage(null);
    clear();
  };

  const active = activeWord === null ? undefined : layout.placed[activeWord];

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

        <CrosswordGrid
          layout={layout}
          cells={cells}
          entries={entries}
          cursor={cursor}
          activeCells={activeCells}
          wrong={wrong}
          solved={result.solved}
          handlers={handlers}
        />

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

      <CrosswordClueList layout={layout} activeWord={activeWord} onSelect={moveTo} />
    </div>
  );
}
