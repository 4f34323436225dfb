import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OpeningInput, OpeningListItem, openingListReply, openingSaveReply } from '@shared/schemas/opening';
import { id } from '@/i18n/id';
import { apiFetch } from './client';
import { useWrite, type WriteCallbacks } from './write';

// GET /api/opening (docs/product.md §7): the first item is the opening. Types come from the shared schema; the
// reply is not parsed at run time here because this module is on the recipient's first load, and
// zod is kept out of that bundle (the server already serialises through the same schema).

type OpeningListReply = z.infer<typeof openingListReply>;
type OpeningSaveReply = z.infer<typeof openingSaveReply>;

/** The opening, with the timed reveal's moment when the giver set one. */
export async function getOpening(signal?: AbortSignal): Promise<OpeningListItem | null> {
  const reply = await apiFetch<OpeningListReply>('/api/opening', { signal });
  return reply.data[0] ?? null;
}

export const openingQueryOptions = () =>
  queryOptions({
    queryKey: ['opening'],
    queryFn: ({ signal }) => getOpening(signal),
  });

export function useOpening() {
  return useQuery(openingQueryOptions());
}

export function saveOpening(input: OpeningInput): Promise<OpeningSaveReply> {
  return apiFetch<OpeningSaveReply>('/api/opening', { method: 'POST', json: input });
}

/**
 * The editor's save: resolves once the opening is refetched. docs/product.md §8: a failure is logged
 * and always reads 'Gagal menyimpan data.' (the server's field errors show under the fields).
 */
export function useSaveOpening(callbacks: WriteCallbacks<OpeningSaveReply, OpeningInput> = {}) {
  return useWrite(
    {
      request: 'POST /api/opening',
      write: saveOpening,
      word: () => id.opening.saveFailed,
      changes: [openingQueryOptions().queryKey],
    },
    callbacks,
  );
}
