// Quiz scoring (SPEC.md §4, issue 5): an answer is right when the chosen option equals the question's
// answer, ignoring surrounding spaces and letter case. A perfect score unlocks Main Gift.

export interface ScoredQuestion {
  answer: string;
}

const normalize = (text: string) => text.trim().toLocaleLowerCase();

export function isCorrectAnswer(chosen: string | null | undefined, answer: string): boolean {
  if (chosen === null || chosen === undefined) return false;
  return normalize(chosen) === normalize(answer);
}

/** How many of the chosen options (by question index) are right. */
export function quizScore(questions: readonly ScoredQuestion[], chosen: readonly (string | null | undefined)[]): number {
  return questions.reduce((score, question, index) => score + (isCorrectAnswer(chosen[index], question.answer) ? 1 : 0), 0);
}

/** Perfect means every question right; a quiz without questions has no perfect score. */
export function isPerfectScore(score: number, total: number): boolean {
  return total > 0 && score === total;
}
