import { useRef } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FieldErrors } from '@shared/field-errors';
import { ApiError } from './client';

// The one shape of a write (decision 013): every mutation hook of src/web/api is a useWrite. It owns the
// request, the cache rule (after success, refetch what the write changed, by the keys of its queryOptions
// factories, and only then resolve) and the words of a failure, which reaches the component as a
// WriteError whose `message` is shown as it is.

/**
 * A failed write: `message` is what the user sees; the original failure is its `cause`, which components
 * leave alone: what they need of it is read here (`errors`, `status`, `aborted`). A form takes `errors`
 * through the one adapter, `serverFieldErrors` (src/web/lib/form-errors.ts).
 */
export class WriteError extends Error {
  /** The server's field errors, if it sent any. */
  readonly errors: FieldErrors;
  /** The reply's HTTP status (401 a wrong PIN, 429 too many tries); 0 when there was no reply. */
  readonly status: number;
  /** The caller stopped the write (Cancel, leaving the page): nothing to show. */
  readonly aborted: boolean;

  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'WriteError';
    this.errors = cause instanceof ApiError ? cause.errors : {};
    this.status = cause instanceof ApiError ? cause.status : 0;
    this.aborted = cause instanceof DOMException && cause.name === 'AbortError';
  }
}

/**
 * Runs one write; a failure is logged as '{request} failed' (docs/product.md §8: errors are also logged) and
 * rethrown as a WriteError worded by `word`. A stopped write, or any failure with `log` false, is rethrown unlogged.
 */
export async function worded<T>(request: string, write: Promise<T>, word: (error: unknown) => string, log = true): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const failure = new WriteError(word(error), error);
    if (log && !failure.aborted) console.error(`${request} failed`, error);
    throw failure;
  }
}

/** What a component may add to a write hook: its own reaction once the hook has done its part. */
export interface WriteCallbacks<TData, TVariables> {
  /** After the write and the refetch of what it changed. */
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: WriteError, variables: TVariables) => void;
  onSettled?: () => void;
}

export interface WriteSpec<TData, TVariables> {
  /** The request, for the log: 'POST /api/coupon'. */
  request: string | ((variables: TVariables) => string);
  write: (variables: TVariables) => Promise<TData>;
  /** A failure in the words to show: errorMessage(error, the spec's message), or a resource's adapter on it. */
  word: (error: unknown, variables: TVariables) => string;
  /** The queries the write changes, as their factories give them: `[couponQueryOptions().queryKey]`. */
  changes: readonly QueryKey[];
  /** Refetch after a failure too (the record may have gone meanwhile); not awaited. */
  refetchOnFailure?: boolean;
  /** False where a refusal is an answer the page shows, not a fault (a wrong PIN, a refused login): not logged. */
  log?: boolean;
  /** Decision 013's one optimistic write (docs/product.md §4: selecting a Plan toggles it locally first). */
  optimistic?: Optimistic<TData, TVariables>;
}

/**
 * `show` changes the cache before the request (the reads of `changes` are stopped first, so none lands
 * over it), `settle` puts the reply in, `undo` puts back what `show` changed after a failure. The refetch
 * of `changes` waits for the last of the hook's writes in flight, so it never undoes a change on its way.
 */
export interface Optimistic<TData, TVariables> {
  show: (variables: TVariables) => void;
  settle?: (data: TData, variables: TVariables) => void;
  undo: (variables: TVariables) => void;
}

/**
 * A write as a mutation: the component's callbacks run after the hook's part (the refetch awaited on
 * success), and run even if the component has gone meanwhile (a deleted card), as mutation-level ones do.
 */
export function useWrite<TData, TVariables = void>(
  { request, write, word, changes, refetchOnFailure = false, log = true, optimistic }: WriteSpec<TData, TVariables>,
  callbacks: WriteCallbacks<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  /** The hook's optimistic writes not yet settled (this one included). */
  const inFlight = useRef(0);
  const refetch = () => Promise.all(changes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation<TData, WriteError, TVariables>({
    mutationFn: (variables) =>
      worded(typeof request === 'string' ? request : request(variables), write(variables), (error) => word(error, variables), log),
    onMutate:
      optimistic &&
      (async (variables) => {
        inFlight.current += 1;
        await Promise.all(changes.map((queryKey) => queryClient.cancelQueries({ queryKey })));
        optimistic.show(variables);
      }),
    onSuccess: async (data, variables) => {
      optimistic?.settle?.(data, variables);
      if (!optimistic || inFlight.current === 1) await refetch();
      callbacks.onSuccess?.(data, variables);
    },
    onError: (error, variables) => {
      optimistic?.undo(variables);
      if (refetchOnFailure) void refetch();
      callbacks.onError?.(error, variables);
    },
    onSettled: () => {
      if (optimistic) inFlight.current -= 1;
      callbacks.onSettled?.();
    },
  });
}
