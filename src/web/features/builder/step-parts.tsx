import { createContext, use, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '@/api/client';
import { idBuilder } from '@/i18n/id-builder';
import { useOnline } from '@/lib/use-online';
import { LoadFailed } from '@/components/page-fallback';

// What every step shows around its own fields: the heading the builder focuses when the step comes (so a screen
// reader starts there), a hint, and the loading and failed states of the reads the step needs.

const t = idBuilder;

/** The builder's word that the heading of the step just come, not shown yet (its code loading), takes the focus. */
export const StepFocusContext = createContext<RefObject<boolean> | null>(null);

export function StepHeading({ id, children }: { id: string; children: ReactNode }) {
  const focusOnShowRef = use(StepFocusContext);
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (!focusOnShowRef?.current) return;
    focusOnShowRef.current = false;
    heading.current?.focus();
  }, [focusOnShowRef]);
  return (
    <h2 ref={heading} id={id} tabIndex={-1} className="font-display text-2xl font-bold text-rose-700 outline-none">
      {children}
    </h2>
  );
}

export function StepHint({ children }: { children: ReactNode }) {
  return <p className="mt-1 text-sm text-rose-900/80">{children}</p>;
}

export function StepLoading() {
  return (
    <p role="status" className="mt-4 text-rose-900/70">
      {t.checking}
    </p>
  );
}

/**
 * The step's fields once every read it needs has come; the loading or failed state until then. A read that got no
 * reply is named as the connection: offline, or the server not answering.
 */
export function Loaded({ queries, children }: { queries: UseQueryResult[]; children: () => ReactNode }) {
  const online = useOnline();
  const failed = queries.filter((query) => query.isError);
  if (failed.length > 0) {
    const unanswered = failed.some((query) => query.error instanceof ApiError && query.error.status === 0);
    return (
      <LoadFailed
        words={!online ? t.loadOffline : unanswered ? t.loadNoReply : t.loadFailed}
        className="rounded-xl bg-rose-100 px-4 py-2 text-rose-800"
        retry={t.retry}
        onRetry={() => failed.forEach((query) => void query.refetch())}
      />
    );
  }
  if (queries.some((query) => query.isPending)) return <StepLoading />;
  return children();
}
