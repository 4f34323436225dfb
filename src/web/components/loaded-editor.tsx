import { useDeferredValue, type ReactNode } from 'react';
import { LoadingCard } from './editor-parts';
import { useLoadFailure } from '@/lib/toast';

// An entry editor's panel (docs/product.md §2, §8): the loading card while its record is read, a toast (and a
// log line) if that fails, then the form, filled from the record or empty.

export interface LoadedEditorProps<T> {
  /** The record's query. */
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };
  /** The read, for the log: 'GET /api/opening'. */
  request: string;
  texts: { heading: string; reloadNote: string; loading: string; loadFailed: string };
  /** The form, from the record (null when there is none or it could not be read). */
  children: (record: T | null) => ReactNode;
}

export function LoadedEditor<T>({ query, request, texts, children }: LoadedEditorProps<T>) {
  useLoadFailure(query, request, texts.loadFailed);
  // The form is drawn after the record arrives in a background render, in slices: a query's answer is otherwise drawn
  // in one piece, however long the form.
  const pending = useDeferredValue(query.isPending);
  if (pending) return <LoadingCard texts={texts} loadingText={texts.loading} />;
  return children(query.data ?? null);
}
