import { useId } from 'react';
import { Link } from '@/lib/router';
import type { Wish } from '@shared/schemas/wishes';
import { ROUTES } from '@shared/routes';
import { useWishes } from '@/api/wishes';
import { storageUrl } from '@/api/storage-url';
import { id } from '@/i18n/id';
import { idWishes } from '@/i18n/id-wishes';
import { formatWishDate } from './wish-format';
import { LoadFailed } from '@/components/page-fallback';
import { useLoadFailure } from '@/lib/toast';

// Ucapan (decision 045): the wishes friends and family left through the wishes link, once the giver approved them,
// newest first, each with its name, message, photo and date. A menu item the giver may choose in Features. The
// server sends the recipient the approved wishes only; the giver's preview shows the same (it reads them all).

const t = idWishes.page;

export default function WishesPage() {
  const wishes = useWishes();
  const headingId = useId();
  useLoadFailure(wishes, 'GET /api/wishes');
  const shown = wishes.data?.filter((wish) => wish.approved) ?? [];
  return (
    <main className="flex min-h-dvh items-start justify-center p-4 sm:p-6">
      <title>{`${t.heading} · ${id.appName}`}</title>
      <section aria-labelledby={headingId} className="card w-full max-w-2xl" aria-busy={wishes.isPending}>
        <h1 id={headingId} className="font-display text-center text-3xl font-bold text-rose-700">
          {t.heading}
        </h1>
        <p className="mt-2 text-center text-rose-900/80">{t.intro}</p>
        {wishes.isPending ? (
          <p role="status" className="mt-6 text-center text-rose-900/70">
            {t.loading}
          </p>
        ) : wishes.isError ? (
          <LoadFailed words={t.loadFailed} className="mt-6 text-center text-red-700" />
        ) : shown.length === 0 ? (
          <p className="mt-6 text-center text-rose-900/80">{t.empty}</p>
        ) : (
          <ul className="mt-6 flex flex-col gap-4">
            {shown.map((wish) => (
              <WishCard key={wish.id} wish={wish} />
            ))}
          </ul>
        )}
        <div className="mt-8 text-center">
          <Link to={ROUTES.features} className="btn-secondary">
            {t.back}
          </Link>
        </div>
      </section>
    </main>
  );
}

function WishCard({ wish }: { wish: Wish }) {
  return (
    <li className="overflow-hidden rounded-2xl border border-rose-100 bg-rose-50/60" data-testid="wish-card">
      {wish.photo && (
        <img
          src={storageUrl(wish.photo.display_url)}
          alt={t.photoAlt(wish.name)}
          loading="lazy"
          className="max-h-96 w-full bg-rose-100 object-contain"
        />
      )}
      <div className="p-4">
        <p className="break-words whitespace-pre-wrap text-rose-950">{wish.message}</p>
        <p className="mt-3 flex flex-wrap justify-between gap-2 text-sm text-rose-900/80">
          <span className="font-semibold">{t.from(wish.name)}</span>
          <time dateTime={wish.created_at}>{formatWishDate(wish.created_at)}</time>
        </p>
      </div>
    </li>
  );
}
