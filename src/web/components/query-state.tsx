import type { ReactNode } from 'react';

// What a list shows while its query runs: a loading status, an error with a retry button, an empty
// message, or the list itself.

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
  if (pending) {
    return (
      <p className="p-4 text-center text-rose-900/70" role="status">
        {words.loading}
      </p>
    );
  }
  if (failed) {
    return (
      <div className="flex flex-col items-center gap-3 p-4 text-center">
        <p role="alert" className="rounded-xl bg-rose-100 px-4 py-2 text-rose-800">
          {words.loadFailed}
        </p>
        <button type="button" className="btn-secondary" onClick={onRetry}>
          {words.retry}
        </button>
      </div>
    );
  }
  if (empty) return <p className="p-4 text-center text-rose-900/70">{words.empty}</p>;
  return children;
}
