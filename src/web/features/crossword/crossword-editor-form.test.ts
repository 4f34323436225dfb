import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { blankRows, firstError, serverErrors, sentRowIndexes, validateCrosswordRows } from './crossword-editor-form';

describe('sentRowIndexes', () => {
  it('skips rows left completely blank', () => {
    expect(
      sentRowIndexes([
        { word: 'KADO', clue: 'x' },
        { word: ' ', clue: '' },
        { word: '', clue: 'y' },
      ]),
    ).toEqual([0, 2]);
  });
});

describe('validateCrosswordRows', () => {
  it('normalises the words and ignores blank rows', () => {
    const result = validateCrosswordRows([{ word: 'kado', clue: ' Hadiah ' }, ...blankRows(1), { word: 'kasih sayang', clue: 'Cinta' }]);
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
  it("maps a 422's dotted keys to the rows that were sent", () => {
    const error = new ApiError(422, 'x', {
      'entries.1.clue': ['Petunjuk wajib diisi.'],
      entries: ['Minimal 2 kata untuk teka-teki silang.'],
    });
    expect(serverErrors(error.errors, [0, 3])).toEqual({
      general: 'Minimal 2 kata untuk teka-teki silang.',
      rows: { 3: { clue: 'Petunjuk wajib diisi.' } },
    });
  });

  it("places the server's errors where the browser places its own for the same rows", () => {
    const rows = [{ word: 'KADO', clue: 'a' }, ...blankRows(1), { word: 'DOA1', clue: '' }];
    const browser = validateCrosswordRows(rows);
    expect(browser.ok).toBe(false);
    if (browser.ok) return;
    const server = new ApiError(422, 'x', {
      'entries.1.word': ['Kata hanya boleh berisi huruf A-Z.'],
      'entries.1.clue': ['Petunjuk wajib diisi.'],
    });
    expect(serverErrors(server.errors, browser.rowIndexes)).toEqual(browser.errors);
  });

  it('puts an error on a row that was not sent, or on another field, above the rows', () => {
    const error = new ApiError(422, 'x', { 'entries.5.word': ['a'], 'entries.0.other': ['b'] });
    expect(serverErrors(error.errors, [0, 1])).toEqual({ general: 'a', rows: {} });
  });

  it('gives no row errors for a failure without field errors', () => {
    expect(serverErrors(new ApiError(0, 'offline').errors, [0, 1])).toEqual({ rows: {} });
    expect(serverErrors({}, [0, 1])).toEqual({ rows: {} });
  });
});
