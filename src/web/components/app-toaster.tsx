import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { useLocation } from '@/lib/router';
import { toast, toastStore, type Toast } from '@/lib/toast';

// docs/product.md §9: top right, at most 20 at once (src/web/lib/toast.ts keeps the durations and the limit).
// A toast belongs to its page (so a stale 'Email atau password salah' cannot cover 'Logout'): moving to
// another page removes the toasts raised before, except the one of the action that moved it ('saved').

/** A toast raised this shortly before the page changed announces the change itself, and stays. */
export const TOAST_CARRY_MS = 500;

const MARK: Record<Toast['type'], string> = { blank: '', success: '✓', error: '✕', loading: '' };
const MARK_STYLE: Record<Toast['type'], string> = {
  blank: '',
  success: 'bg-emerald-500 text-white',
  error: 'bg-rose-600 text-white',
  loading: '',
};

function ToastMark({ item }: { item: Toast }) {
  // '' : the message opens with its own emoji ('❌ Gagal…'), and a second mark would double it.
  if (item.icon !== undefined) return item.icon ? <span aria-hidden="true">{item.icon}</span> : null;
  if (item.type === 'loading') {
    return <span aria-hidden="true" className="size-4 shrink-0 animate-spin rounded-full border-2 border-rose-200 border-t-rose-600" />;
  }
  if (item.type === 'blank') return null;
  return (
    <span aria-hidden="true" className={`grid size-5 shrink-0 place-items-center rounded-full text-xs font-bold ${MARK_STYLE[item.type]}`}>
      {MARK[item.type]}
    </span>
  );
}

export function AppToaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  const { pathname } = useLocation();

  const dismissEarlierToasts = useEffectEvent(() => {
    const raisedBefore = Date.now() - TOAST_CARRY_MS;
    // Removed at once, not faded: a fading toast still sits over the new page's controls for a moment.
    toasts.filter((t) => t.createdAt < raisedBefore).forEach((t) => toast.remove(t.id));
  });
  useEffect(() => dismissEarlierToasts(), [pathname]);

  return (
    <div
      // A page whose header must stay clickable keeps toasts below it (features/edit-hub/toasts-below.ts), unless a
      // modal covers that header anyway: then they keep to the top.
      className={
        'pointer-events-none fixed inset-x-4 top-[calc(var(--kado-toast-top,0px)+1rem)] z-[9999] flex flex-col items-end gap-2 ' +
        '[html:has([aria-modal=true])_&]:top-4'
      }
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          role="status"
          aria-live="polite"
          className={
            'kado-toast pointer-events-auto flex max-w-sm items-center gap-2 rounded-xl bg-white px-3 py-2 ' +
            'text-rose-950 shadow-lg shadow-rose-200/60 transition-opacity duration-200 motion-reduce:transition-none ' +
            (item.visible ? 'opacity-100' : 'opacity-0')
          }
        >
          <ToastMark item={item} />
          <span>{item.message}</span>
        </div>
      ))}
    </div>
  );
}
