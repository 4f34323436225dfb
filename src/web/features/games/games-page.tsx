import { Link } from '@/lib/router';
import { ROUTES } from '@shared/routes';
import { useCrossword } from '@/api/crossword';
import { id } from '@/i18n/id';
import { idGames } from '@/i18n/id-games';

// The game list (docs/product.md §2 /games): 'Quiz Fun', and the crossword once the giver has made one.

const t = idGames.menu;

export default function GamesPage() {
  const crossword = useCrossword();
  const hasCrossword = crossword.isSuccess && crossword.data !== null;

  return (
    <main className="flex min-h-dvh items-center justify-center p-4 sm:p-6">
      <title>{`${t.heading} · ${id.appName}`}</title>
      <section className="card w-full max-w-md text-center">
        <h1 className="font-display text-3xl font-bold text-rose-700">{t.heading}</h1>
        <p className="mt-2 text-rose-900/80">{t.intro}</p>
        <nav aria-label={t.heading} className="mt-6 flex flex-col gap-3">
          <Link to={ROUTES.quiz} className="btn-primary min-h-14 text-lg">
            <QuizIcon />
            {t.quiz}
          </Link>
          {hasCrossword && (
            <Link to={ROUTES.crossword} className="btn-primary min-h-14 text-lg">
              <CrosswordIcon />
              {t.crossword}
            </Link>
          )}
        </nav>
        <Link to={ROUTES.features} className="btn-secondary mt-6">
          {t.back}
        </Link>
      </section>
    </main>
  );
}

// Drawn, not emoji: a device without an emoji font would show empty boxes.
function QuizIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="mr-2 size-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-6l-4 4v-4H6a2 2 0 0 1-2-2z" strokeLinejoin="round" />
      <path d="M9.5 8a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5M12 14.5h.01" strokeLinecap="round" />
    </svg>
  );
}

function CrosswordIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="mr-2 size-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 3h6v6H3zM9 3h6v6H9zM9 9h6v6H9zM9 15h6v6H9zM15 9h6v6h-6z" strokeLinejoin="round" />
    </svg>
  );
}
