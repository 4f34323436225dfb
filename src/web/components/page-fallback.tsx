import { id } from '@/i18n/id';

// What a page shows in place of its content: while its code loads (`PageFallback`), and where a read failed
// (`LoadFailed`): the spec's words where the read's content would be, as an alert, with a retry button
// where the page offers one. The failure's log and toast are `useLoadFailure`'s (lib/toast.ts). Both sit in modules of
// the first load, so every page has them without a chunk of their own (decision 019).

/** Shown while a page's code chunk loads (on the first visit the loading screen covers it). */
export function PageFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-rose-400" role="status" aria-live="polite">
      {id.pageLoading}
    </div>
  );
}

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
