import { useRef } from 'react';
import { Link, useParams } from '@/lib/router';
import { toast, useLoadFailure } from '@/lib/toast';
import { isCorrectAnswer } from '@shared/main-gift';
import { ROUTES } from '@shared/routes';
import type { QuizOption } from '@shared/schemas/quiz';
import { ApiError } from '@/api/client';
import { useDeleteOption, useQuiz } from '@/api/quizzes';
import { useEditorGate } from '@/components/editor-gate';
import { id } from '@/i18n/id';
import { idGames } from '@/i18n/id-games';
import { LoadFailed } from '@/components/page-fallback';

// The options of one question (docs/product.md §2 /games/quiz/list/option/{id}): lettered A, B, C..., each
// deletable by the giver (through the login), with the §8 loading, error and empty messages.

const t = idGames.quizOptions;
// docs/product.md §9: the option deletion toasts last 3 s.
const OPTION_DELETED_TOAST_MS = 3000;

const letter = (index: number) => String.fromCharCode(65 + index);

export default function QuizOptionsPage() {
  const params = useParams();
  const questionId = Number(params.id);
  const validId = Number.isInteger(questionId) && questionId > 0;
  // An id that cannot exist is not asked for: the page says 'not found' without a request.
  const quiz = useQuiz(questionId, validId);
  const { runAsEditor } = useEditorGate();
  const toastId = useRef<string | undefined>(undefined);

  const notFound = !validId || (quiz.error instanceof ApiError && quiz.error.status === 404);

  useLoadFailure(quiz, 'GET /api/quizzes/:id');

  const remove = useDeleteOption({
    onSuccess: () => toast.success(t.removed, { id: toastId.current, duration: OPTION_DELETED_TOAST_MS }),
    onError: (error) => toast.error(error.message, { id: toastId.current, duration: OPTION_DELETED_TOAST_MS }),
  });

  const removeOption = (option: QuizOption) => {
    toastId.current = toast.loading(t.removing);
    remove.mutate(option);
  };

  const question = quiz.data;

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6">
      <title>{`${t.heading} · ${id.appName}`}</title>
      <h1 className="font-display text-center text-3xl font-bold text-rose-700">{t.heading}</h1>

      <section className="card" aria-busy={validId && quiz.isPending}>
        {notFound ? (
          <LoadFailed words={t.notFound} className="text-center text-rose-900/80" />
        ) : quiz.isPending ? (
          <p className="text-center text-rose-900/70" role="status">
            {t.loading}
          </p>
        ) : quiz.isError || !question ? (
          <LoadFailed words={t.loadFailed} className="text-center text-rose-900/80" />
        ) : (
          <>
            <h2 className="text-xl font-semibold break-words text-rose-950">{question.question}</h2>
            {/* The answer reaches the giver only (a recipient's quiz is scored by the server). */}
            {question.answer !== undefined && <p className="mt-1 text-sm text-rose-900/70">{t.answer(question.answer)}</p>}
            {question.quiz_options.length === 0 ? (
              <p className="mt-6 text-center text-rose-900/70">{t.empty}</p>
            ) : (
              <ol className="mt-5 flex flex-col gap-3">
                {question.quiz_options.map((option, index) => (
                  <li key={option.id} className="flex items-center gap-3 rounded-2xl border border-rose-100 bg-white px-3 py-2 shadow-sm">
                    <span
                      aria-hidden="true"
                      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-rose-100 font-bold text-rose-700"
                    >
                      {letter(index)}
                    </span>
                    <span className="min-w-0 flex-1 break-words text-rose-950">
                      <span className="sr-only">{letter(index)}. </span>
                      {option.option}
                      {isCorrectAnswer(option.option, question.answer) && (
                        <span
                          className={
                            'ml-2 inline-block rounded-full bg-emerald-100 px-2 py-0.5 ' +
                            'text-xs font-semibold whitespace-nowrap text-emerald-800'
                          }
                        >
                          {t.correctMark}
                        </span>
                      )}
                    </span>
                    <button
                      type="button"
                      aria-label={t.remove(letter(index))}
                      disabled={remove.isPending}
                      onClick={() => void runAsEditor(() => removeOption(option))}
                      className={
                        'inline-flex min-h-10 items-center rounded-full border border-rose-200 px-3 ' +
                        'text-sm font-semibold text-rose-600 transition hover:bg-rose-50 disabled:opacity-50'
                      }
                    >
                      {t.removeText}
                    </button>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </section>

      <div className="flex justify-center">
        <Link to={ROUTES.quizList} className="btn-secondary">
          {t.back}
        </Link>
      </div>
    </main>
  );
}
