import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@/lib/router';
import { EDITOR_ROUTES, ROUTES, type EditorRouteName, type RouteName } from '@shared/routes';
import { useHostKind } from '@/api/host';
import { MusicPlayerGate } from '@/features/music-player/music-player-gate';
import { PageFallback } from '@/components/page-fallback';
import { RecipientGate } from '@/components/recipient-gate';
import { withEditorStyles, withStyles } from '@/page-loader';

// Every page of docs/product.md §2, one code chunk each: the recipient's first load of / fetches the opening
// page's chunk and nothing of the editor's, whose pages editor-routes.tsx composes. A page's code comes when it
// is opened; past the PIN the offline worker stores the others' files itself (decision 055). Features never import each
// other; these two files compose them.

const OpeningPage = lazy(() => import('@/features/opening/opening-page'));
const DateInputPage = lazy(withStyles(() => import('@/features/date-input/date-input-page')));
const DaysOfLovePage = lazy(withStyles(() => import('@/features/days-of-love/days-of-love-page')));
const FeatureMenuPage = lazy(withStyles(() => import('@/features/feature-menu/feature-menu-page')));
const TodoListPage = lazy(withStyles(() => import('@/features/todo-list/todo-list-page')));
const GamesPage = lazy(withStyles(() => import('@/features/games/games-page')));
const QuizPage = lazy(withStyles(() => import('@/features/games/quiz-page')));
const QuizOptionsPage = lazy(withStyles(() => import('@/features/games/quiz-options-page')));
const CrosswordPage = lazy(withStyles(() => import('@/features/crossword/crossword-page')));
const GalleryPage = lazy(withStyles(() => import('@/features/gallery/gallery-page')));
const FolderPage = lazy(withStyles(() => import('@/features/gallery/folder-page')));
const LoveMomentPage = lazy(withStyles(() => import('@/features/love-moment/love-moment-page')));
// The Main Gift pages wait behind the server's verdict (decision 017); the gate loads with them, not before.
const MainGiftGate = lazy(withStyles(() => import('@/components/main-gift-gate')));
const MainGiftPage = lazy(withStyles(() => import('@/features/main-gift/main-gift-page')));
const VideoGiftPage = lazy(withStyles(() => import('@/features/video-gift/video-gift-page')));
const LoveTypingPage = lazy(withStyles(() => import('@/features/love-typing/love-typing-page')));
const CouponPage = lazy(withStyles(() => import('@/features/coupon/coupon-page')));
// The recipient answers.
const ReplyPage = lazy(withStyles(() => import('@/features/replies/reply-page')));
// Wishes from friends: the recipient's 'Ucapan', and the wishes link's guest page (no PIN).
const WishesPage = lazy(withStyles(() => import('@/features/wishes/wishes-page')));
const LeaveWishPage = lazy(withStyles(() => import('@/features/wishes/leave-wish-page')));
// Momen Hati: both partners' moments.
const HeartMomentsPage = lazy(withStyles(() => import('@/features/heart-moments/heart-moments-page')));
const NotFoundPage = lazy(withStyles(() => import('@/components/not-found-page')));
// The giver's pages and the hub's panels come in a chunk of their own, which the recipient's first load never names,
// with the whole app's stylesheet after the pages' (decision 089).
const EditorRoute = lazy(withEditorStyles(() => import('@/editor-routes')));
// Many gifts (decision 018): BASE_DOMAIN itself is the operator's console, whatever the path, with sign-up.
const ConsoleRoute = lazy(withEditorStyles(() => import('@/console-routes')));

/** The giver's pages (src/shared/routes.ts), each one editor-routes.tsx's to render. */
const editorPages = Object.fromEntries(EDITOR_ROUTES.map((name) => [name, <EditorRoute name={name} />])) as Record<
  EditorRouteName,
  ReactNode
>;

/** Typed by RouteName, so a route added to src/shared/routes.ts cannot be forgotten here. The Main Gift
 * pages wait for the server's verdict. */
const pages: Record<RouteName, ReactNode> = {
  opening: <OpeningPage />,
  dateInput: <DateInputPage />,
  daysOfLove: <DaysOfLovePage />,
  features: <FeatureMenuPage />,
  gallery: <GalleryPage />,
  folder: <FolderPage />,
  todoList: <TodoListPage />,
  games: <GamesPage />,
  quiz: <QuizPage />,
  quizOptions: <QuizOptionsPage />,
  crossword: <CrosswordPage />,
  mainGift: (
    <MainGiftGate>
      <MainGiftPage />
    </MainGiftGate>
  ),
  videoGift: (
    <MainGiftGate>
      <VideoGiftPage />
    </MainGiftGate>
  ),
  loveMoment: <LoveMomentPage />,
  loveTyping: (
    <MainGiftGate>
      <LoveTypingPage />
    </MainGiftGate>
  ),
  coupon: (
    <MainGiftGate>
      <CouponPage />
    </MainGiftGate>
  ),
  reply: <ReplyPage />,
  wishes: <WishesPage />,
  leaveWish: <LeaveWishPage />,
  heartMoments: <HeartMomentsPage />,
  ...editorPages,
};

const routeNames = Object.keys(ROUTES) as RouteName[];

export function AppRoutes() {
  const host = useHostKind();
  // Under the loading screen (docs/product.md §1, 2 s) while the host is asked about; one small call.
  if (host.isPending) return <PageFallback />;
  if (host.data === 'console') {
    return (
      <Suspense fallback={<PageFallback />}>
        <ConsoleRoute />
      </Suspense>
    );
  }
  return (
    <>
      <Suspense fallback={<PageFallback />}>
        {/* Without a session a recipient page leads to the PIN first. */}
        <RecipientGate>
          <Routes>
            {routeNames.map((name) => (
              <Route key={name} path={ROUTES[name]} element={pages[name]} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </RecipientGate>
      </Suspense>
      {/* Mounted once beside the routes (one <audio> for the whole visit), loaded once the music may play. */}
      <MusicPlayerGate />
    </>
  );
}
