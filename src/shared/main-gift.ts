import type { FeatureId } from './constants.js';
import { QUIZ_MIN_OPTIONS } from './constants.js';
import { messageCodes } from './message-codes.js';
import { MAIN_GIFT_WORDS } from './messages/main-gift-words.js';

// The Main Gift lock's rules (docs/product.md §4, §5; decision 017), pure so the server enforces them
// and the giver's hub explains them with the same code.

export const MAIN_GIFT_MSG = messageCodes('mainGift', MAIN_GIFT_WORDS);

const normalize = (text: string) => text.trim().toLocaleLowerCase();

/** An answer is right when it equals the question's answer, ignoring surrounding spaces and letter case. */
export function isCorrectAnswer(chosen: string | null | undefined, answer: string | undefined): boolean {
  if (chosen === null || chosen === undefined || answer === undefined) return false;
  return normalize(chosen) === normalize(answer);
}

export interface GradedQuestion {
  id: number;
  answer: string;
  quiz_options: readonly { id: number; option: string }[];
}

/** The right answer can be picked: one of the question's options is it. */
export function isAnswerReachable(question: GradedQuestion): boolean {
  return question.quiz_options.some((option) => isCorrectAnswer(option.option, question.answer));
}

export interface QuizAttemptAnswer {
  question_id: number;
  answer: string;
}

export interface QuizAttemptScore {
  score: number;
  total: number;
  perfect: boolean;
}

/**
 * Scores an attempt against every question of the gift: a question counts when its answer was sent, is
 * right, and is one of its options (what the quiz page can offer). Unknown question ids are ignored; the
 * first answer to a question counts. A quiz without questions has no perfect score.
 */
export function scoreQuizAttempt(questions: readonly GradedQuestion[], answers: readonly QuizAttemptAnswer[]): QuizAttemptScore {
  const chosen = new Map<number, string>();
  for (const { question_id, answer } of answers) if (!chosen.has(question_id)) chosen.set(question_id, answer);
  const score = questions.filter((question) => {
    const answer = chosen.get(question.id);
    return isCorrectAnswer(answer, question.answer) && question.quiz_options.some((option) => isCorrectAnswer(answer, option.option));
  }).length;
  return { score, total: questions.length, perfect: questions.length > 0 && score === questions.length };
}

/** Main Gift waits for the quiz only while there is a question to answer and Mini Games is in the menu. */
export function isQuizLockActive(questionCount: number, selectedFeatures: readonly FeatureId[]): boolean {
  return questionCount > 0 && selectedFeatures.includes('games');
}

/** Why an option may not be deleted, or null: at least two must stay, and the right answer must stay. */
export function optionRemovalProblem(question: GradedQuestion, optionId: number): string | null {
  const option = question.quiz_options.find((o) => o.id === optionId);
  if (!option) return null;
  const rest = question.quiz_options.filter((o) => o.id !== optionId);
  if (rest.length < QUIZ_MIN_OPTIONS) return MAIN_GIFT_MSG.optionKeepTwo;
  if (isCorrectAnswer(option.option, question.answer) && !rest.some((o) => isCorrectAnswer(o.option, question.answer))) {
    return MAIN_GIFT_MSG.optionIsAnswer;
  }
  return null;
}

/** What would keep the recipient out of Main Gift, for the giver's hub. */
export type MainGiftProblem =
  | { kind: 'answer-not-in-options'; questionId: number; question: string }
  | { kind: 'too-few-options'; questionId: number; question: string };

/**
 * Questions no recipient can answer right while the lock is active: an answer no option matches, or
 * fewer than two options (the quiz page offers no real choice). Empty when the lock is not active.
 */
export function unreachableQuestions(
  questions: readonly (GradedQuestion & { question: string })[],
  selectedFeatures: readonly FeatureId[],
): MainGiftProblem[] {
  if (!isQuizLockActive(questions.length, selectedFeatures)) return [];
  return questions.flatMap((q): MainGiftProblem[] => {
    if (q.quiz_options.length < QUIZ_MIN_OPTIONS) return [{ kind: 'too-few-options', questionId: q.id, question: q.question }];
    if (!isAnswerReachable(q)) return [{ kind: 'answer-not-in-options', questionId: q.id, question: q.question }];
    return [];
  });
}
