import { useEffect } from 'react';
import { TOAST_BLANK_MS, TOAST_ERROR_MS, TOAST_MAX, TOAST_SUCCESS_MS } from '@shared/constants';

// Kado's toasts (docs/product.md §9: top right, at most 20 at once; error 4000 ms, success 2000 ms, blank 4000 ms,
// loading until done). A small store of our own rather than a toast package with a CSS-in-JS engine: 3.4 KB
// less on every first load (decision 026). Its API has react-hot-toast's shape, as much as Kado needs:
// toast(), .success(), .error(), .loading(), .dismiss(), .remove(); the same id updates a toast in place.

export type ToastType = 'blank' | 'success' | 'error' | 'loading';

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  /** A character shown before the message instead of the type's own mark. */
  icon?: string;
  /** When it was raised (or last updated), ms since the epoch. */
  createdAt: number;
  /** False while it fades out, before it is removed. */
  visible: boolean;
}

export interface ToastOptions {
  id?: string;
  duration?: number;
  icon?: string;
}

const DURATION: Record<ToastType, number> = {
  blank: TOAST_BLANK_MS,
  success: TOAST_SUCCESS_MS,
  error: TOAST_ERROR_MS,
  loading: Infinity,
};
/** How long a dismissed toast fades before it is removed. */
export const TOAST_FADE_MS = 200;

let toasts: readonly Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function set(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function clearTimer(id: string) {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

function show(type: ToastType, message: string, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++counter}`;
  const toast: Toast = { id, type, message, icon: options.icon, createdAt: Date.now(), visible: true };
  clearTimer(id);
  const updated = toasts.some((t) => t.id === id);
  // The newest first; beyond the limit the oldest visible ones fade out.
  const next = updated ? toasts.map((t) => (t.id === id ? toast : t)) : [toast, ...toasts];
  const overflow = next
    .filter((t) => t.visible)
    .slice(TOAST_MAX)
    .map((t) => t.id);
  set(next);
  for (const old of overflow) dismiss(old);
  const duration = options.duration ?? DURATION[type];
  if (Number.isFinite(duration))
    timers.set(
      id,
      setTimeout(() => dismiss(id), duration),
    );
  return id;
}

/** Fades a toast (or every toast) out, then removes it. */
function dismiss(id?: string): void {
  const ids = id === undefined ? toasts.map((t) => t.id) : [id];
  if (!toasts.some((t) => ids.includes(t.id) && t.visible)) return;
  set(toasts.map((t) => (ids.includes(t.id) ? { ...t, visible: false } : t)));
  for (const gone of ids) {
    clearTimer(gone);
    timers.set(
      gone,
      setTimeout(() => remove(gone), TOAST_FADE_MS),
    );
  }
}

/** Removes a toast (or every toast) at once, without fading. */
function remove(id?: string): void {
  const ids = id === undefined ? toasts.map((t) => t.id) : [id];
  for (const gone of ids) clearTimer(gone);
  if (toasts.some((t) => ids.includes(t.id))) set(toasts.filter((t) => !ids.includes(t.id)));
}

export const toast = Object.assign((message: string, options?: ToastOptions) => show('blank', message, options), {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  loading: (message: string, options?: ToastOptions) => show('loading', message, options),
  dismiss,
  remove,
});

/** For useSyncExternalStore: the toasts, newest first. */
export const toastStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): readonly Toast[] => toasts,
};

// The one way a page takes a failed read (decision 095), beside the toasts every first load already carries: the
// failure is logged as '{request} failed' (docs/product.md §8: failures are logged as well as told) and, where the
// spec's words for it are a toast, they are shown once (one toast per request and words, even when the effect runs
// twice or two parts of a page read the same list). What the page draws in its place is `LoadFailed`
// (components/page-fallback.tsx).

/** Logs `request` when `query` fails and, given `toastWords`, shows them as an error toast. */
export function useLoadFailure(query: { isError: boolean; error: unknown }, request: string, toastWords?: string): void {
  const { isError, error } = query;
  useEffect(() => {
    if (!isError) return;
    console.error(`${request} failed`, error);
    if (toastWords) toast.error(toastWords, { id: `${request} ${toastWords}` });
  }, [isError, error, request, toastWords]);
}
