import { useId, useState, type FormEvent } from 'react';
import { toast, useLoadFailure } from '@/lib/toast';
import { QUIZ_MAX_OPTIONS, QUIZ_OPTION_MAX, QUIZ_QUESTION_MAX } from '@shared/constants';
import { useQuizzes, useSaveQuiz } from '@/api/quizzes';
import { AddOrEditPanel, RecordPicker, type AddOrEditMode } from '@/components/add-or-edit-panel';
import { TextAreaField } from '@/components/text-field';
import { FieldError } from '@/components/field-error';
import { idGames } from '@/i18n/id-games';
import { firstError, serverFieldErrors } from '@/lib/form-errors';
import { useForm } from '@/lib/use-form';
import {
  answerAmongOptions,
  chosenOption,
  emptyQuizForm,
  formFromQuestion,
  quizFieldNames,
  validateQuizForm,
  type QuizForm,
} from './quiz-editor-form';

// The edit hub's Quiz section (docs/product.md §2 "Quiz editor", §4, §5, §8): 'Buat Baru' or 'Edit' (with a
// question picker); 'Pertanyaan', the option list, 'Jawaban Benar' chosen among the options written; 'Simpan'. Selecting fills the
// fields; saving clears them. Also shown on /games/quiz/list to the logged-in editor.

const t = idGames.quizEditor;

export interface QuizEditorPanelProps {
  /** The hub's note to reload the preview; off where there is no preview. */
  reloadNote?: boolean;
}

