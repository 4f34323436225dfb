import { useId, useRef, useState, type CSSProperties } from 'react';
import { toast, useLoadFailure } from '@/lib/toast';
import { LoadFailed } from '@/components/page-fallback';
import { CROSSWORD_CLUE_MAX, CROSSWORD_MAX_ENTRIES, CROSSWORD_WORD_MAX } from '@shared/constants';
import { crosswordCells, type CrosswordLayout } from '@shared/crossword-layout';
import type { CrosswordData } from '@shared/schemas/crossword';
import { useCrossword, useDeleteCrossword, useSaveCrossword } from '@/api/crossword';
import { PanelCard } from '@/components/editor-parts';
import { FieldError } from '@/components/field-error';
import { idGames } from '@/i18n/id-games';
import { serverFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useForm } from '@/lib/use-form';
import {
  blankRows,
  firstError,
  serverErrors,
  validateCrosswordRows,
  type CrosswordFormErrors,
  type EntryRow,
} from './crossword-editor-form';
import { ask } from '@/components/ask';

// The giver's crossword editor: word + clue rows, 'Simpan' (the server lays the grid out and
// names the words it could not cross), and delete. Shown on /games/tts to the editor and in the edit hub.

const t = idGames.crosswordEditor;
const START_ROWS = 3;

export interface CrosswordEditorPanelProps {
  /** The hub's note to reload the preview; off where there is no preview. */
  reloadNote?: boolean;
}

export function CrosswordEditorPanel({ reloadNote = true }: CrosswordEditorPanelProps) {
  const crossword = useCrossword();
  useLoadFailure(crossword, 'GET /api/crossword');

  return (
    <PanelCard heading={t.heading} reloadNote={reloadNote ? t.reloadNote : undefined}>
      <p className="mt-2 text-rose-900/80">{t.intro}</p>
      {crossword.isPending ? (
        <p className="mt-4 text-rose-900/70" role="status">
          {idGames.crossword.loading}
        </p>
      ) : crossword.isError ? (
        <LoadFailed words={t.loadFailed} className="mt-4 text-rose-900/80" />
      ) : (
        <CrosswordEditorForm saved={crossword.data} />
      )}
    </PanelCard>
  );
}

interface KeyedRow extends EntryRow {
  key: number;
}

/** Stable React keys for rows, so removing one keeps the others' focus and text. */
let lastRowKey = 0;
const keyed = (rows: EntryRow[]): KeyedRow[] => rows.map((row) => ({ ...row, key: ++lastRowKey }));

/** The rows' errors in the one shape of a form's errors: 'general', and 'rows.{row}.word' / 'rows.{row}.clue'. */
function asFieldErrors(errors: CrosswordFormErrors): FieldErrors {
  const fields: FieldErrors = errors.general ? { general: [errors.general] } : {};
  for (const [row, messages] of Object.entries(errors.rows)) {
    if (messages.word) fields[`rows.${row}.word`] = [messages.word];
    if (messages.clue) fields[`rows.${row}.clue`] = [messages.clue];
  }
  return fields;
}

