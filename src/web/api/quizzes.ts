import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { QuizOption, QuizQuestion, QuizSaveInput, quizDeleteReply, quizListReply, quizReply } from '@shared/schemas/quiz';
import { idGames } from '@/i18n/id-games';
import { apiFetch, errorMessage } from './client';
import { useWrite, type WriteCallbacks } from './write';

// Quiz questions (docs/product.md §7): GET api/quizzes, GET api/quizzes/{id}, POST api/quizzes/create-or-update,
// DELETE api/quizzes/question/{id}, DELETE api/quizzes/option/{id}. Writes are the editor's.

type QuizListReply = z.infer<typeof quizListReply>;
type QuizReply = z.infer<typeof quizReply>;
type QuizDeleteReply = z.infer<typeof quizDeleteReply>;

export async function getQuizzes(signal?: AbortSignal): Promise<QuizQuestion[]> {
  const reply = await apiFetch<QuizListReply>('/api/quizzes', { signal });
  return reply.data;
}

export async function getQuiz(questionId: number, signal?: AbortSignal): Promise<QuizQuestion> {
  const reply = await apiFetch<QuizReply>(`/api/quizzes/${questionId}`, { signal });
  return reply.data;
}

export const quizzesQueryOptions = () =>
  queryOptions({
    queryKey: ['quizzes'],
    queryFn: ({ signal }) => getQuizzes(signal),
  });

/** Under the list's key, so invalidating the list refreshes every question too. */
export const quizQueryOptions = (questionId: number) =>
  queryOptions({
    queryKey: [...quizzesQueryOptions().queryKey, questionId],
    queryFn: ({ signal }) => getQuiz(questionId, signal),
  });

export function useQuizzes() {
  return useQuery(quizzesQueryOptions());
}

export function useQuiz(questionId: number, enabled = true) {
  return useQuery({ ...quizQueryOptions(questionId), enabled });
}

/** Without an id a question is created; with one it is replaced (text, answer and options). */
export function saveQuiz(input: QuizSaveInput): Promise<QuizReply> {
  return apiFetch<QuizReply>('/api/quizzes/create-or-update', { method: 'POST', json: input });
}

export function deleteQuestion(questionId: number): Promise<QuizDeleteReply> {
  return apiFetch<QuizDeleteReply>(`/api/quizzes/question/${questionId}`, { method: 'DELETE' });
}

export function deleteOption(optionId: number): Promise<QuizDeleteReply> {
  return apiFetch<QuizDeleteReply>(`/api/quizzes/option/${optionId}`, { method: 'DELETE' });
}

/** Every write changes the list and the question under it (quizQueryOptions sits under the list's key). */
const QUIZ_CHANGES = [quizzesQueryOptions().queryKey];

/**
 * Creates or replaces a question. docs/product.md §8: the server's message or
 * 'Gagal menyimpan pertanyaan. Silakan coba lagi.'.
 */
export function useSaveQuiz(callbacks: WriteCallbacks<QuizReply, QuizSaveInput> = {}) {
  return useWrite(
    {
      request: 'POST /api/quizzes/create-or-update',
      write: saveQuiz,
      word: (error) => errorMessage(error, idGames.quizEditor.saveFailed),
      changes: QUIZ_CHANGES,
    },
    callbacks,
  );
}

/** docs/product.md §8: a failure (an alert) reads 'Gagal menghapus pertanyaan. Silakan coba lagi.' whatever the reply said. */
export function useDeleteQuestion(callbacks: WriteCallbacks<QuizDeleteReply, QuizQuestion> = {}) {
  return useWrite(
    {
      request: 'DELETE /api/quizzes/question',
      write: (question: QuizQuestion) => deleteQuestion(question.id),
      word: () => idGames.quizList.removeFailed,
      changes: QUIZ_CHANGES,
    },
    callbacks,
  );
}

/** docs/product.md §8: a failure reads 'Gagal: {reason}', the reason being the server's message when it gave one. */
export function useDeleteOption(callbacks: WriteCallbacks<QuizDeleteReply, QuizOption> = {}) {
  const t = idGames.quizOptions;
  return useWrite(
    {
      request: 'DELETE /api/quizzes/option',
      write: (option: QuizOption) => deleteOption(option.id),
      word: (error) => t.removeFailed(errorMessage(error, t.removeFailedReason)),
      changes: QUIZ_CHANGES,
    },
    callbacks,
  );
}
