import { describe, expect, it } from 'vitest';
import { blankRows, firstError, serverErrors, sentRowIndexes, validateCrosswordRows } from './crossword-editor-form';

describe('sentRowIndexes', () => {
  it('skips rows left completely blank', () => {
    expect(sentRowIndexes([{ word: 'KADO', clue: 'x' }, { word: ' ', clue: '' }, { word: '', clue: 'y' }])).toEqual([0, 2]);
  });
});

describe('validateCrosswordRows', () => {
  it('normalises the words and ignores blank rows', () => {
    const result = validateCrosswordRows([
      { word: 'kado', clue: ' Hadiah ' },
      ...blankRows(1),
      { word: 'kasih sayang', clue: 'Cinta' },
    ]);
    expect(result).toEqual({
      ok: true,
      value: {
        entries: [
          { word: 'KADO', clue: 'Hadiah' },
          { word: 'KASIHSAYANG', clue: 'Cinta' },
        ],
      },
      rowIndexes: [0, 2],
    });
  });

  it('puts a row error on the form row it came from', () => {
    const result = validateCrosswordRows([{ word: 'KADO', clue: 'a' }, ...blankRows(1), { word: 'DOA1', clue: '' }]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ rows: { 2: { word: 'Kata hanya boleh berisi huruf A-Z.', clue: 'Petunjuk wajib diisi.' } } });
    expect(firstError(result.errors)).toBe('Kata hanya boleh berisi huruf A-Z.');
  });

  it('needs two words', () => {
    const result = validateCrosswordRows([{ word: 'KADO', clue: 'a' }, ...blankRows(2)]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.general).toBe('Minimal 2 kata untuk teka-teki silang.');
  });

  it('names a repeated word on its own row', () => {
    const result = validateCrosswordRows([
      { word: 'CINTA', clue: 'a' },
      { word: 'cin ta', clue: 'b' },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.rows[1]?.word).toBe('Kata "CINTA" sudah dipakai. Setiap kata hanya boleh muncul sekali.');
  });
});

describe('serverErrors', () => {
  it('maps dotted keys to form rows', () => {
    expect(serverErrors({ 'entries.1.clue': ['Petunjuk wajib diisi.'], entries: ['Minimal 2 kata untuk teka-teki silang.'] }, [0, 3])).toEqual({
      general: 'Minimal 2 kata untuk teka-teki silang.',
      rows: { 3: { clue: 'Petunjuk wajib diisi.' } },
    });
  });
});
