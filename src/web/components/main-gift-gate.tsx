import { type ReactNode } from 'react';
import { Link } from '@/lib/router';
import { ROUTES } from '@shared/routes';
import { useMainGiftStatus } from '@/api/main-gift';
import { id } from '@/i18n/id';
import { idMainGift } from '@/i18n/id-main-gift';
import { idMenu } from '@/i18n/id-menu';
import { useLoadFailure } from '@/lib/toast';

// The Main Gift pages (/main-gift, /video-gift, /love-typing, /coupon) open only when the server says so
// (decision 017). Opened by URL while locked, a page shows the spec's locked message and the way to the
// games and back to the menu, instead of its content; the page's own requests are never made.

const t = idMainGift.gate;

export default function MainGiftGate({ children }: { children: ReactNode }) {
  const status = useMainGiftStatus();

  useLoadFailure(status, 'GET /api/main-gift/status');

  if (status.data && !status.data.locked) return children;

  return (
    <main className="flex min-h-dvh items-center justify-center p-4 sm:p-6">
      <title>{`${idMenu.mainGift} · ${id.appName}`}</title>
      <section className="card w-full max-w-md text-center" aria-busy={status.isPending}>
        <h1 className="font-display text-3xl font-bold text-rose-700">{idMenu.mainGift}</h1>
        {status.isPending ? (
          <p role="status" className="mt-6 text-rose-900/70">
            {t.checking}
          </p>
        ) : (
          <>
            <p role="alert" className="mt-6 text-lg font-semibold text-rose-900" data-testid="main-gift-locked">
              {status.data?.locked ? idMenu.locked : idMenu.checkFailed}
            </p>
            <div className="mt-6 flex flex-col gap-3">
              {status.data?.locked && (
                <Link to={ROUTES.games} className="btn-primary">
                  {t.playGames}
                </Link>
              )}
              <Link to={ROUTES.features} className="btn-secondary">
                {t.back}
              </Link>
            </div>
          </>
        )}
      </section>
    </main>
  );
}
