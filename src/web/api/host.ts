import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from './client';
import { sessionQueryOptions } from './session';

// Which kind of host served this page (decision 018). With BASE_DOMAIN, the server serves the same app on
// every gift's host and on BASE_DOMAIN itself, the operator's console. A gift's host answers
// GET /api/session (even a private gift does); the console's host refuses every gift call with 404 and
// answers GET /api/operator/session with `console: true`. Asking in this order costs a gift nothing but
// a 200 it would make anyway, and never a refused call (which a browser logs as an error).

export type HostKind = 'gift' | 'console';

interface OperatorSessionReply {
  console?: boolean;
}

/** `client` keeps the gift's session answer, so the page's own session check does not ask again. */
export async function getHostKind(client: QueryClient, signal?: AbortSignal): Promise<HostKind> {
  try {
    await client.fetchQuery(sessionQueryOptions());
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
    queryFn: ({ client, signal }) => getHostKind(client, signal),
    // A page's host does not change while it is open.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useHostKind() {
  return useQuery(hostKindQueryOptions());
}
