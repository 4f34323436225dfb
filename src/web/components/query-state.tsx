import type { ReactNode } from 'react';

// What a page draws where a read failed (decision 095): `LoadFailed`, the spec's words as an alert, with a retry
// button where the page offers one; and `QueryState`, what a list shows while its query runs: a loading status,
// `LoadFailed` with a retry, an empty message, or the list itself. The log and any toast are `useLoadFailure`'s
// (lib/use-load-failure.ts).

interface LoadFailedProps {
  /** The spec's words for this failed read (docs/product.md §8). */
  words: string;
  /** Where the alert sits and its colour: the page's own. */
  className?: string;
  /** The retry button's words and what it does; without them the alert stands alone. */
  retry?: string;
  onRetry?: () => void;
}

export function LoadFailed({ words, className, retry, onRetry }: LoadFailedProps) {
  const alert = (
    <p role="alert" className={className}>
      {words}
    </p>
  );
  return onRetry ? (
    <div className="flex flex-col items-center gap-3 p-4 text-center">
      {alert}
      <button type="button" className="btn-secondary" onClick={onRetry}>
        {retry}
      </button>
    </div>
  ) : (
    alert
  );
}

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
