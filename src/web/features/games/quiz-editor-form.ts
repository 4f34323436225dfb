import { QUIZ_EDITOR_START_OPTIONS } from '@shared/constants';
import { fieldErrorsFromIssues, type FieldErrors } from '@shared/field-errors';
import { quizSaveBody, type QuizQuestion, type QuizSaveInput } from '@shared/schemas/quiz';
import { ApiError } from '@/api/client';

// The quiz editor's form (docs/product.md §2, §4, §5): starts with 3 blank options; blank options are dropped on
// save and at least 2 must remain; the correct answer should be among them (a hint, not enforced).
// The browser checks with the server's own schema, so both say the same thing.

export interface QuizForm {
  question: string;
  answer: string;
  options: string[];
}

export type QuizFormField = 'question' | 'answer' | 'options';
export type QuizFormErrors = Partial<Record<QuizFormField, string>>;

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

export type QuizFormResult = { ok: true; value: QuizSaveInput } | { ok: false; errors: QuizFormErrors };

const FIELDS: readonly QuizFormField[] = ['question', 'answer', 'options'];

/** The payload to send (blank options dropped, texts trimmed), or the first message per field. */
export function validateQuizForm(form: QuizForm, questionId: number | null = null): QuizFormResult {
  const parsed = quizSaveBody.safeParse({ id: questionId, ...form });
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: byFormField(fieldErrorsFromIssues(parsed.error.issues)) };
}

/** A failed save's field errors (the server's 422) by form field; none for other failures. */
export function serverFieldErrors(error: unknown): QuizFormErrors {
  return byFormField(error instanceof ApiError ? error.errors : {});
}

/** Field errors (keys like `options` or `options.2`) by form field, the first message of each. */
function byFormField(errors: FieldErrors): QuizFormErrors {
  const result: QuizFormErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = FIELDS.find((name) => name === key.split('.')[0]);
    const message = messages[0];
    if (field && message && !result[field]) result[field] = message;
  }
  return result;
}
