import { z } from 'zod';
import { QUIZ_ANSWER_MAX, QUIZ_MAX_OPTIONS, QUIZ_MIN_OPTIONS, QUIZ_OPTION_MAX, QUIZ_QUESTION_MAX } from '../constants.js';
import { NON_BLANK_ITEM, recordId, requiredText } from './common.js';
import { QUIZ_MSG } from '../messages/quiz.js';

// Quiz questions and their options (docs/product.md §3, §5, §7, §8).

/**
 * The option list as the editor sends it: blank options are dropped (docs/product.md §5), then at least two
 * must remain. Every list-level failure is reported under `options`, where the form shows it.
 */
const options = z
  .array(z.string({ error: QUIZ_MSG.optionInvalid }).trim().meta({ maxLength: QUIZ_OPTION_MAX }), { error: QUIZ_MSG.optionsMin })
  // Fewer than two sent can never leave two.
  .min(QUIZ_MIN_OPTIONS, { error: QUIZ_MSG.optionsMin })
  // The refinement below as the API description states it: enough options that are not blank, and not too many.
  .meta({ contains: NON_BLANK_ITEM, minContains: QUIZ_MIN_OPTIONS, maxContains: QUIZ_MAX_OPTIONS })
  .transform((list) => list.filter((option) => option.length > 0))
  .superRefine((list, ctx) => {
    if (list.length < QUIZ_MIN_OPTIONS) ctx.addIssue({ code: 'custom', message: QUIZ_MSG.optionsMin });
    else if (list.length > QUIZ_MAX_OPTIONS) ctx.addIssue({ code: 'custom', message: QUIZ_MSG.optionsMax });
    else if (list.some((option) => option.length > QUIZ_OPTION_MAX)) ctx.addIssue({ code: 'custom', message: QUIZ_MSG.optionMax });
  });

/** Without an id (or with null) a new question is created; with one, that question is replaced. */
export const quizSaveBody = z.object({
  id: recordId.nullish(),
  question: requiredText(QUIZ_MSG.questionRequired, QUIZ_QUESTION_MAX, QUIZ_MSG.questionMax),
  answer: requiredText(QUIZ_MSG.answerRequired, QUIZ_ANSWER_MAX, QUIZ_MSG.answerMax),
  options,
});
export type QuizSaveInput = z.infer<typeof quizSaveBody>;
export type QuizInput = Omit<QuizSaveInput, 'id'>;

export const quizOption = z.object({
  id: z.number(),
  option: z.string(),
});
export type QuizOption = z.infer<typeof quizOption>;

/**
 * A question as a reply carries it. The answer goes to the editor only: the recipient's quiz is scored
 * by the server (POST api/quizzes/attempt, decision 017), so a viewer's replies leave it out.
 */
export const quizQuestion = z.object({
  id: z.number(),
  question: z.string(),
  answer: z.string().optional(),
  quiz_options: z.array(quizOption),
});
export type QuizQuestion = z.infer<typeof quizQuestion>;

export const quizListReply = z.object({
  success: z.literal(true),
  data: z.array(quizQuestion),
});

export const quizReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: quizQuestion,
});

export const quizDeleteReply = z.object({
  success: z.literal(true),
  message: z.string(),
});
