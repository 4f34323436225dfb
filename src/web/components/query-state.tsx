import { useDeferredValue, type ReactNode } from 'react';
import { LoadFailed } from './page-fallback';

// What a list shows while its query runs: a loading status, the failed read's alert with a retry button
// (`LoadFailed`), an empty message, or the list itself. When the read answers, the list is drawn in a render of its
// own after the one the answer starts, which React does in slices between frames: on a slow phone the page's first
// render of its list is not one long task (decision 098). A list already in the cache is drawn at once.

export interface QueryStateWords {
  loading: string;
  loadFailed: string;
  retry: string;
  empty: string;
}

interface QueryStateProps {
  pending: boolean;
  failed: boolean;
  empty: boolean;
  onRetry: () => void;
  words: QueryStateWords;
  /** The list, shown once it has loaded with something in it. */
  children: ReactNode;
}

export function QueryState({ pending, failed, empty, onRetry, words, children }: QueryStateProps) {
  const waiting = useDeferredValue(pending);
  if (waiting) {
    return (
      <p className="p-4 text-center text-rose-900/70" role="status">
        {words.loading}
      </p>
    );
  }
  if (failed) {
    return (
      <LoadFailed
        words={words.loadFailed}
        className="rounded-xl bg-rose-100 px-4 py-2 text-rose-800"
        retry={words.retry}
        onRetry={onRetry}
      />
    );
  }
  if (empty) return <p className="p-4 text-center text-rose-900/70">{words.empty}</p>;
  return children;
}
