import { describe, expect, it } from 'vitest';
import { isCorrectAnswer, isQuizLockActive, optionRemovalProblem, scoreQuizAttempt, unreachableQuestions } from './main-gift.js';
import { inIndonesian } from './message-codes.js';

const q = (id: number, answer: string, options: string[]) => ({
  id,
  question: `Q${id}`,
  answer,
  quiz_options: options.map((option, i) => ({ id: id * 10 + i, option })),
});

describe('scoreQuizAttempt', () => {
  const questions = [q(1, 'Bandung', ['Bandung', 'Jakarta']), q(2, 'Biru', ['Merah', 'biru '])];

  it('is perfect only with every question right, ignoring case and spaces', () => {
    expect(
      scoreQuizAttempt(questions, [
        { question_id: 1, answer: ' bandung' },
        { question_id: 2, answer: 'Biru' },
      ]),
    ).toEqual({ score: 2, total: 2, perfect: true });
    expect(scoreQuizAttempt(questions, [{ question_id: 1, answer: 'Bandung' }])).toEqual({ score: 1, total: 2, perfect: false });
  });

  it('counts the first answer to a question, and no answer that is not an option', () => {
    expect(
      scoreQuizAttempt(questions, [
        { question_id: 1, answer: 'Jakarta' },
        { question_id: 1, answer: 'Bandung' },
      ]).score,
    ).toBe(0);
    expect(scoreQuizAttempt([q(3, 'Rahasia', ['A', 'B'])], [{ question_id: 3, answer: 'Rahasia' }]).perfect).toBe(false);
  });

  it('has no perfect score without questions', () => {
    expect(scoreQuizAttempt([], [])).toEqual({ score: 0, total: 0, perfect: false });
  });
});

describe('the lock rule', () => {
  it('waits only with a question and Mini Games selected', () => {
    expect(isQuizLockActive(1, ['gift', 'games'])).toBe(true);
    expect(isQuizLockActive(0, ['gift', 'games'])).toBe(false);
    expect(isQuizLockActive(3, ['gift', 'gallery'])).toBe(false);
  });

  it('lists the questions no one can answer right, only while the lock waits', () => {
    const questions = [q(1, 'A', ['A', 'B']), q(2, 'Z', ['A', 'B']), q(3, 'A', ['A'])];
    expect(unreachableQuestions(questions, ['games'])).toEqual([
      { kind: 'answer-not-in-options', questionId: 2, question: 'Q2' },
      { kind: 'too-few-options', questionId: 3, question: 'Q3' },
    ]);
    expect(unreachableQuestions(questions, ['gallery'])).toEqual([]);
  });
});

describe('optionRemovalProblem', () => {
  it('keeps two options and the right answer', () => {
    expect(inIndonesian(optionRemovalProblem(q(1, 'A', ['A', 'B']), 11)!)).toBe('Minimal harus ada 2 opsi jawaban.');
    expect(inIndonesian(optionRemovalProblem(q(1, 'A', ['A', 'B', 'C']), 10)!)).toMatch(/^Opsi ini adalah jawaban benar\./);
    expect(optionRemovalProblem(q(1, 'A', ['A', 'B', 'C']), 12)).toBeNull();
    expect(optionRemovalProblem(q(1, 'A', ['A', 'a', 'C']), 10)).toBeNull();
  });
});

describe('isCorrectAnswer', () => {
  it('matches the answer exactly', () => {
    expect(isCorrectAnswer('Bandung', 'Bandung')).toBe(true);
  });

  it('ignores letter case and surrounding spaces', () => {
    expect(isCorrectAnswer('  bandung ', 'BANDUNG')).toBe(true);
    expect(isCorrectAnswer('Bandung', ' bandung\t')).toBe(true);
  });

  it('refuses other options, inner differences and no choice', () => {
    expect(isCorrectAnswer('Jakarta', 'Bandung')).toBe(false);
    expect(isCorrectAnswer('Ban dung', 'Bandung')).toBe(false);
    expect(isCorrectAnswer(null, 'Bandung')).toBe(false);
    expect(isCorrectAnswer(undefined, 'Bandung')).toBe(false);
  });
});
