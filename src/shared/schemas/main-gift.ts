import { z } from 'zod';
import { QUIZ_OPTION_MAX } from '../constants.js';
import { MSG } from '../messages.js';
import { recordId } from './common.js';

// The Main Gift lock on the wire (decision 017): the quiz attempt scored by the server, and the
// verdict the recipient's pages follow.

/** More answers than any gift has questions is not an attempt. */
export const QUIZ_ATTEMPT_MAX_ANSWERS = 500;

export const quizAttemptBody = z.object(
  {
    answers: z
      .array(
        z.object({
          question_id: recordId,
          // Longer than any option can be is simply wrong, not an error.
          answer: z.string().max(QUIZ_OPTION_MAX * 4),
        }),
      )
      .max(QUIZ_ATTEMPT_MAX_ANSWERS),
  },
  { error: MSG.invalidInput },
);
export type QuizAttemptBody = z.infer<typeof quizAttemptBody>;

export const quizAttemptResult = z.object({
  score: z.number(),
  total: z.number(),
  perfect: z.boolean(),
});
export type QuizAttemptResult = z.infer<typeof quizAttemptResult>;

export const quizAttemptReply = z.object({
  success: z.literal(true),
  data: quizAttemptResult,
});

/**
 * Why Main Gift is open or locked for this session: 'quiz' is the only locked one (a question waits and
 * Mini Games is in the menu); 'passed' a perfect attempt in this session; 'no-quiz' no question;
 * 'no-games' Mini Games not selected; 'editor' the giver, never locked.
 */
export const MAIN_GIFT_REASONS = ['quiz', 'passed', 'no-quiz', 'no-games', 'editor'] as const;
export type MainGiftReason = (typeof MAIN_GIFT_REASONS)[number];

export const mainGiftStatus = z.object({
  locked: z.boolean(),
  reason: z.enum(MAIN_GIFT_REASONS),
});
export type MainGiftStatus = z.infer<typeof mainGiftStatus>;

export const mainGiftStatusReply = z.object({
  success: z.literal(true),
  data: mainGiftStatus,
});
