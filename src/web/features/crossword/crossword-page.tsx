import { lazy, Suspense } from 'react';
import { Link } from '@/lib/router';
import { ROUTES } from '@shared/routes';
import { useCrossword } from '@/api/crossword';
import { useSession } from '@/api/session';
import { useEditorGate } from '@/components/editor-gate';
import { id } from '@/i18n/id';
import { idGames } from '@/i18n/id-games';
import { CrosswordPuzzle } from './crossword-puzzle';
import { LoadFailed } from '@/components/page-fallback';
import { useLoadFailure } from '@/lib/toast';

// The crossword (docs/product.md §2 /games/tts): the recipient fills the giver's grid; the giver, after
// the login, edits the words below it. The editor's code loads only for the editor.

const CrosswordEditorPanel = lazy(() => import('./crossword-editor-panel'));

const t = idGames.crossword;

export default function CrosswordPage() {
  const crossword = useCrossword();
  const session = useSession();
  const { runAsEditor } = useEditorGate();
  const isEditor = session.data?.role === 'editor';

  useLoadFailure(crossword, 'GET /api/crossword', t.loadFailed);

  const layout = crossword.data?.layout;
  // A new grid (the giver saved again) starts a fresh puzzle.
  const puzzleKey = layout ? layout.placed.map((w) => `${w.word}@${w.row},${w.col},${w.direction}`).join('|') : '';

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <title>{`${t.heading} · ${id.appName}`}</title>
      {/* Narrower side padding on a phone leaves the grid its width. */}
      <section className="card px-3 sm:px-8" aria-busy={crossword.isPending}>
        <h1 className="font-display mb-5 text-center text-3xl font-bold text-rose-700">{t.heading}</h1>
        {crossword.isPending ? (
          <p className="text-center text-rose-900/70" role="status">
            {t.loading}
          </p>
        ) : crossword.isError ? (
          <LoadFailed words={t.loadFailed} className="text-center text-rose-900/80" />
        ) : layout && layout.placed.length > 0 ? (
          <CrosswordPuzzle key={puzzleKey} layout={layout} />
        ) : (
          <p className="text-center text-rose-900/80">{t.none}</p>
        )}
        <div className="mt-6 flex justify-center">
          <Link to={ROUTES.games} className="btn-secondary">
            {t.back}
          </Link>
        </div>
      </section>

      {isEditor ? (
        <Suspense
          fallback={
            <p className="text-center text-rose-900/70" role="status">
              {t.loading}
            </p>
          }
        >
          <CrosswordEditorPanel reloadNote={false} />
        </Suspense>
      ) : (
        <div className="flex justify-center">
          <button type="button" className="btn-secondary" disabled={session.isPending} onClick={() => void runAsEditor(() => {})}>
            {t.editButton}
          </button>
        </div>
      )}
    </main>
  );
}
