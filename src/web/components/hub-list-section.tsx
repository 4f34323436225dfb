import { useId, type ReactNode } from 'react';
import { LoadFailed } from './page-fallback';
import { useLoadFailure } from '@/lib/toast';

// A list the edit hub reads from the server (the replies, the hearted items, the wishes): a heading, then
// 'loading' (a status), 'failed' (an alert, the failure logged with its request), 'empty', or the items.

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

interface HubListSectionProps<T> {
  heading: string;
  /** The query's state; `items` are its list once it has answered. */
  query: ListQuery;
  items: readonly T[] | undefined;
  /** The request, as the console names a failure: 'GET /api/replies'. */
  request: string;
  texts: { loading: string; loadFailed: string; empty: string };
  /** The items, when there are some. */
  children: (items: readonly T[]) => ReactNode;
}

export function HubListSection<T>({ heading, query, items, request, texts, children }: HubListSectionProps<T>) {
  const headingId = useId();
  useLoadFailure(query, request);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-bold text-rose-800">
        {heading}
      </h3>
      {query.isPending ? (
        <p role="status" className="mt-2 text-rose-900/70">
          {texts.loading}
        </p>
      ) : query.isError || !items ? (
        <LoadFailed words={texts.loadFailed} className="mt-2 text-red-700" />
      ) : items.length === 0 ? (
        <p className="mt-2 text-rose-900/80">{texts.empty}</p>
      ) : (
        children(items)
      )}
    </section>
  );
}
