import { useEffect } from 'react';
import { toast } from '@/lib/toast';

// The one way a page takes a failed read (decision 095): every query whose GET failed is logged here as
// '{request} failed' (docs/product.md §8: failures are logged as well as told), and where the spec's words for it are
// a toast, they are shown here once (one toast per request and words, even when the effect runs twice). What the page
// draws in the failed read's place is `LoadFailed` (components/query-state.tsx).

/** Logs `request` when `query` fails and, given `toastWords`, shows them as an error toast. */
export function useLoadFailure(query: { isError: boolean; error: unknown }, request: string, toastWords?: string): void {
  const { isError, error } = query;
  useEffect(() => {
    if (!isError) return;
    console.error(`${request} failed`, error);
    if (toastWords) toast.error(toastWords, { id: `${request} ${toastWords}` });
  }, [isError, error, request, toastWords]);
}
