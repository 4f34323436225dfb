import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MainGiftStatus, QuizAttemptBody, QuizAttemptResult, mainGiftStatusReply, quizAttemptReply } from '@shared/schemas/main-gift';
import { idMenu } from '@/i18n/id-menu';
import { apiFetch } from './client';
import { useWrite, type WriteCallbacks } from './write';

// The Main Gift lock (decision 017): GET api/main-gift/status, the verdict the menu heart and the Main
// Gift pages follow; POST api/quizzes/attempt, the recipient's answers, scored by the server (a perfect
// attempt unlocks Main Gift for the session, so it changes the verdict).

type MainGiftStatusReply = z.infer<typeof mainGiftStatusReply>;
type QuizAttemptReply = z.infer<typeof quizAttemptReply>;
export type QuizAttemptAnswers = QuizAttemptBody['answers'];

export async function getMainGiftStatus(signal?: AbortSignal): Promise<MainGiftStatus> {
  const reply = await apiFetch<MainGiftStatusReply>('/api/main-gift/status', { signal });
  return reply.data;
}

/** Never served from an old answer: the giver may have changed the quiz or the menu meanwhile. */
export const mainGiftStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['main-gift-status'],
    queryFn: ({ signal }) => getMainGiftStatus(signal),
    staleTime: 0,
  });

export function useMainGiftStatus() {
  return useQuery(mainGiftStatusQueryOptions());
}

export async function submitQuizAttempt(answers: QuizAttemptAnswers): Promise<QuizAttemptResult> {
  const reply = await apiFetch<QuizAttemptReply>('/api/quizzes/attempt', { method: 'POST', json: { answers } });
  return reply.data;
}

/** Sends the quiz's answers; resolves with the server's score once the verdict is refetched. */
export function useQuizAttempt(callbacks: WriteCallbacks<QuizAttemptResult, QuizAttemptAnswers> = {}) {
  return useWrite(
    {
      request: 'POST /api/quizzes/attempt',
      write: submitQuizAttempt,
      // docs/product.md §8 has one message for a score that could not be checked, whatever the reply said.
      word: () => idMenu.checkFailed,
      changes: [mainGiftStatusQueryOptions().queryKey],
    },
    callbacks,
  );
}
