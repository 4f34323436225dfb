import { describe, expect, it } from 'vitest';
import { crosswordCells, layoutCrossword } from '@shared/crossword-layout';
import {
  arrowMove,
  checkGrid,
  clickCell,
  emptyEntries,
  firstCursor,
  insertedLetter,
  stepInWord,
  typedLetter,
  wordAt,
  wordPositions,
  type Entries,
} from './crossword-navigation';

// KADO, CINTA and DOA lay out as:
//   . . . . K .      1 KADO down from (0,4)
//   C I N T A .      2 CINTA across from (1,0)
//   . . . . D .      3 DOA across from (3,3)
//   . . . D O A
const layout = layoutCrossword([
  { word: 'KADO', clue: 'Hadiah' },
  { word: 'CINTA', clue: 'Rasa sayang' },
  { word: 'DOA', clue: 'Harapan' },
]);
const cells = crosswordCells(layout);

const fill = (text: string[]): Entries => text.map((line) => Array.from(line, (ch) => (ch === '.' || ch === '_' ? '' : ch)));

describe('the fixture', () => {
  it('is the grid drawn above', () => {
    expect(cells.map((line) => line.map((cell) => cell?.letter ?? '.').join(''))).toEqual(['....K.', 'CINTA.', '....D.', '...DOA']);
    expect(layout.placed.map((w) => `${w.number} ${w.word} ${w.direction}`)).toEqual(['1 KADO down', '2 CINTA across', '3 DOA across']);
  });
});

describe('firstCursor and wordAt', () => {
  it('starts on clue 1', () => {
    expect(firstCursor(layout)).toEqual({ row: 0, col: 4, direction: 'down' });
  });

  it('finds the word under the cursor in its direction', () => {
    expect(wordAt(cells, { row: 1, col: 4, direction: 'down' })).toBe(0);
    expect(wordAt(cells, { row: 1, col: 4, direction: 'across' })).toBe(1);
    expect(wordAt(cells, { row: 2, col: 4, direction: 'across' })).toBeNull();
  });

  it('lists the cells of a word', () => {
    expect(wordPositions(layout.placed[2]!)).toEqual([
      { row: 3, col: 3 },
      { row: 3, col: 4 },
      { row: 3, col: 5 },
    ]);
  });
});

describe('clickCell', () => {
  it('keeps the direction when the new cell has a word that way', () => {
    expect(clickCell(cells, { row: 1, col: 0, direction: 'across' }, 1, 4)).toEqual({ row: 1, col: 4, direction: 'across' });
  });

  it('turns to the only direction a cell has', () => {
    expect(clickCell(cells, { row: 1, col: 0, direction: 'across' }, 2, 4)).toEqual({ row: 2, col: 4, direction: 'down' });
  });

  it('toggles the direction on a second click of a crossing cell', () => {
    expect(clickCell(cells, { row: 1, col: 4, direction: 'across' }, 1, 4)).toEqual({ row: 1, col: 4, direction: 'down' });
    expect(clickCell(cells, { row: 1, col: 4, direction: 'down' }, 1, 4)).toEqual({ row: 1, col: 4, direction: 'across' });
  });

  it('does not toggle where only one word runs', () => {
    expect(clickCell(cells, { row: 1, col: 1, direction: 'across' }, 1, 1)).toEqual({ row: 1, col: 1, direction: 'across' });
  });

  it('ignores squares without a letter', () => {
    const cursor = { row: 1, col: 1, direction: 'across' as const };
    expect(clickCell(cells, cursor, 0, 0)).toBe(cursor);
  });
});

describe('stepInWord', () => {
  it('advances along the word after typing', () => {
    expect(stepInWord(cells, { row: 1, col: 0, direction: 'across' }, 1)).toEqual({ row: 1, col: 1, direction: 'across' });
    expect(stepInWord(cells, { row: 0, col: 4, direction: 'down' }, 1)).toEqual({ row: 1, col: 4, direction: 'down' });
  });

  it('stays at the end and at the start of the word', () => {
    expect(stepInWord(cells, { row: 1, col: 4, direction: 'across' }, 1)).toEqual({ row: 1, col: 4, direction: 'across' });
    expect(stepInWord(cells, { row: 1, col: 0, direction: 'across' }, -1)).toEqual({ row: 1, col: 0, direction: 'across' });
  });

  it('goes back for Backspace', () => {
    expect(stepInWord(cells, { row: 3, col: 5, direction: 'across' }, -1)).toEqual({ row: 3, col: 4, direction: 'across' });
  });

  it('does not step from one word into a neighbour running the other way', () => {
    // (3,3) is D of DOA; above it is an empty square.
    expect(stepInWord(cells, { row: 3, col: 3, direction: 'across' }, -1)).toEqual({ row: 3, col: 3, direction: 'across' });
  });
});

describe('arrowMove', () => {
  it('moves along a word and keeps the direction', () => {
    expect(arrowMove(cells, { row: 1, col: 1, direction: 'across' }, 'ArrowRight')).toEqual({ row: 1, col: 2, direction: 'across' });
    expect(arrowMove(cells, { row: 1, col: 4, direction: 'down' }, 'ArrowDown')).toEqual({ row: 2, col: 4, direction: 'down' });
  });

  it('turns first when the arrow crosses the direction at a crossing', () => {
    expect(arrowMove(cells, { row: 1, col: 4, direction: 'across' }, 'ArrowDown')).toEqual({ row: 1, col: 4, direction: 'down' });
  });

  it('jumps over empty squares to the next letter cell', () => {
    // From T (1,3) down: (2,3) is empty, (3,3) is the D of DOA.
    expect(arrowMove(cells, { row: 1, col: 3, direction: 'across' }, 'ArrowDown')).toEqual({ row: 3, col: 3, direction: 'across' });
  });

  it('stays at the edge of the grid', () => {
    const cursor = { row: 1, col: 0, direction: 'across' as const };
    expect(arrowMove(cells, cursor, 'ArrowLeft')).toBe(cursor);
  });
});

describe('typedLetter', () => {
  it('keeps the last letter, upper-cased', () => {
    expect(typedLetter('a')).toBe('A');
    expect(typedLetter('Kd')).toBe('D');
    expect(typedLetter('1 !')).toBe('');
    expect(typedLetter('')).toBe('');
  });
});

describe('insertedLetter', () => {
  it('takes the letter before the caret', () => {
    expect(insertedLetter('AB', 2)).toBe('B');
    expect(insertedLetter('ba', 1)).toBe('B');
  });

  it('falls back to the last letter', () => {
    expect(insertedLetter('K', null)).toBe('K');
    expect(insertedLetter('A1', 2)).toBe('A');
    expect(insertedLetter('', 0)).toBe('');
  });
});

describe('checkGrid', () => {
  it('counts empty cells and is not solved at the start', () => {
    expect(checkGrid(cells, emptyEntries(cells))).toEqual({ wrong: [], empty: 10, solved: false });
  });

  it('marks wrong letters by cell', () => {
    const entries = fill(['....K.', 'CINTE.', '....D.', '...DUA']);
    expect(checkGrid(cells, entries)).toEqual({ wrong: ['1,4', '3,4'], empty: 0, solved: false });
  });

  it('is solved when every letter is right', () => {
    expect(checkGrid(cells, fill(['....K.', 'CINTA.', '....D.', '...DOA']))).toEqual({ wrong: [], empty: 0, solved: true });
  });
});
