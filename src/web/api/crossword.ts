import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CrosswordData, CrosswordInput, crosswordDeleteReply, crosswordReply, crosswordSaveReply } from '@shared/schemas/crossword';
import { idGames } from '@/i18n/id-games';
import { apiFetch, errorMessage } from './client';
import { useWrite, type WriteCallbacks } from './write';

// The giver's own crossword (the /games/tts page): GET, POST and DELETE api/crossword. Writes are the editor's.
// data is null until the giver has made one.

type CrosswordReply = z.infer<typeof crosswordReply>;
type CrosswordSaveReply = z.infer<typeof crosswordSaveReply>;
type CrosswordDeleteReply = z.infer<typeof crosswordDeleteReply>;

export async function getCrossword(signal?: AbortSignal): Promise<CrosswordData | null> {
  const reply = await apiFetch<CrosswordReply>('/api/crossword', { signal });
  return reply.data;
}

export const crosswordQueryOptions = () =>
  queryOptions({
    queryKey: ['crossword'],
    queryFn: ({ signal }) => getCrossword(signal),
  });

export function useCrossword() {
  return useQuery(crosswordQueryOptions());
}

/** The reply lists the words that could not cross the grid (data.unplaced). */
export function saveCrossword(input: CrosswordInput): Promise<CrosswordSaveReply> {
  return apiFetch<CrosswordSaveReply>('/api/crossword', { method: 'POST', json: input });
}

export function deleteCrossword(): Promise<CrosswordDeleteReply> {
  return apiFetch<CrosswordDeleteReply>('/api/crossword', { method: 'DELETE' });
}

/**
 * Saves the crossword (resolves once it is refetched; `onSuccess` gets the reply with the
 * words left out). A failure: the server's message, else its first field error, else the catalog's.
 */
export function useSaveCrossword(callbacks: WriteCallbacks<CrosswordSaveReply, CrosswordInput> = {}) {
  return useWrite(
    {
      request: 'POST /api/crossword',
      write: saveCrossword,
      word: (error) => errorMessage(error, idGames.crosswordEditor.saveFailed),
      changes: [crosswordQueryOptions().queryKey],
    },
    callbacks,
  );
}

export function useDeleteCrossword(callbacks: WriteCallbacks<CrosswordDeleteReply, void> = {}) {
  return useWrite(
    {
      request: 'DELETE /api/crossword',
      write: () => deleteCrossword(),
      word: (error) => errorMessage(error, idGames.crosswordEditor.removeFailed),
      changes: [crosswordQueryOptions().queryKey],
    },
    callbacks,
  );
}
