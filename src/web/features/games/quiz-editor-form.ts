import { QUIZ_EDITOR_START_OPTIONS } from '@shared/constants';
import { quizSaveBody, type QuizQuestion, type QuizSaveInput } from '@shared/schemas/quiz';
import { checkForm } from '@/lib/check-form';
import { type Checked, type FieldNames } from '@/lib/form-errors';

// The quiz editor's form (docs/product.md §2, §4, §5): starts with 3 blank options; blank options are dropped on
// save and at least 2 must remain; the correct answer is chosen among the options written (an older question whose
// answer matches none shows a hint until one is chosen).
// The browser checks with the server's own schema, so both say the same thing.

export interface QuizForm {
  question: string;
  answer: string;
  options: string[];
}

export type QuizFormField = 'question' | 'answer' | 'options';

export function emptyQuizForm(): QuizForm {
  return { question: '', answer: '', options: Array.from({ length: QUIZ_EDITOR_START_OPTIONS }, () => '') };
}

/** Selecting a question in Edit mode fills the fields with it. */
export function formFromQuestion(question: QuizQuestion): QuizForm {
  const options = question.quiz_options.map((option) => option.option);
  return { question: question.question, answer: question.answer ?? '', options: options.length > 0 ? options : [''] };
}

const normalize = (text: string) => text.trim().toLocaleLowerCase();

/** False only when an answer is written and no non-blank option matches it (trimmed, any case). */
export function answerAmongOptions(form: QuizForm): boolean {
  const answer = normalize(form.answer);
  if (!answer) return true;
  return form.options.some((option) => normalize(option) === answer);
}

/** The index of the option the answer is (its words, trimmed; else any case), or -1. */
export function chosenOption(form: QuizForm): number {
  const answer = form.answer.trim();
  if (!answer) return -1;
  const exact = form.options.findIndex((option) => option.trim() === answer);
  return exact >= 0 ? exact : form.options.findIndex((option) => normalize(option) === normalize(answer));
}

const FIELDS: readonly QuizFormField[] = ['question', 'answer', 'options'];

/** The schema's and the server's error keys (`options` or `options.2`) as the form's fields. */
export const quizFieldNames: FieldNames = (name) => FIELDS.find((field) => field === name.split('.')[0]);

/** The payload to send (blank options dropped, texts trimmed), or the messages per field. */
export function validateQuizForm(form: QuizForm, questionId: number | null = null): Checked<QuizSaveInput> {
  return checkForm(quizSaveBody, { id: questionId, ...form }, quizFieldNames);
}