export function QuizEditorPanel({ reloadNote = true }: QuizEditorPanelProps) {
  const quizzes = useQuizzes();
  const [mode, setMode] = useState<AddOrEditMode>('add');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const ids = { answer: useId(), options: useId(), hint: useId() };

  useLoadFailure(quizzes, 'GET /api/quizzes', t.loadFailed);

  const editor = useForm({
    initial: emptyQuizForm,
    check: (values: QuizForm) => validateQuizForm(values, mode === 'edit' ? selectedId : null),
    useSave: useSaveQuiz,
    saved: t.saved,
    invalidToast: (errors) => firstError(errors, 'question') ?? firstError(errors, 'answer') ?? firstError(errors, 'options'),
    serverErrors: (failure) => serverFieldErrors(failure, quizFieldNames),
    keepErrorsWhileEditing: true,
    // docs/product.md §4: a save clears the fields (and the picked question).
    onSaved: () => {
      editor.reset(emptyQuizForm());
      setSelectedId(null);
    },
  });
  const { form, change, error: errorOf, pending } = editor;

  const switchMode = (next: AddOrEditMode) => {
    if (next === mode) return;
    setMode(next);
    setSelectedId(null);
    editor.reset(emptyQuizForm());
  };

  const pick = (id: number | null) => {
    const question = quizzes.data?.find((item) => item.id === id);
    setSelectedId(question ? question.id : null);
    editor.reset(question ? formFromQuestion(question) : emptyQuizForm());
  };

  const lastIndex = form.options.length - 1;
  const chosen = chosenOption(form);
  const setOption = (index: number, value: string) => {
    change('options')(form.options.map((option, i) => (i === index ? value : option)));
    // The right answer is an option: retyping the chosen one keeps it chosen.
    if (index === chosen) change('answer')(value.trim());
  };
  const addOption = () => change('options')([...form.options, '']);
  const removeLastOption = () => {
    change('options')(form.options.slice(0, -1));
    if (chosen === lastIndex) change('answer')('');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (mode === 'edit' && selectedId === null) {
      event.preventDefault();
      toast.error(t.pickFirst);
      return;
    }
    editor.submit(event);
  };

  const showHint = !answerAmongOptions(form);
  const questions = quizzes.data ?? [];
  const choices = form.options.map((option, index) => ({ option, index })).filter(({ option }) => option.trim() !== '');
  const disabled = pending || (mode === 'edit' && selectedId === null);
  const answerError = errorOf('answer');
  const optionsError = errorOf('options');

  return (
    <AddOrEditPanel words={t} reloadNote={reloadNote} mode={mode} onMode={switchMode}>
      <form className="mt-5 flex flex-col gap-4" onSubmit={submit} noValidate>
        {mode === 'edit' && (
          <RecordPicker
            words={t}
            list={quizzes}
            options={questions.map((question) => ({ id: question.id, label: `#${question.id} — ${question.question}` }))}
            selectedId={selectedId}
            onPick={pick}
          />
        )}

        <TextAreaField label={t.question} rows={2} maxLength={QUIZ_QUESTION_MAX} {...editor.field('question')} />

        <fieldset aria-describedby={optionsError ? `${ids.options}-error` : undefined}>
          <legend className="mb-1 font-semibold text-rose-900">{t.options}</legend>
          <ol className="flex flex-col gap-2">
            {form.options.map((option, index) => (
              <li key={index} className="flex items-center gap-2">
                <label htmlFor={`${ids.options}-${index}`} className="sr-only">
                  {t.option(index + 1)}
                </label>
                <span aria-hidden="true" className="w-6 shrink-0 text-right text-sm font-semibold text-rose-400">
                  {index + 1}.
                </span>
                <input
                  id={`${ids.options}-${index}`}
                  type="text"
                  className="field min-h-11 flex-1"
                  placeholder={t.option(index + 1)}
                  value={option}
                  maxLength={QUIZ_OPTION_MAX}
                  autoComplete="off"
                  onChange={(event) => setOption(index, event.target.value)}
                />
                {index === lastIndex && (
                  <>
                    <button
                      type="button"
                      aria-label={t.addOption}
                      title={t.addOption}
                      disabled={form.options.length >= QUIZ_MAX_OPTIONS}
                      onClick={addOption}
                      className={
                        'flex size-11 shrink-0 items-center justify-center rounded-full bg-rose-500 ' +
                        'text-xl font-bold text-white transition hover:bg-rose-600 disabled:opacity-50'
                      }
                    >
                      +
                    </button>
                    <button
                      type="button"
                      aria-label={t.removeOption}
                      title={t.removeOption}
                      disabled={form.options.length <= 1}
                      onClick={removeLastOption}
                      className={
                        'flex size-11 shrink-0 items-center justify-center rounded-full border border-rose-200 ' +
                        'bg-white text-xl font-bold text-rose-600 transition hover:bg-rose-50 disabled:opacity-50'
                      }
                    >
                      −
                    </button>
                  </>
                )}
              </li>
            ))}
          </ol>
          <FieldError id={`${ids.options}-error`} message={optionsError} />
        </fieldset>

        <fieldset
          aria-describedby={[answerError ? `${ids.answer}-error` : '', showHint ? ids.hint : ''].filter(Boolean).join(' ') || undefined}
          aria-invalid={answerError ? true : undefined}
        >
          <legend className="mb-1 font-semibold text-rose-900">{t.answer}</legend>
          {choices.length === 0 ? (
            <p className="text-sm text-rose-700">{t.answerWriteOptionsFirst}</p>
          ) : (
            <div className="flex flex-col gap-1">
              {choices.map(({ option, index }) => (
                <label key={index} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-rose-50">
                  <input
                    type="radio"
                    name={ids.answer}
                    className="size-5 accent-rose-500"
                    checked={index === chosen}
                    onChange={() => change('answer')(option.trim())}
                  />
                  <span>{option.trim()}</span>
                </label>
              ))}
            </div>
          )}
          <FieldError id={`${ids.answer}-error`} message={answerError} />
          {showHint && (
            <p id={ids.hint} className="mt-1 text-sm text-amber-700" role="status">
              {t.answerNotInOptions}
            </p>
          )}
        </fieldset>

        <div>
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={disabled}>
            {pending ? t.saving : t.save}
          </button>
        </div>
      </form>
    </AddOrEditPanel>
  );
}

export default QuizEditorPanel;
