import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from './client';

// Which kind of host served this page (issue 14). With BASE_DOMAIN, the server serves the same app on
// every gift's host and on BASE_DOMAIN itself, the operator's console. A gift's host answers
// GET /api/session (even a private gift does); the console's host refuses every gift call with 404 and
// answers GET /api/operator/session with `console: true`. Asking in this order costs a gift nothing but
// a 200 it would make anyway, and never a refused call (which a browser logs as an error).

export type HostKind = 'gift' | 'console';

interface OperatorSessionReply {
  console?: boolean;
}

export async function getHostKind(signal?: AbortSignal): Promise<HostKind> {
  try {
    await apiFetch('/api/session', { signal });
    return 'gift';
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) return 'gift';
  }
  try {
    const reply = await apiFetch<OperatorSessionReply>('/api/operator/session', { signal });
    return reply.console === true ? 'console' : 'gift';
  } catch {
    return 'gift';
  }
}

export const hostKindQueryOptions = () =>
  queryOptions({
    queryKey: ['host-kind'],
    queryFn: ({ signal }) => getHostKind(signal),
    // A page's host does not change while it is open.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useHostKind() {
  return useQuery(hostKindQueryOptions());
}
