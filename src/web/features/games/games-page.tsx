import { Link } from 'react-router';
import { ROUTES } from '@shared/routes';
import { useCrossword } from '@/api/crossword';
import { id } from '@/i18n/id';

// The game list (SPEC.md §2 /games): 'Quiz Fun', and the crossword once the giver has made one (issue 5).

const t = id.games.menu;

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
            <span aria-hidden="true" className="mr-2">
              🧠
            </span>
            {t.quiz}
          </Link>
          {hasCrossword && (
            <Link to={ROUTES.crossword} className="btn-primary min-h-14 text-lg">
              <span aria-hidden="true" className="mr-2">
                🧩
              </span>
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
