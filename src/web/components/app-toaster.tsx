import { useEffect } from 'react';
import { toast, Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_BLANK_MS, TOAST_ERROR_MS, TOAST_MAX, TOAST_SUCCESS_MS } from '@shared/constants';

// SPEC.md §9: top right, at most 20 at once; error 4000 ms, success 2000 ms, blank 4000 ms, loading until done.

const toastOptions = {
  className: 'kado-toast',
  blank: { duration: TOAST_BLANK_MS },
  error: { duration: TOAST_ERROR_MS },
  success: { duration: TOAST_SUCCESS_MS },
  loading: { duration: Infinity },
};

export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    // The store lists the newest first: whatever lies beyond the limit is the oldest.
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_MAX)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return <Toaster position="top-right" toastOptions={toastOptions} />;
}