function CrosswordEditorForm({ saved }: { saved: CrosswordData | null }) {
  const formId = useId();
  const [savedUnplaced, setSavedUnplaced] = useState<string[] | null>(null);
  /** The form rows that were sent, in order: a refusal's 'entries.2.word' is the third of them. */
  const sentRows = useRef<number[]>([]);
  /** The browser's last refusal, for its first message as a toast (the list's own first, then the rows' in order). */
  const refused = useRef<CrosswordFormErrors>({ rows: {} });

  // The one form hook: the rows' errors stay while the giver edits, until the next 'Simpan'.
  const form = useForm({
    initial: () => ({ rows: keyed(saved ? saved.entries : blankRows(START_ROWS)) }),
    check: ({ rows }) => {
      const result = validateCrosswordRows(rows);
      sentRows.current = result.rowIndexes;
      if (result.ok) return { ok: true, value: result.value };
      refused.current = result.errors;
      return { ok: false, errors: asFieldErrors(result.errors) };
    },
    invalidToast: () => firstError(refused.current),
    useSave: useSaveCrossword,
    serverErrors: (failure) => asFieldErrors(serverErrors(serverFieldErrors(failure), sentRows.current)),
    keepErrorsWhileEditing: true,
    onSaved: (reply) => {
      const { unplaced } = reply.data;
      setSavedUnplaced(unplaced);
      if (unplaced.length > 0) toast(reply.message, { icon: '⚠️' });
      else toast.success(reply.message);
    },
  });
  const { rows } = form.form;
  const setRows = form.change('rows');

  const remove = useDeleteCrossword({
    onSuccess: (reply) => {
      form.reset({ rows: keyed(blankRows(START_ROWS)) });
      setSavedUnplaced(null);
      toast.success(reply.message);
    },
    onError: (error) => toast.error(error.message),
  });

  const updateRow = (key: number, patch: Partial<EntryRow>) => setRows(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const askRemove = async () => {
    if (await ask(t.confirmRemove)) remove.mutate();
  };

  const current = useCrossword();
  const currentData = current.data ?? null;
  const unplaced = savedUnplaced ?? currentData?.layout.unplaced ?? [];
  const generalId = `${formId}-general`;
  const general = form.error('general');

  return (
    <form className="mt-4 flex flex-col gap-4" onSubmit={form.submit} noValidate aria-describedby={general ? generalId : undefined}>
      <ol className="flex flex-col gap-3">
        {rows.map((row, index) => {
          const rowErrors = { word: form.error(`rows.${index}.word`), clue: form.error(`rows.${index}.clue`) };
          const wordId = `${formId}-word-${row.key}`;
          const clueId = `${formId}-clue-${row.key}`;
          return (
            // Side by side only where the row itself is wide (not the window): the hub's form column is narrow.
            <li key={row.key} className="@container rounded-2xl border border-rose-100 bg-white/80 p-3">
              <div className="flex flex-col gap-2 @lg:flex-row @lg:items-start">
                <div className="@lg:w-44">
                  <label htmlFor={wordId} className="mb-1 block text-sm font-semibold text-rose-900">
                    {t.word(index + 1)}
                  </label>
                  <input
                    id={wordId}
                    type="text"
                    className="field min-h-11 font-semibold tracking-widest uppercase"
                    placeholder={t.wordPlaceholder}
                    value={row.word}
                    // Spaces are dropped on save ('kasih sayang' → KASIHSAYANG), so the box allows room for them.
                    maxLength={CROSSWORD_WORD_MAX * 2}
                    autoCapitalize="characters"
                    autoComplete="off"
                    spellCheck={false}
                    aria-invalid={rowErrors.word ? true : undefined}
                    aria-describedby={rowErrors.word ? `${wordId}-error` : undefined}
                    onChange={(event) => updateRow(row.key, { word: event.target.value })}
                  />
                  <FieldError id={`${wordId}-error`} message={rowErrors.word} />
                </div>
                <div className="min-w-0 flex-1">
                  <label htmlFor={clueId} className="mb-1 block text-sm font-semibold text-rose-900">
                    {t.clue(index + 1)}
                  </label>
                  <input
                    id={clueId}
                    type="text"
                    className="field min-h-11"
                    placeholder={t.cluePlaceholder}
                    value={row.clue}
                    maxLength={CROSSWORD_CLUE_MAX}
                    autoComplete="off"
                    aria-invalid={rowErrors.clue ? true : undefined}
                    aria-describedby={rowErrors.clue ? `${clueId}-error` : undefined}
                    onChange={(event) => updateRow(row.key, { clue: event.target.value })}
                  />
                  <FieldError id={`${clueId}-error`} message={rowErrors.clue} />
                </div>
                <button
                  type="button"
                  aria-label={t.removeRow(index + 1)}
                  title={t.removeRow(index + 1)}
                  disabled={rows.length <= 1}
                  onClick={() => setRows(rows.filter((item) => item.key !== row.key))}
                  className={
                    'inline-flex min-h-11 items-center justify-center self-end rounded-full border border-rose-200 bg-white ' +
                    'px-4 font-bold text-rose-600 transition hover:bg-rose-50 disabled:opacity-50 @lg:mt-6 @lg:self-start'
                  }
                >
                  −
                </button>
              </div>
            </li>
          );
        })}
      </ol>

      {general && (
        <p id={generalId} className="text-sm text-red-700">
          {general}
        </p>
      )}

      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-secondary"
          disabled={rows.length >= CROSSWORD_MAX_ENTRIES}
          onClick={() => setRows([...rows, ...keyed(blankRows(1))])}
        >
          + {t.addRow}
        </button>
        <button type="submit" className="btn-primary" disabled={form.pending}>
          {form.pending ? t.saving : t.save}
        </button>
        {currentData && (
          <button type="button" className="btn-secondary text-red-700" disabled={remove.isPending} onClick={askRemove}>
            {remove.isPending ? t.removing : t.remove}
          </button>
        )}
      </div>

      {unplaced.length > 0 && (
        <div role="alert" className="rounded-2xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-900">
          <p className="font-semibold">{t.unplacedHeading}</p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t.unplacedHeading}>
            {unplaced.map((word) => (
              <li key={word} className="rounded-full bg-amber-200 px-3 py-1 font-bold tracking-widest">
                {word}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm">{t.unplacedHint}</p>
        </div>
      )}

      {currentData && currentData.layout.placed.length > 0 && <LayoutPreview layout={currentData.layout} />}
    </form>
  );
}

/** The saved grid with its answers, small: what the recipient will fill in. */
function LayoutPreview({ layout }: { layout: CrosswordLayout }) {
  const cells = crosswordCells(layout);
  const description = layout.placed
    .map((word) => `${word.number} ${word.direction === 'across' ? idGames.crossword.across : idGames.crossword.down}: ${word.word}`)
    .join(', ');
  const style = {
    gridTemplateColumns: `repeat(${layout.width}, 1.6rem)`,
    gridAutoRows: '1.6rem',
  } as CSSProperties;
  return (
    <div>
      <h3 className="mb-2 font-semibold text-rose-900">{t.previewHeading}</h3>
      <div className="max-w-full overflow-x-auto">
        <div role="img" aria-label={`${t.previewLabel}: ${description}`} className="grid gap-px" style={style}>
          {cells.flatMap((line, row) =>
            line.map((cell, col) =>
              cell ? (
                <div
                  key={`${row},${col}`}
                  className={
                    'relative flex items-center justify-center rounded-sm border border-rose-300 bg-white text-sm font-bold text-rose-900'
                  }
                >
                  {cell.number !== null && (
                    <span className="absolute top-0 left-0.5 text-[8px] leading-none text-rose-600">{cell.number}</span>
                  )}
                  {cell.letter}
                </div>
              ) : (
                <div key={`${row},${col}`} />
              ),
            ),
          )}
        </div>
      </div>
    </div>
  );
}

export default CrosswordEditorPanel;
