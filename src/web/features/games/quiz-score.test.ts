import { describe, expect, it } from 'vitest';
import { isCorrectAnswer, isPerfectScore, quizScore } from './quiz-score';

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

describe('quizScore', () => {
  const questions = [{ answer: 'Bandung' }, { answer: 'Merah' }, { answer: '14 Februari' }];

  it('counts the right answers by question index', () => {
    expect(quizScore(questions, ['bandung', 'Merah', '14 februari'])).toBe(3);
    expect(quizScore(questions, ['Jakarta', 'Merah', '14 Februari'])).toBe(2);
    expect(quizScore(questions, [])).toBe(0);
  });

  it('counts unanswered questions as wrong', () => {
    expect(quizScore(questions, ['Bandung', null])).toBe(1);
  });
});

describe('isPerfectScore', () => {
  it('is perfect only when every question is right', () => {
    expect(isPerfectScore(3, 3)).toBe(true);
    expect(isPerfectScore(2, 3)).toBe(false);
  });

  it('is never perfect without questions', () => {
    expect(isPerfectScore(0, 0)).toBe(false);
  });
});
