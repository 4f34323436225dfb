import { useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/router';
import { toast, useLoadFailure } from '@/lib/toast';
import { FEATURE_TOAST_MS, QUIZ_ADVANCE_MS, STORAGE_KEYS } from '@shared/constants';
import { ROUTES } from '@shared/routes';
import type { QuizAttemptResult } from '@shared/schemas/main-gift';
import { useQuizAttempt, type QuizAttemptAnswers } from '@/api/main-gift';
import { useQuizzes } from '@/api/quizzes';
import { id } from '@/i18n/id';
import { idGames } from '@/i18n/id-games';
import { LoadFailed } from '@/components/page-fallback';

// The quiz (docs/product.md §2 /games/quiz, §4): one question at a time; an answer advances after 300 ms; after
// the last one the answers go to the server, which scores them and, for a perfect score, unlocks Main
// Gift for this session (decision 017). The page shows the server's score; is_score keeps a copy only.

const t = idGames.quiz;

export default function QuizPage() {
  const quizzes = useQuizzes();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<QuizAttemptAnswers>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [result, setResult] = useState<QuizAttemptResult | null>(null);
  const attempt = useQuizAttempt({
    onSuccess: (scored) => {
      localStorage.setItem(STORAGE_KEYS.isScore, String(scored.score));
      setResult(scored);
      // The messages open with their own ✅ / ❌: no second mark beside them.
      if (scored.perfect) toast.success(t.perfect, { duration: FEATURE_TOAST_MS, icon: '' });
      else toast.error(t.imperfect, { duration: FEATURE_TOAST_MS, icon: '' });
    },
    onError: (error) => toast.error(error.message, { id: 'quiz-check-failed' }),
  });
  const timer = useRef<number | undefined>(undefined);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useLoadFailure(quizzes, 'GET /api/quizzes', t.loadFailed);

  const questions = quizzes.data ?? [];
  const total = questions.length;
  const question = questions[index];
  const finished = result !== null;
  const checking = attempt.isPending;

  // Keyboard and screen-reader users land on each new question, then on the result.
  useEffect(() => {
    if (finished) resultRef.current?.focus();
    else if (index > 0) questionRef.current?.focus();
  }, [index, finished]);

  const answer = (option: string) => {
    if (chosen !== null || !question) return;
    setChosen(option);
    // After a failed check the last question stays: choosing again sends the answers again.
    const nextAnswers = [...answers.slice(0, index), { question_id: question.id, answer: option }];
    timer.current = window.setTimeout(() => {
      setAnswers(nextAnswers);
      if (index + 1 < total) {
        setChosen(null);
        setIndex(index + 1);
        return;
      }
      // The last choice stays marked while the server scores the answers.
      attempt.mutate(nextAnswers, { onSettled: () => setChosen(null) });
    }, QUIZ_ADVANCE_MS);
  };

  const restart = () => {
    setIndex(0);
    setAnswers([]);
    setChosen(null);
    setResult(null);
    attempt.reset();
  };

  const progress = total === 0 ? 0 : finished ? total : index + 1;

  return (
    <main className="flex min-h-dvh items-center justify-center p-4 sm:p-6">
      <title>{`${t.heading} · ${id.appName}`}</title>
      <section className="card w-full max-w-xl" aria-busy={quizzes.isPending}>
        <h1 className="font-display text-center text-3xl font-bold text-rose-700">{t.heading}</h1>

        {quizzes.isPending ? (
          <p className="mt-6 text-center text-rose-900/70" role="status">
            {t.loading}
          </p>
        ) : quizzes.isError ? (
          <LoadFailed words={t.loadFailed} className="mt-6 text-center text-rose-900/80" />
        ) : total === 0 ? (
          <p className="mt-6 text-center text-rose-900/80">{t.empty}</p>
        ) : finished ? (
          <div className="mt-6 text-center">
            <h2 ref={resultRef} tabIndex={-1} className="text-2xl font-bold text-rose-800">
              {t.resultHeading}
            </h2>
            <p className="mt-4 text-rose-900/80">{t.scoreLabel}</p>
            <p className="mt-1 text-5xl font-bold text-rose-600" data-testid="quiz-score">
              {t.score(result.score, result.total)}
            </p>
            <p className="mt-4 font-medium text-rose-900">{result.perfect ? t.unlockedNote : t.lockedNote}</p>
          </div>
        ) : (
          question && (
            <div className="mt-6">
              <div
                role="progressbar"
                aria-label={t.progress}
                aria-valuemin={0}
                aria-valuemax={total}
                aria-valuenow={progress}
                aria-valuetext={t.questionOf(progress, total)}
                className="h-3 w-full overflow-hidden rounded-full bg-rose-100"
              >
                <div
                  className="h-full rounded-full bg-rose-500 transition-[width] duration-300"
                  style={{ width: `${(progress / total) * 100}%` }}
                />
              </div>
              <p className="mt-2 text-right text-sm text-rose-900/70">{t.questionOf(progress, total)}</p>
              <h2 ref={questionRef} tabIndex={-1} className="mt-4 text-xl font-semibold break-words text-rose-950 sm:text-2xl">
                {question.question}
              </h2>
              <ul aria-label={t.optionsLabel} className="mt-5 grid gap-3">
                {question.quiz_options.map((option) => {
                  const isChosen = chosen === option.option;
                  return (
                    <li key={option.id}>
                      <button
                        type="button"
                        onClick={() => answer(option.option)}
                        aria-pressed={isChosen}
                        aria-disabled={chosen !== null && !isChosen}
                        className={`min-h-12 w-full rounded-2xl border px-4 py-3 text-left font-medium break-words transition ${
                          isChosen ? 'border-rose-600 bg-rose-600 text-white' : 'border-rose-200 bg-white text-rose-900 hover:bg-rose-50'
                        }`}
                      >
                        {option.option}
                      </button>
                    </li>
                  );
                })}
              </ul>
              <p role="status" className="mt-4 min-h-6 text-center font-semibold text-rose-600">
                {checking ? t.checking : null}
              </p>
            </div>
          )
        )}

        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          {finished ? (
            <>
              <button type="button" className="btn-secondary" onClick={restart}>
                {t.playAgain}
              </button>
              <Link to={ROUTES.games} className="btn-primary">
                {t.backToGames}
              </Link>
            </>
          ) : (
            <Link to={ROUTES.games} className="btn-secondary">
              {t.cancel}
            </Link>
          )}
        </div>
      </section>
    </main>
  );
}
