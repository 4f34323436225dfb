import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Reveal, revealSaveReply } from '@shared/schemas/reveal';
import { apiFetch, errorMessage } from './client';
import { useWrite, type WriteCallbacks } from './write';

// The timed reveal (decision 039): GET /api/reveal gives the moment the gift opens and the server's time;
// PUT (the giver's) sets or removes it. On the recipient's first load, so the reply is not parsed with zod.

type RevealSaveReply = z.infer<typeof revealSaveReply>;

/** The reply, and when it arrived on this page's monotonic clock: the countdown runs from the server's `now`. */
export interface RevealReading extends Reveal {
  receivedAt: number;
}

export async function getReveal(signal?: AbortSignal): Promise<RevealReading> {
  const reply = await apiFetch<{ data: Reveal }>('/api/reveal', { signal });
  return { ...reply.data, receivedAt: performance.now() };
}

export const revealQueryOptions = () =>
  queryOptions({
    queryKey: ['reveal'],
    queryFn: ({ signal }) => getReveal(signal),
    // `now` ages: a reading kept from earlier would count from a stale time.
    staleTime: 0,
  });

export function useReveal() {
  return useQuery(revealQueryOptions());
}

export function saveReveal(revealAt: string | null): Promise<RevealSaveReply> {
  return apiFetch<RevealSaveReply>('/api/reveal', { method: 'PUT', json: { reveal_at: revealAt } });
}

export function useSaveReveal(fallback: string, callbacks: WriteCallbacks<RevealSaveReply, string | null> = {}) {
  return useWrite(
    {
      request: 'PUT /api/reveal',
      write: saveReveal,
      word: (error) => errorMessage(error, fallback),
      changes: [revealQueryOptions().queryKey],
      refetchOnFailure: true,
    },
    callbacks,
  );
}
