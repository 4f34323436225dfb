import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Usage } from '@shared/schemas/usage';
import { apiFetch } from './client';

// The gift's storage use against its quota (decision 037): GET /api/usage, the giver's only.

export async function getUsage(signal?: AbortSignal): Promise<Usage> {
  const reply = await apiFetch<{ data: Usage }>('/api/usage', { signal });
  return reply.data;
}

export const usageQueryOptions = () =>
  queryOptions({
    queryKey: ['usage'],
    queryFn: ({ signal }) => getUsage(signal),
    staleTime: 0,
  });

export function useUsage() {
  return useQuery(usageQueryOptions());
}
