import { Suspense, useId, useState, type ReactNode } from 'react';
import { Link } from '@/lib/router';
import { isQuizLockActive, unreachableQuestions, type GradedQuestion } from '@shared/main-gift';
import { ROUTES } from '@shared/routes';
import { hasWhatsappNumber } from '@shared/coupon-claim';
import { useCoupon } from '@/api/coupon';
import { useLentForms } from '@/components/lent-form';
import { useFeatures } from '@/api/features';
import { useQuizzes } from '@/api/quizzes';
import { idMainGift } from '@/i18n/id-main-gift';
import { LetterIcon, VideoIcon } from './gift-icons';

// The edit hub's Main Gift section: links to the video and letter editors (full pages of their
// own) and the coupon settings, which editor-routes.tsx hands in because features never import each other. Lent to
// the builder's Main Gift step, it is handed the editors themselves: each opens in place under its button and closes
// on its save or 'Batal', so the giver never leaves the step (decision 088); opening the other one, or closing it by its
// button, asks first while it holds changes not saved yet, as leaving the step does (decision 094).
// Above them, what the recipient will meet: whether the quiz locks Main Gift, any question no
// one can answer right (the gift would stay locked), and a coupon without its WhatsApp number.

const t = idMainGift.hub;

export interface MainGiftHubPanelProps {
  /** The coupon settings form (features/coupon). */
  couponEditor: ReactNode;
  /**
   * The video's and the letter's editors, to open in place rather than on pages of their own (the builder's step);
   * each is given `close`, to call once saved or cancelled.
   */
  inPlace?: Record<InPlaceEditor, (close: () => void) => ReactNode>;
}

type InPlaceEditor = 'video' | 'letter';

export function MainGiftHubPanel({ couponEditor, inPlace }: MainGiftHubPanelProps) {
  const link = 'flex min-h-16 items-center gap-3 rounded-2xl border border-rose-200 bg-white px-4 py-3 transition hover:bg-rose-50';
  const [open, setOpen] = useState<InPlaceEditor | null>(null);
  const lent = useLentForms();
  const baseId = useId();
  /** Closes the editor and gives the focus back to its button. */
  const close = (editor: InPlaceEditor) => () => {
    setOpen(null);
    requestAnimationFrame(() => document.getElementById(`${baseId}-${editor}`)?.focus());
  };
  const entry = (editor: InPlaceEditor, to: string, icon: ReactNode, name: string, hint: string) => {
    const words = (
      <>
        {icon}
        <span className="flex flex-col">
          <span className="font-semibold text-rose-800">{name}</span>
          <span className="text-sm text-rose-900/70">{hint}</span>
        </span>
      </>
    );
    if (!inPlace)
      return (
        <Link to={to} className={link}>
          {words}
        </Link>
      );
    return (
      <button
        id={`${baseId}-${editor}`}
        type="button"
        className={`${link} w-full text-left ${open === editor ? 'ring-2 ring-rose-300' : ''}`}
        aria-expanded={open === editor}
        aria-controls={`${baseId}-${editor}-editor`}
        onClick={() => {
          const next = open === editor ? null : editor;
          if (lent) lent.leave(() => setOpen(next));
          else setOpen(next);
        }}
      >
        {words}
      </button>
    );
  };
  return (
    <div className="flex w-full flex-col gap-5">
      <MainGiftCheck quizHere={inPlace !== undefined} />
      <section className="card w-full" aria-labelledby="main-gift-hub-heading">
        <h2 id="main-gift-hub-heading" className="font-display text-2xl font-bold text-rose-700">
          {t.heading}
        </h2>
        <p className="mt-1 text-rose-900/80">{t.intro}</p>
        <nav aria-label={t.editorsLabel} className="mt-4">
          <ul className="grid gap-3 sm:grid-cols-2">
            <li>{entry('video', ROUTES.editVideoGift, <VideoIcon />, t.editVideo, t.editVideoHint)}</li>
            <li>{entry('letter', ROUTES.editLoveTyping, <LetterIcon />, t.editLetter, t.editLetterHint)}</li>
          </ul>
        </nav>
        {inPlace && open && (
          <div
            id={`${baseId}-${open}-editor`}
            role="region"
            aria-label={open === 'video' ? t.editVideo : t.editLetter}
            className="mt-4 rounded-2xl border border-rose-200 bg-white/70 p-3"
          >
            {/* Its own boundary: the step around stays on screen while the editor's code comes. */}
            <Suspense
              fallback={
                <p role="status" className="text-rose-900/70">
                  {idMainGift.videoEditor.checking}
                </p>
              }
            >
              {inPlace[open](close(open))}
            </Suspense>
          </div>
        )}
      </section>
      {couponEditor}
    </div>
  );
}

/**
 * The giver's check of what would keep the recipient from the gift, from the same rules the server uses. In the
 * builder's step the quiz's editor is under it (`quizHere`): no link away to the hub's Quiz section.
 */
function MainGiftCheck({ quizHere }: { quizHere: boolean }) {
  const quizzes = useQuizzes();
  const features = useFeatures();
  const coupon = useCoupon();
  if (!quizzes.data || !features.data) return null;

  const selected = features.data.selectedFeatures;
  const questions = quizzes.data.flatMap((q) => (q.answer === undefined ? [] : [{ ...q, answer: q.answer } satisfies GradedQuestion]));
  const locking = isQuizLockActive(quizzes.data.length, selected);
  const problems = unreachableQuestions(questions, selected);
  const numberMissing = coupon.data !== undefined && !hasWhatsappNumber(coupon.data);
  const lockNote = locking ? t.lockOn(quizzes.data.length) : selected.includes('games') ? t.lockOffNoQuiz : t.lockOffNoGames;

  return (
    <section className="card w-full" aria-labelledby="main-gift-check-heading" data-testid="main-gift-check">
      <h2 id="main-gift-check-heading" className="font-display text-xl font-bold text-rose-700">
        {t.checkHeading}
      </h2>
      <p className="mt-2 text-rose-900/80">{lockNote}</p>
      {problems.length > 0 && (
        <div role="alert" className="mt-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          <p className="font-semibold">{t.unreachable}</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem.questionId} className="break-words">
                {problem.kind === 'answer-not-in-options' ? t.answerNotInOptions(problem.question) : t.tooFewOptions(problem.question)}
              </li>
            ))}
          </ul>
          {!quizHere && (
            <Link to={`${ROUTES.editPages}?section=quiz`} className="mt-2 inline-block font-semibold underline">
              {t.fixQuiz}
            </Link>
          )}
        </div>
      )}
      {numberMissing && (
        <p role="alert" className="mt-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          {t.whatsappMissing}
        </p>
      )}
      {problems.length === 0 && !numberMissing && coupon.data && <p className="mt-2 font-medium text-emerald-800">{t.allSet}</p>}
    </section>
  );
}

export default MainGiftHubPanel;
