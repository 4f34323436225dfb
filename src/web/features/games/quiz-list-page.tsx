import { Suspense, type ReactNode } from 'react';
import { Link } from '@/lib/router';
import { toast, useLoadFailure } from '@/lib/toast';
import { ROUTES, routePath } from '@shared/routes';
import type { QuizQuestion } from '@shared/schemas/quiz';
import { useDeleteQuestion, useQuizzes } from '@/api/quizzes';
import { useSession } from '@/api/session';
import { useEditorGate } from '@/components/editor-gate';
import { id } from '@/i18n/id';
import { idGames } from '@/i18n/id-games';
import { isEmbedded } from '@/lib/embedding';
import { ask, tell } from '@/components/ask';
import { LoadFailed } from '@/components/page-fallback';

// The quiz question cards (docs/product.md §2 /games/quiz/list): the edit hub's preview of the Quiz section, and
// the giver's standalone quiz page. Deleting goes through the login (docs/product.md §6). The router hands in the
// quiz editor (a feature of its own), shown to the logged-in editor outside the hub's preview frame.

const t = idGames.quizList;

export default function QuizListPage({ editor }: { editor?: ReactNode }) {
  const quizzes = useQuizzes();
  const session = useSession();
  const { runAsEditor } = useEditorGate();
  const isEditor = session.data?.role === 'editor';
  // Inside the edit hub's preview frame the form already sits beside it.
  const embedded = isEmbedded();

  useLoadFailure(quizzes, 'GET /api/quizzes', t.loadFailed);

  const remove = useDeleteQuestion({
    onSuccess: (reply) => toast.success(reply.message || t.removed),
    onError: (error) => void tell(error.message),
  });

  const askRemove = (question: QuizQuestion) =>
    void runAsEditor(async () => {
      if (await ask(t.confirmRemove)) remove.mutate(question);
    });

  const list = quizzes.data ?? [];

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <title>{`${t.heading} · ${id.appName}`}</title>
      <h1 className="font-display text-center text-3xl font-bold text-rose-700">{t.heading}</h1>

      {!embedded &&
        (isEditor ? (
          editor && (
            <Suspense
              fallback={
                <p className="text-center text-rose-900/70" role="status">
                  {t.loading}
                </p>
              }
            >
              {editor}
            </Suspense>
          )
        ) : (
          <div className="flex justify-center">
            <button type="button" className="btn-primary" disabled={session.isPending} onClick={() => void runAsEditor(() => {})}>
              {t.editQuiz}
            </button>
          </div>
        ))}

      <section aria-label={t.heading} aria-busy={quizzes.isPending}>
        {quizzes.isPending ? (
          <p className="text-center text-rose-900/70" role="status">
            {t.loading}
          </p>
        ) : quizzes.isError ? (
          <LoadFailed words={t.loadFailed} className="text-center text-rose-900/80" />
        ) : list.length === 0 ? (
          <p className="text-center text-rose-900/70">{t.empty}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
            {list.map((question) => (
              <li
                key={question.id}
                className={
                  'relative flex flex-col rounded-2xl border border-rose-100 ' +
                  'bg-white/90 shadow-md shadow-rose-200/50 transition hover:shadow-lg'
                }
              >
                <Link
                  to={routePath(ROUTES.quizOptions, { id: question.id })}
                  aria-label={t.open(question.question)}
                  className="flex flex-1 flex-col gap-2 rounded-2xl p-4 pb-14"
                >
                  <span className="font-semibold break-words text-rose-950">{question.question}</span>
                  <span className="text-sm text-rose-900/70">{t.optionCount(question.quiz_options.length)}</span>
                </Link>
                <button
                  type="button"
                  aria-label={t.remove(question.question)}
                  disabled={remove.isPending && remove.variables?.id === question.id}
                  onClick={() => askRemove(question)}
                  className={
                    'absolute right-3 bottom-3 inline-flex min-h-9 items-center rounded-full border border-rose-200 ' +
                    'bg-white px-3 text-sm font-semibold text-rose-600 transition hover:bg-rose-50 disabled:opacity-50'
                  }
                >
                  {t.removeText}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {!embedded && (
        <div className="flex justify-center">
          <Link to={ROUTES.games} className="btn-secondary">
            {t.back}
          </Link>
        </div>
      )}
    </main>
  );
}
