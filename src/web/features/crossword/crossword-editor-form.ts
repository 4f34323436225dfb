import { fieldErrorsFromIssues, type FieldErrors } from '@shared/field-errors';
import { crosswordBody, type CrosswordInput } from '@shared/schemas/crossword';

// The giver's word + clue rows. Rows left completely blank are ignored; the rest are checked
// with the server's own schema, and errors (the browser's or the server's 422), both as the shared
// `{ 'entries.2.word': [...] }` field errors, land on their form row.

export interface EntryRow {
  word: string;
  clue: string;
}

export interface RowErrors {
  word?: string;
  clue?: string;
}

export interface CrosswordFormErrors {
  /** About the list as a whole (too few or too many words). */
  general?: string;
  /** By row index in the form. */
  rows: Record<number, RowErrors>;
}

export type CrosswordFormResult =
  { ok: true; value: CrosswordInput; rowIndexes: number[] } | { ok: false; errors: CrosswordFormErrors; rowIndexes: number[] };

export const blankRows = (count: number): EntryRow[] => Array.from({ length: count }, () => ({ word: '', clue: '' }));

const isBlank = (row: EntryRow) => row.word.trim() === '' && row.clue.trim() === '';

/** Which form rows are sent, in order: every row that is not completely blank. */
export function sentRowIndexes(rows: readonly EntryRow[]): number[] {
  return rows.flatMap((row, index) => (isBlank(row) ? [] : [index]));
}

/** Adds an error at a field like 'entries.2.word' (the 2nd word sent), mapped back to its form row. */
function place(errors: CrosswordFormErrors, key: string, message: string, rowIndexes: readonly number[]) {
  const [root, index, field] = key.split('.');
  if (root !== 'entries') return;
  if (index === undefined) {
    errors.general ??= message;
    return;
  }
  const row = rowIndexes[Number(index)];
  if (row === undefined || (field !== 'word' && field !== 'clue')) {
    errors.general ??= message;
    return;
  }
  const rowErrors = (errors.rows[row] ??= {});
  rowErrors[field] ??= message;
}

export function validateCrosswordRows(rows: readonly EntryRow[]): CrosswordFormResult {
  const rowIndexes = sentRowIndexes(rows);
  const entries = rowIndexes.map((index) => ({ word: rows[index]!.word, clue: rows[index]!.clue }));
  const parsed = crosswordBody.safeParse({ entries });
  if (parsed.success) return { ok: true, value: parsed.data, rowIndexes };
  return { ok: false, errors: onRows(fieldErrorsFromIssues(parsed.error.issues), rowIndexes), rowIndexes };
}

/** Field errors ({ 'entries': [...], 'entries.1.word': [...] }) on the form's rows, the first per place. */
function onRows(fieldErrors: FieldErrors, rowIndexes: readonly number[]): CrosswordFormErrors {
  const errors: CrosswordFormErrors = { rows: {} };
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const message = messages[0];
    if (message) place(errors, key, message, rowIndexes);
  }
  return errors;
}

/** A failed save's field errors (the server's 422, from `serverFieldErrors`) on the rows that were sent. */
export function serverErrors(errors: FieldErrors, rowIndexes: readonly number[]): CrosswordFormErrors {
  return onRows(errors, rowIndexes);
}

/** The first message to toast. */
export function firstError(errors: CrosswordFormErrors): string | undefined {
  if (errors.general) return errors.general;
  const first = Object.keys(errors.rows)
    .map(Number)
    .sort((a, b) => a - b)[0];
  const row = first === undefined ? undefined : errors.rows[first];
  return row?.word ?? row?.clue;
}
