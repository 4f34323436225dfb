import { useEffect, useEffectEvent } from 'react';
import { useLocation } from '@/lib/router';
import { toast, Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_BLANK_MS, TOAST_ERROR_MS, TOAST_MAX, TOAST_SUCCESS_MS } from '@shared/constants';

// SPEC.md §9: top right, at most 20 at once; error 4000 ms, success 2000 ms, blank 4000 ms, loading until done.
// A toast belongs to its page (issue 13: a stale 'Email atau password salah' covered 'Logout'): moving to
// another page removes the toasts raised before, except the one of the action that moved it ('saved').

/** A toast raised this shortly before the page changed announces the change itself, and stays. */
export const TOAST_CARRY_MS = 500;

const toastOptions = {
  className: 'kado-toast',
  blank: { duration: TOAST_BLANK_MS },
  error: { duration: TOAST_ERROR_MS },
  success: { duration: TOAST_SUCCESS_MS },
  loading: { duration: Infinity },
};

export function AppToaster() {
  const { toasts } = useToasterStore();
  const { pathname } = useLocation();

  const dismissEarlierToasts = useEffectEvent(() => {
    const raisedBefore = Date.now() - TOAST_CARRY_MS;
    // Removed at once, not faded: a fading toast still sits over the new page's controls for a second.
    toasts.filter((t) => t.createdAt < raisedBefore).forEach((t) => toast.remove(t.id));
  });
  useEffect(() => dismissEarlierToasts(), [pathname]);

  useEffect(() => {
    // The store lists the newest first: whatever lies beyond the limit is the oldest.
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_MAX)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return <Toaster position="top-right" toastOptions={toastOptions} />;
}
