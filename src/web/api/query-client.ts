import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

/** Retrying a refusal (4xx) cannot help; a lost connection or a 5xx gets one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // Offline a read still goes out: the offline worker answers it from its store (decision 058). Paused
        // instead, a page never stored stayed 'Loading...' for good.
        networkMode: 'always',
        staleTime: 30_000,
        // A gift is read, not worked in: refetching on focus would restart the pages' animations.
        refetchOnWindowFocus: false,
      },
      // A write goes out offline too, and fails at once with no reply: paused instead, a save showed 'Menyimpan...'
      // without a word until the phone was online again (decision 081).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
