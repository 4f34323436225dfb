import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DaysOfLove, DaysOfLoveInput, daysOfLoveReply } from '@shared/schemas/days-of-love';
import { id } from '@/i18n/id';
import { apiFetch } from './client';
import { milestonesQueryOptions } from './milestones';
import { useWrite, type WriteCallbacks } from './write';

// Days of love (docs/product.md §7): GET api/days-of-love (a viewer's read), POST api/days-of-love (the editor's save).

type DaysOfLoveReply = z.infer<typeof daysOfLoveReply>;

export async function getDaysOfLove(signal?: AbortSignal): Promise<DaysOfLove> {
  const reply = await apiFetch<DaysOfLoveReply>('/api/days-of-love', { signal });
  return reply.data;
}

export const daysOfLoveQueryOptions = () =>
  queryOptions({
    queryKey: ['days-of-love'],
    queryFn: ({ signal }) => getDaysOfLove(signal),
  });

export function useDaysOfLove() {
  return useQuery(daysOfLoveQueryOptions());
}

export function saveDaysOfLove(input: DaysOfLoveInput): Promise<DaysOfLoveReply> {
  return apiFetch<DaysOfLoveReply>('/api/days-of-love', { method: 'POST', json: input });
}

/** The editor's save. docs/product.md §8: a failure reads 'Terjadi kesalahan saat menyimpan data.'. */
export function useSaveDaysOfLove(callbacks: WriteCallbacks<DaysOfLoveReply, DaysOfLoveInput> = {}) {
  return useWrite(
    {
      request: 'POST /api/days-of-love',
      write: saveDaysOfLove,
      word: () => id.api.saveFailed,
      // The computed milestones follow the start date.
      changes: [daysOfLoveQueryOptions().queryKey, milestonesQueryOptions().queryKey],
    },
    callbacks,
  );
}
