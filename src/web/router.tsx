import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@/lib/router';
import { ROUTES, type RouteName } from '@shared/routes';
import { useHostKind } from '@/api/host';
import { MusicPlayerGate } from '@/features/music-player/music-player-gate';
import { PageFallback } from '@/components/page-fallback';
import { RecipientGate } from '@/components/recipient-gate';
import { id } from '@/i18n/id';
import type { HubPanels } from '@/components/hub-panel';

// Every page of docs/product.md §2, one code chunk each: the recipient's first load of / fetches the opening
// page's chunk and nothing of the editor's. Features never import each other; this file composes them.

/** Every page but the opening comes with the whole app's stylesheet (pages.css; decision 026). */
const withStyles =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), import('@/page-styles')]).then(([module]) => module);

const OpeningPage = lazy(() => import('@/features/opening/opening-page'));
const DateInputPage = lazy(withStyles(() => import('@/features/date-input/date-input-page')));
const DaysOfLovePage = lazy(withStyles(() => import('@/features/days-of-love/days-of-love-page')));
const FeatureMenuPage = lazy(withStyles(() => import('@/features/feature-menu/feature-menu-page')));
const MusicHubPanel = lazy(withStyles(() => import('@/features/music-player/music-hub-panel')));
const SharePanel = lazy(withStyles(() => import('@/features/share/share-panel')));
const ArchivePanel = lazy(withStyles(() => import('@/features/archive/archive-panel')));
const EditHubPage = lazy(withStyles(() => import('@/features/edit-hub/edit-hub-page')));
const EntryEditorPage = lazy(withStyles(() => import('@/components/entry-editor-page')));
const OpeningEditorPanel = lazy(withStyles(() => import('@/features/opening/opening-editor-panel')));
const DateInputEditorPanel = lazy(withStyles(() => import('@/features/date-input/date-input-editor-panel')));
const DaysOfLoveEditorPanel = lazy(withStyles(() => import('@/features/days-of-love/days-of-love-editor-panel')));
const MilestonesEditorPanel = lazy(withStyles(() => import('@/features/days-of-love/milestones-editor-panel')));
const FeaturesEditorPanel = lazy(withStyles(() => import('@/features/feature-menu/features-editor-panel')));
const TodoListPage = lazy(withStyles(() => import('@/features/todo-list/todo-list-page')));
const GamesPage = lazy(withStyles(() => import('@/features/games/games-page')));
const QuizPage = lazy(withStyles(() => import('@/features/games/quiz-page')));
const QuizListPage = lazy(withStyles(() => import('@/features/games/quiz-list-page')));
const QuizOptionsPage = lazy(withStyles(() => import('@/features/games/quiz-options-page')));
const QuizEditorPanel = lazy(withStyles(() => import('@/features/games/quiz-editor-panel')));
const CrosswordPage = lazy(withStyles(() => import('@/features/crossword/crossword-page')));
const CrosswordEditorPanel = lazy(withStyles(() => import('@/features/crossword/crossword-editor-panel')));
const GalleryPage = lazy(withStyles(() => import('@/features/gallery/gallery-page')));
const FolderPage = lazy(withStyles(() => import('@/features/gallery/folder-page')));
const GalleryEditorPanel = lazy(withStyles(() => import('@/features/gallery/gallery-editor-panel')));
const LoveMomentPage = lazy(withStyles(() => import('@/features/love-moment/love-moment-page')));
const EditLoveMomentPage = lazy(withStyles(() => import('@/features/love-moment/edit-love-moment-page')));
const LoveMomentEditorPanel = lazy(withStyles(() => import('@/features/love-moment/love-moment-editor-panel')));
// The Main Gift pages wait behind the server's verdict (decision 017); the gate loads with them, not before.
const MainGiftGate = lazy(withStyles(() => import('@/components/main-gift-gate')));
const MainGiftPage = lazy(withStyles(() => import('@/features/main-gift/main-gift-page')));
const MainGiftHubPanel = lazy(withStyles(() => import('@/features/main-gift/main-gift-hub-panel')));
const VideoGiftPage = lazy(withStyles(() => import('@/features/video-gift/video-gift-page')));
const EditVideoGiftPage = lazy(withStyles(() => import('@/features/video-gift/edit-video-gift-page')));
const LoveTypingPage = lazy(withStyles(() => import('@/features/love-typing/love-typing-page')));
const EditLoveTypingPage = lazy(withStyles(() => import('@/features/love-typing/edit-love-typing-page')));
const CouponPage = lazy(withStyles(() => import('@/features/coupon/coupon-page')));
const CouponEditorPanel = lazy(withStyles(() => import('@/features/coupon/coupon-editor-panel')));
const NotFoundPage = lazy(withStyles(() => import('@/components/not-found-page')));
// Many gifts (decision 018): BASE_DOMAIN itself is the operator's console, whatever the path.
const OperatorConsolePage = lazy(withStyles(() => import('@/features/operator/operator-console-page')));

