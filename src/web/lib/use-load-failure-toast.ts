import { useEffect } from 'react';
import { toast } from '@/lib/toast';

// An editor panel whose record could not be read says so once (docs/product.md §8 load messages) and logs why.

/** Shows `message` as an error toast (one per `toastId`) and logs `request` when `query` fails. */
export function useLoadFailureToast(query: { isError: boolean; error: unknown }, request: string, message: string, toastId: string): void {
  const { isError, error } = query;
  useEffect(() => {
    if (!isError) return;
    console.error(`${request} failed`, error);
    toast.error(message, { id: toastId });
  }, [isError, error, request, message, toastId]);
}
