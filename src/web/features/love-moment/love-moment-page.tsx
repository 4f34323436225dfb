import { useCallback, useState } from 'react';
import { Link } from '@/lib/router';
import { ROUTES } from '@shared/routes';
import { useLoveMoments } from '@/api/love-moment';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { idLoveMoment } from '@/i18n/id-love-moment';
import { isInEditPagesFrame } from '@/lib/embedding';
import { useLoadFailure } from '@/lib/toast';
import { LoveMomentCard } from './love-moment-card';
import { nextFlipped } from './story-logic';

// /love-moment (docs/product.md §2): 'Our Love Story', a grid of flip cards, one flipped at a time; 'Back' to
// /features. Delete buttons only inside the edit hub's preview frame.

const t = idLoveMoment.story;

export default function LoveMomentPage() {
  const moments = useLoveMoments();
  useLoadFailure(moments, 'GET /api/love-moment');
  // The frame a page sits in does not change while it lives.
  const [canDelete] = useState(() => isInEditPagesFrame(window));
  const [flippedId, setFlippedId] = useState<number | null>(null);
  const list = moments.data ?? [];

  // One function for the page's life, so a flip renders again only the cards it turns (love-moment-card.tsx).
  const toggle = useCallback((momentId: number) => setFlippedId((current) => nextFlipped(current, momentId)), []);

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <PageHeader heading={t.heading} intro={t.intro} />

      <section aria-label={t.listLabel} aria-busy={moments.isPending} className="flex-1">
        <QueryState
          pending={moments.isPending}
          failed={moments.isError}
          empty={list.length === 0}
          onRetry={() => void moments.refetch()}
          words={t}
        >
          <ul className="mx-auto grid max-w-md grid-cols-1 gap-6 sm:max-w-none sm:grid-cols-2 lg:grid-cols-3">
            {list.map((moment) => (
              <LoveMomentCard key={moment.id} moment={moment} flipped={flippedId === moment.id} onToggle={toggle} canDelete={canDelete} />
            ))}
          </ul>
        </QueryState>
      </section>

      <div className="flex justify-center">
        <Link to={ROUTES.features} className="btn-secondary">
          {t.back}
        </Link>
      </div>
    </main>
  );
}