// The edit hub's sections: each feature's panel, composed here because features never import each other.
const hubPanels: HubPanels = {
  mainGift: () => <MainGiftHubPanel couponEditor={<CouponEditorPanel />} />,
  opening: () => <OpeningEditorPanel />,
  dateInput: () => <DateInputEditorPanel />,
  // The Days Of Love section holds the start date and, beside it, the giver's milestones (decision 027).
  daysOfLove: () => (
    <div className="flex flex-col gap-6">
      <DaysOfLoveEditorPanel />
      <MilestonesEditorPanel />
    </div>
  ),
  features: () => <FeaturesEditorPanel />,
  music: () => <MusicHubPanel />,
  share: () => <SharePanel />,
  // An import replaces everything the preview shows: it is reloaded.
  archive: (ctx) => <ArchivePanel onImported={ctx.reloadPreview} />,
  // Saving reloads the preview of /love-moment, so the new or changed card shows at once.
  loveMoments: (ctx) => <LoveMomentEditorPanel onSaved={ctx.reloadPreview} />,
  gallery: (ctx) => <GalleryEditorPanel {...ctx} />,
  // The Quiz section holds both games' editors: the quiz questions and the crossword's words.
  quiz: () => (
    <div className="flex flex-col gap-6">
      <QuizEditorPanel />
      <CrosswordEditorPanel />
    </div>
  ),
};

/** Typed by RouteName, so a route added to src/shared/routes.ts cannot be forgotten here. The Main Gift
 * pages wait for the server's verdict (decision 017). */
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
  quizList: <QuizListPage editor={<QuizEditorPanel reloadNote={false} />} />,
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
  editPages: <EditHubPage panels={hubPanels} />,
  editOpening: (
    <EntryEditorPage name={id.pageNames.editOpening} section="opening">
      <OpeningEditorPanel />
    </EntryEditorPage>
  ),
  editDateInput: (
    <EntryEditorPage name={id.pageNames.editDateInput} section="dateInput">
      <DateInputEditorPanel />
    </EntryEditorPage>
  ),
  editDaysOfLove: (
    <EntryEditorPage name={id.pageNames.editDaysOfLove} section="daysOfLove">
      <div className="flex flex-col gap-6">
        <DaysOfLoveEditorPanel />
        <MilestonesEditorPanel />
      </div>
    </EntryEditorPage>
  ),
  editFeatures: (
    <EntryEditorPage name={id.pageNames.editFeatures} section="features">
      <FeaturesEditorPanel />
    </EntryEditorPage>
  ),
  editLoveMoment: <EditLoveMomentPage />,
  editLoveTyping: <EditLoveTypingPage />,
  editVideoGift: <EditVideoGiftPage />,
};

const routeNames = Object.keys(ROUTES) as RouteName[];

export function AppRoutes() {
  const host = useHostKind();
  // Under the loading screen (docs/product.md §1, 2 s) while the host is asked about; one small call.
  if (host.isPending) return <PageFallback />;
  if (host.data === 'console') {
    return (
      <Suspense fallback={<PageFallback />}>
        <OperatorConsolePage />
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
