import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HeartCounts, HeartTarget, HeartedItem, heartCountsReply, heartToggleReply } from '@shared/schemas/replies';
import { apiFetch, errorMessage } from './client';
import { useWrite, type WriteCallbacks } from './write';
import { idHearts } from '@/i18n/id-hearts';

// The recipient's hearts (decision 043): GET /api/reactions (counts, this session's hearts, the hearted items
// for the hub) and POST /api/reactions { target, id } (the recipient's heart, toggled). Loaded with the
// gallery's large view and the love-moment cards, so it stays apart from the reply page's code.

type HeartCountsReply = z.infer<typeof heartCountsReply>;
export type HeartToggleReply = z.infer<typeof heartToggleReply>;
export type Hearts = HeartCounts & { items: HeartedItem[] };

export const heartsQueryOptions = () =>
  queryOptions({
    queryKey: ['reactions'],
    queryFn: async ({ signal }): Promise<Hearts> => (await apiFetch<HeartCountsReply>('/api/reactions', { signal })).data,
  });

export function useHearts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...heartsQueryOptions(), enabled: options.enabled ?? true });
}

export function useToggleHeart(callbacks: WriteCallbacks<HeartToggleReply, { target: HeartTarget; id: number }> = {}) {
  return useWrite(
    {
      request: 'POST /api/reactions',
      write: (body) => apiFetch<HeartToggleReply>('/api/reactions', { method: 'POST', json: body }),
      word: (error) => errorMessage(error, idHearts.failed),
      changes: [heartsQueryOptions().queryKey],
    },
    callbacks,
  );
}
