import { Link } from '@/lib/router';
import { ROUTES } from '@shared/routes';
import { id } from '@/i18n/id';
import { idHeartMoments } from '@/i18n/id-heart-moments';
import { HeartMomentForm } from './heart-moment-form';
import { HeartMomentList } from './heart-moment-list';
import { MomentMailForm } from './moment-mail-form';

// Momen Hati (docs/product.md §29, decision 086): on the gift after the PIN, in its theme and language. The session
// writes as itself (the server sets the author); the list shows the shared moments and the session's own private ones.

const t = idHeartMoments;

/** The form and the list: the page's, and the hub's (one chunk for both, so no page's first load names another). */
export function HeartMomentsBoard() {
  return (
    <>
      <HeartMomentForm />
      <HeartMomentList />
    </>
  );
}

export default function HeartMomentsPage() {
  return (
    <main className="flex min-h-dvh items-start justify-center p-3 sm:p-6">
      <title>{`${t.heading} · ${id.appName}`}</title>
      <section className="card w-full max-w-xl">
        <h1 className="font-display text-center text-3xl font-bold text-rose-700">{t.heading}</h1>
        <p className="mt-2 mb-4 text-center text-rose-900/80">{t.intro}</p>
        <HeartMomentsBoard />
        {/* The recipient's address for word of the giver's shared moments (docs/product.md §26). */}
        <MomentMailForm />
        <div className="mt-6 text-center">
          <Link to={ROUTES.features} className="btn-secondary">
            {t.back}
          </Link>
        </div>
      </section>
    </main>
  );
}
