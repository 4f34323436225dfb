import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { WriteError } from '@/api/write';
import { serverFieldErrors } from '@/lib/form-errors';
import { answerAmongOptions, chosenOption, emptyQuizForm, formFromQuestion, quizFieldNames, validateQuizForm } from './quiz-editor-form';

describe('emptyQuizForm', () => {
  it('starts with three blank options', () => {
    expect(emptyQuizForm()).toEqual({ question: '', answer: '', options: ['', '', ''] });
  });
});

describe('formFromQuestion', () => {
  it('fills the fields from a question', () => {
    const form = formFromQuestion({
      id: 4,
      question: 'Warna favoritku?',
      answer: 'Merah',
      quiz_options: [
        { id: 1, option: 'Merah' },
        { id: 2, option: 'Biru' },
      ],
    });
    expect(form).toEqual({ question: 'Warna favoritku?', answer: 'Merah', options: ['Merah', 'Biru'] });
  });

  it('keeps one blank option when a question has none left', () => {
    expect(formFromQuestion({ id: 1, question: 'Q', answer: 'A', quiz_options: [] }).options).toEqual(['']);
  });
});

describe('validateQuizForm', () => {
  it('drops blank options and trims the texts', () => {
    const result = validateQuizForm({ question: ' Kota? ', answer: 'Bandung ', options: ['Bandung', '  ', 'Jakarta', ''] });
    expect(result).toEqual({ ok: true, value: { id: null, question: 'Kota?', answer: 'Bandung', options: ['Bandung', 'Jakarta'] } });
  });

  it('keeps the question id in Edit mode', () => {
    const result = validateQuizForm({ question: 'Q', answer: 'A', options: ['A', 'B'] }, 7);
    expect(result.ok && result.value.id).toBe(7);
  });

  it('needs at least two options after blanks are dropped', () => {
    expect(validateQuizForm({ question: 'Q', answer: 'A', options: ['A', ' ', ''] })).toEqual({
      ok: false,
      errors: { options: ['Minimal harus ada 2 opsi jawaban.'] },
    });
  });

  it('reports a blank question and answer', () => {
    const result = validateQuizForm({ question: ' ', answer: '', options: ['A', 'B'] });
    expect(result).toEqual({ ok: false, errors: { question: ['Pertanyaan wajib diisi.'], answer: ['Jawaban benar wajib diisi.'] } });
  });

  it('does not enforce the answer being among the options', () => {
    expect(validateQuizForm({ question: 'Q', answer: 'C', options: ['A', 'B'] }).ok).toBe(true);
  });
});

describe('answerAmongOptions', () => {
  it('matches trimmed and in any case', () => {
    expect(answerAmongOptions({ question: '', answer: ' bandung', options: ['Jakarta', 'BANDUNG '] })).toBe(true);
  });

  it('is false when no option matches', () => {
    expect(answerAmongOptions({ question: '', answer: 'Bogor', options: ['Jakarta', 'Bandung', ''] })).toBe(false);
  });

  it('gives no hint before an answer is written', () => {
    expect(answerAmongOptions({ question: '', answer: '  ', options: ['', ''] })).toBe(true);
  });
});

describe("serverFieldErrors by the quiz form's fields", () => {
  const refused = (cause: unknown) => serverFieldErrors(new WriteError('x', cause), quizFieldNames);

  it('keeps the messages of the form fields, option rows on the options field', () => {
    const error = new ApiError(422, 'x', {
      options: ['Minimal harus ada 2 opsi jawaban.', 'x'],
      'options.2': ['y'],
      answer: ['Jawaban benar wajib diisi.'],
      other: ['z'],
    });
    expect(refused(error)).toEqual({ options: ['Minimal harus ada 2 opsi jawaban.', 'x', 'y'], answer: ['Jawaban benar wajib diisi.'] });
  });

  it('puts an option row error on the options field', () => {
    expect(refused(new ApiError(422, 'x', { 'options.1': ['Opsi terlalu panjang.'] }))).toEqual({ options: ['Opsi terlalu panjang.'] });
  });

  it('is empty for a failure without field errors', () => {
    expect(refused(new ApiError(500, 'x'))).toEqual({});
    expect(refused(new Error('boom'))).toEqual({});
  });
});

describe('chosenOption', () => {
  it('is the option the answer is: its words first, else any case; -1 for none', () => {
    expect(chosenOption({ question: 'Q', answer: 'Sate', options: ['sate', 'Sate'] })).toBe(1);
    expect(chosenOption({ question: 'Q', answer: ' bakso ', options: ['Sate', 'Bakso'] })).toBe(1);
    expect(chosenOption({ question: 'Q', answer: 'Soto', options: ['Sate', 'Bakso'] })).toBe(-1);
    expect(chosenOption({ question: 'Q', answer: '', options: ['', 'Bakso'] })).toBe(-1);
  });
});
