import { id } from '@/i18n/id';

/** Shown while a page's code chunk loads (on the first visit the loading screen covers it). */
export function PageFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-rose-400" role="status" aria-live="polite">
      {id.pageLoading}
    </div>
  );
}
