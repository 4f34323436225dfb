import type { CrosswordDirection, CrosswordLayout } from '@shared/crossword-layout';
import { idGames } from '@/i18n/id-games';
import type { Cursor } from './crossword-navigation';

// The crossword's clues, across then down: the active word's clue is marked, and a click puts the
// cursor on the first letter of its word.

const t = idGames.crossword;

/** A direction's name: the clue list's headings, and the words of the active clue and of a cell's label. */
export const directionName = (direction: CrosswordDirection) => (direction === 'across' ? t.across : t.down);

interface CrosswordClueListProps {
  layout: CrosswordLayout;
  /** The index (into layout.placed) of the word under the cursor, or null. */
  activeWord: number | null;
  onSelect: (cursor: Cursor) => void;
}

export function CrosswordClueList({ layout, activeWord, onSelect }: CrosswordClueListProps) {
  return (
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
                      onClick={() => onSelect({ row: word.row, col: word.col, direction: word.direction })}
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
  );
}
