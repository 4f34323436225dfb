import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { heartMomentOnThisDayReply } from '@shared/schemas/heart-moments';
import { apiFetch } from './client';

// 'Hari ini, setahun lalu' on the counter page (docs/product.md §29): GET /api/heart-moments/on-this-day, a shared
// moment or a gallery photo of this day one year or more ago, or null. A module of its own, so the counter page's
// chunk carries neither Momen Hati's writes nor its words.

type OnThisDayReply = z.infer<typeof heartMomentOnThisDayReply>;
export type OnThisDay = NonNullable<OnThisDayReply['data']>;

export const onThisDayQueryOptions = () =>
  queryOptions({
    queryKey: ['heart-moments', 'on-this-day'],
    queryFn: async ({ signal }): Promise<OnThisDay | null> =>
      (await apiFetch<OnThisDayReply>('/api/heart-moments/on-this-day', { signal })).data,
  });

export function useOnThisDay() {
  return useQuery(onThisDayQueryOptions());
}
