import { ApiError } from './client';

// The failure a mutation hook of src/web/api hands to its component (decision 013): already in the words
// to show, so a component renders `error.message` and never maps a failure itself.

/** A failed write: `message` is what the user sees; the original failure is its `cause`. */
export class WriteError extends Error {
  /** The server's field errors, if it sent any. */
  readonly errors: Record<string, string[]>;
  /** The caller stopped the write (Cancel, leaving the page): nothing to show. */
  readonly aborted: boolean;

  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'WriteError';
    this.errors = cause instanceof ApiError ? cause.errors : {};
    this.aborted = cause instanceof DOMException && cause.name === 'AbortError';
  }

  /** The first message for a field, if the server sent one. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

/**
 * Runs one write; a failure is logged as '{request} failed' (SPEC.md §8: errors are also logged) and
 * rethrown as a WriteError worded by `word`. A stopped write is rethrown unlogged.
 */
export async function worded<T>(request: string, write: Promise<T>, word: (error: unknown) => string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const failure = new WriteError(word(error), error);
    if (!failure.aborted) console.error(`${request} failed`, error);
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
