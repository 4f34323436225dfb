import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { matchPath, Navigate, useLocation } from '@/lib/router';
import { ROUTES, type RouteName } from '@shared/routes';
import { sessionQueryOptions } from '@/api/session';
import { PageFallback } from './page-fallback';

// A recipient page opened without a session (e.g. a fresh browser on /gallery, /days-of-love or
// /love-typing) goes to the PIN first; the PIN page then continues to the page first asked for.
// The opening and the PIN page are open to anyone; editor pages keep their own login flow.

/** Pages that need no session: the way in, and the giver's pages under /edit- (they ask for the login themselves). */
const OPEN_PAGES: readonly RouteName[] = [
  'opening',
  'dateInput',
  // The wishes link's guest page: its guests have no PIN; the server checks their key.
  'leaveWish',
];

const GATED_PATTERNS = (Object.keys(ROUTES) as RouteName[])
  .filter((name) => !OPEN_PAGES.includes(name) && !ROUTES[name].startsWith('/edit-'))
  .map((name) => ROUTES[name]);

/** Is this path a recipient page, one that needs a viewer (or editor) session? */
export function isRecipientPage(pathname: string): boolean {
  return GATED_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** What the PIN page reads to continue where the recipient was going. */
export interface PinReturn {
  from: string;
}

/** The page to continue to after the PIN, if the state names one of this app's recipient pages. */
export function pinReturnPath(state: unknown): string | null {
  const from = (state as Partial<PinReturn> | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  return isRecipientPage(new URL(from, window.location.origin).pathname) ? from : null;
}

export function RecipientGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const gated = isRecipientPage(location.pathname);
  const session = useQuery({ ...sessionQueryOptions(), enabled: gated });
  const isViewer = gated && session.data?.role === 'viewer';
  // Past the PIN: the pages and media opened from now on open again offline (decision 031), and each page's
  // first visit is told to the server, among the recipient's footsteps.
  const viewerPath = isViewer && location.pathname;
  useEffect(() => {
    if (viewerPath) void import('@/lib/past-pin').then((past) => past.pastPin(viewerPath, () => import('./offline-page')));
  }, [viewerPath]);

  if (!gated) return children;
  // An answer from before the PIN is being asked again (the PIN invalidated it): wait for the new one. Asked again
  // after no answer at all (a page's own session read, offline), the page stays: it would mount and ask again.
  if ((session.isPending && !session.errorUpdateCount) || (session.isFetching && session.data?.role === 'anonymous')) {
    return <PageFallback />;
  }
  // No answer at all: the page shows its own failure (the server guards its data either way).
  if (session.data?.role === 'anonymous') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={ROUTES.dateInput} replace state={{ from } satisfies PinReturn} />;
  }
  return children;
}
