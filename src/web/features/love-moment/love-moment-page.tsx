import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@shared/routes';
import { useLoveMoments } from '@/api/love-moment';
import { id } from '@/i18n/id';
import { idLoveMoment } from '@/i18n/id-love-moment';
import { isInEditPagesFrame } from '@/lib/embedding';
import { LoveMomentCard } from './love-moment-card';
import { nextFlipped } from './story-logic';

// /love-moment (SPEC.md §2): 'Our Love Story', a grid of flip cards, one flipped at a time; 'Back' to
// /features. Delete buttons only inside the edit hub's preview frame.

const t = idLoveMoment.story;

export default function LoveMomentPage() {
  const moments = useLoveMoments();
  // The frame a page sits in does not change while it lives.
  const [canDelete] = useState(() => isInEditPagesFrame(window));
  const [flippedId, setFlippedId] = useState<number | null>(null);
  const list = moments.data ?? [];

  const toggle = (momentId: number) => setFlippedId((current) => nextFlipped(current, momentId));

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <title>{`${t.heading} · ${id.appName}`}</title>
      <header className="text-center">
        <h1 className="font-display text-3xl font-bold text-rose-700 sm:text-4xl">{t.heading}</h1>
        <p className="mt-2 text-rose-900/70">{t.intro}</p>
      </header>

      <section aria-label={t.listLabel} aria-busy={moments.isPending} className="flex-1">
        {moments.isPending ? (
          <p className="p-4 text-center text-rose-900/70" role="status">
            {t.loading}
          </p>
        ) : moments.isError ? (
          <div className="flex flex-col items-center gap-3 p-4 text-center">
            <p role="alert" className="rounded-xl bg-rose-100 px-4 py-2 text-rose-800">
              {t.loadFailed}
            </p>
            <button type="button" className="btn-secondary" onClick={() => void moments.refetch()}>
              {t.retry}
            </button>
          </div>
        ) : list.length === 0 ? (
          <p className="p-4 text-center text-rose-900/70">{t.empty}</p>
        ) : (
          <ul className="mx-auto grid max-w-md grid-cols-1 gap-6 sm:max-w-none sm:grid-cols-2 lg:grid-cols-3">
            {list.map((moment) => (
              <LoveMomentCard
                key={moment.id}
                moment={moment}
                flipped={flippedId === moment.id}
                onToggle={toggle}
                canDelete={canDelete}
              />
            ))}
          </ul>
        )}
      </section>

      <div className="flex justify-center">
        <Link to={ROUTES.features} className="btn-secondary">
          {t.back}
        </Link>
      </div>
    </main>
  );
}
