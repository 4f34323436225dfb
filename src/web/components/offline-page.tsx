import { Link } from '@/lib/router';
import { ROUTES } from '@shared/routes';
import { id } from '@/i18n/id';
import { idOffline } from '@/i18n/id-offline';

// In place of a page whose code could not be fetched (router.tsx; decision 031): offline, a page the phone never
// stored; online, a cut connection. Never a blank screen: it says which, offers a retry (a fresh load of the
// page) and the way back. Its own chunk is fetched past the PIN with the pages' chunks, so it is there offline.

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
