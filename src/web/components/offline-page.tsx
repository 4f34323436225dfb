import { useEffect, useState, type ComponentType } from 'react';
import { Link, useLocation } from '@/lib/router';
import { ROUTES } from '@shared/routes';
import { pageReadsAt } from '@/api/page-reads';

/** For lib/offline.ts, handed over by recipient-gate.tsx: the pages' reads stay in this chunk. */
export { pageReadsAt, readsToStore } from '@/api/page-reads';
import { id } from '@/i18n/id';
import { idOffline } from '@/i18n/id-offline';

// In place of a page whose code could not be fetched (router.tsx; decision 031), or whose own data got no reply
// (decision 058): offline, a page the phone never stored; online, a cut connection. Never a blank screen nor a
// load failure: it says which, offers a retry (a fresh load of the page) and the way back. Its own chunk comes with
// every page's code (page-loader.ts), so it is there offline.

const t = idOffline;

export default function OfflinePage() {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const heading = offline ? t.offlineHeading : t.failedHeading;
  return (
    <main className="flex min-h-dvh items-center justify-center p-6" data-testid="offline-page">
      <title>{`${heading} · ${id.appName}`}</title>
      <section className="card w-full max-w-md text-center">
        <h1 className="font-display text-xl font-bold text-rose-700 sm:text-2xl">{heading}</h1>
        <p className="mt-3 text-rose-900/80">{offline ? t.offlineBody : t.failedBody}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
            {t.retry}
          </button>
          {window.history.length > 1 && (
            <button type="button" className="btn-secondary" onClick={() => window.history.back()}>
              {t.back}
            </button>
          )}
          <Link to={ROUTES.features} className="btn-secondary">
            {t.menu}
          </Link>
        </div>
      </section>
    </main>
  );
}

/**
 * A page's module whose page shows the offline page once one of its own reads (api/page-reads.ts) gets no reply: it
 * stands until the address changes or the phone is online again. Every page gets it from page-loader.ts.
 */
export function guard<T>(module: T): T {
  const { default: Page } = module as { default: ComponentType<object> };
  function PageOrOffline(props: object) {
    const { pathname } = useLocation();
    return useUnansweredReadAt(pathname) === pathname ? <OfflinePage /> : <Page {...props} />;
  }
  return { ...module, default: PageOrOffline };
}

/**
 * The address at which one of the page's own reads got no reply, if any: api/client.ts tells each request that got
 * none as a window event named after it, 'GET /api/wishes' (importing the client or TanStack Query here instead split
 * a chunk off the entry's, in every page's first load).
 */
function useUnansweredReadAt(pathname: string): string | null {
  const [failedAt, setFailedAt] = useState<string | null>(null);
  useEffect(() => {
    const requests = pageReadsAt(pathname).map((read) => `GET ${read}`);
    const online = () => setFailedAt(null);
    const failed = () => setFailedAt(pathname);
    window.addEventListener('online', online);
    for (const request of requests) window.addEventListener(request, failed);
    return () => {
      window.removeEventListener('online', online);
      for (const request of requests) window.removeEventListener(request, failed);
    };
  }, [pathname]);
  return failedAt;
}
