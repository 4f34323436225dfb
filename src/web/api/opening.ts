import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Opening, openingListReply } from '@shared/schemas/opening';
import { apiFetch } from './client';

// GET /api/opening (SPEC.md §7): the first item is the opening. Types come from the shared schema; the
// reply is not parsed at run time here because this module is on the recipient's first load, and
// zod is kept out of that bundle (the server already serialises through the same schema).

type OpeningListReply = z.infer<typeof openingListReply>;

export async function getOpening(signal?: AbortSignal): Promise<Opening | null> {
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
