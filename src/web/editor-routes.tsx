import { lazy, type ReactNode } from 'react';
import type { HubPanels } from '@/components/hub-panel';
import { idHub } from '@/i18n/id-hub';
import { withStyles } from '@/page-loader';
import { lazyPart } from '@/lib/lazy-retry';
import { LoadFailureBoundary } from '@/components/load-failure';
import { useLocation, useSearchParams } from '@/lib/router';
import { PASSWORD_RESET_PARAM } from '@shared/password-reset-link';
import { SIGNUP_WELCOME_PARAM } from '@shared/signup-link';
import type { EditorRouteName } from '@shared/routes';

// The giver's pages (docs/product.md §2, §6) and the edit hub's sections, one code chunk each, composed here
// because features never import each other. The router loads this module only when an editor route is opened,
// so the recipient's first load names none of these chunks. A page whose code cannot be fetched is the offline page
// (page-loader.ts); a part (a panel, a builder step's slot) that cannot be fetched reaches an error boundary that
// names it and imports it again on 'Coba lagi' (decision 081): a giver's page never ends blank.

const MusicHubPanel = lazyPart(() => import('@/features/music-player/music-hub-panel'));
const SharePanel = lazyPart(() => import('@/features/share/share-panel'));
// The gift's theme and language together.
const LookPanel = lazyPart(() => import('@/features/look/look-panel'));
// The recipient's replies and hearts.
const RepliesHubPanel = lazyPart(() => import('@/features/replies/replies-hub-panel'));
// Wishes from friends.
const WishesHubPanel = lazyPart(() => import('@/features/wishes/wishes-hub-panel'));
// Momen Hati, the giver's side.
const HeartMomentsHubPanel = lazyPart(() => import('@/features/heart-moments/heart-moments-hub-panel'));
const ArchivePanel = lazyPart(() => import('@/features/archive/archive-panel'));
const EditHubPage = lazy(withStyles(() => import('@/features/edit-hub/edit-hub-page')));
const EntryEditorPage = lazy(withStyles(() => import('@/components/entry-editor-page')));
const OpeningEditorPanel = lazyPart(() => import('@/features/opening/opening-editor-panel'));
const DateInputEditorPanel = lazyPart(() => import('@/features/date-input/date-input-editor-panel'));
const DaysOfLoveEditorPanel = lazyPart(() => import('@/features/days-of-love/days-of-love-editor-panel'));
const MilestonesEditorPanel = lazyPart(() => import('@/features/days-of-love/milestones-editor-panel'));
const FeaturesEditorPanel = lazyPart(() => import('@/features/feature-menu/features-editor-panel'));
const QuizListPage = lazy(withStyles(() => import('@/features/games/quiz-list-page')));
const QuizEditorPanel = lazyPart(() => import('@/features/games/quiz-editor-panel'));
const CrosswordEditorPanel = lazyPart(() => import('@/features/crossword/crossword-editor-panel'));
const GalleryEditorPanel = lazyPart(() => import('@/features/gallery/gallery-editor-panel'));
const EditLoveMomentPage = lazy(withStyles(() => import('@/features/love-moment/edit-love-moment-page')));
const LoveMomentEditorPanel = lazyPart(() => import('@/features/love-moment/love-moment-editor-panel'));
const MainGiftHubPanel = lazyPart(() => import('@/features/main-gift/main-gift-hub-panel'));
const EditVideoGiftPage = lazy(withStyles(() => import('@/features/video-gift/edit-video-gift-page')));
// The video's form alone, opened in place in the builder's Main Gift step.
const VideoGiftEditorPanel = lazyPart(() => import('@/features/video-gift/video-gift-editor-panel'));
const EditLoveTypingPage = lazy(withStyles(() => import('@/features/love-typing/edit-love-typing-page')));
// The forgotten password's page: a giver's page, reached from the mail without a session.
const ResetPasswordPage = lazy(withStyles(() => import('@/features/password/reset-password-page')));
// A new gift's first page: the confirmation's one-use code signs the giver in, then the hub.
const WelcomePage = lazy(withStyles(() => import('@/features/signup/welcome-page')));
const CouponEditorPanel = lazyPart(() => import('@/features/coupon/coupon-editor-panel'));
// Susun Kadomu, the builder, and the parts other features lend it: the gallery's upload, the music
// panel, the Main Gift panel with the coupon and the video's form in place, the quiz editor, the theme
// picker (a named export of the share feature) and the share panel; none with the hub's note about a Reload the builder
// has not.
const BuilderPage = lazy(withStyles(() => import('@/features/builder/builder-page')));
const ThemeField = lazyPart(() => import('@/features/look/theme-field').then((module) => ({ default: module.ThemeField })));

// The edit hub's sections: each feature's panel, composed here because features never import each other.
const hubPanels: HubPanels = {
  mainGift: () => <MainGiftHubPanel couponEditor={<CouponEditorPanel />} />,
  opening: () => <OpeningEditorPanel />,
  dateInput: () => <DateInputEditorPanel />,
  // The Days Of Love section holds the start date and, beside it, the giver's milestones.
  daysOfLove: () => (
    <div className="flex flex-col gap-6">
      <DaysOfLoveEditorPanel />
      <MilestonesEditorPanel />
    </div>
  ),
  features: () => <FeaturesEditorPanel />,
  music: () => <MusicHubPanel />,
  share: () => <SharePanel />,
  look: () => <LookPanel />,
  replies: () => <RepliesHubPanel />,
  heartMoments: () => <HeartMomentsHubPanel />,
  wishes: () => <WishesHubPanel />,
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

const editorPages: Record<EditorRouteName, ReactNode> = {
  quizList: <QuizListPage editor={<QuizEditorPanel reloadNote={false} />} />,
  editPages: <EditHubPage panels={hubPanels} />,
  editOpening: (
    <EntryEditorPage name={idHub.pageNames.editOpening} section="opening">
      <OpeningEditorPanel />
    </EntryEditorPage>
  ),
  editDateInput: (
    <EntryEditorPage name={idHub.pageNames.editDateInput} section="dateInput">
      <DateInputEditorPanel />
    </EntryEditorPage>
  ),
  editDaysOfLove: (
    <EntryEditorPage name={idHub.pageNames.editDaysOfLove} section="daysOfLove">
      <div className="flex flex-col gap-6">
        <DaysOfLoveEditorPanel />
        <MilestonesEditorPanel />
      </div>
    </EntryEditorPage>
  ),
  editFeatures: (
    <EntryEditorPage name={idHub.pageNames.editFeatures} section="features">
      <FeaturesEditorPanel />
    </EntryEditorPage>
  ),
  editLoveMoment: <EditLoveMomentPage />,
  editLoveTyping: <EditLoveTypingPage />,
  editVideoGift: <EditVideoGiftPage />,
  editBuild: (
    <BuilderPage
      photos={(ctx) => <GalleryEditorPanel {...ctx} reloadNote={false} />}
      music={<MusicHubPanel reloadNote={false} />}
      mainGift={(letter) => (
        <MainGiftHubPanel
          couponEditor={<CouponEditorPanel reloadNote={false} />}
          inPlace={{ video: (close) => <VideoGiftEditorPanel onDone={close} />, letter }}
        />
      )}
      quiz={<QuizEditorPanel reloadNote={false} />}
      theme={<ThemeField />}
      share={<SharePanel />}
    />
  ),
};

export default function EditorRoute({ name }: { name: EditorRouteName }) {
  const { pathname } = useLocation();
  return (
    <LoadFailureBoundary resetKey={pathname} size="page">
      <EditorPage name={name} />
    </LoadFailureBoundary>
  );
}

function EditorPage({ name }: { name: EditorRouteName }) {
  // The forgotten password's link opens the hub's address with its token: the form, no login.
  const [params] = useSearchParams();
  if (name === 'editPages' && params.has(PASSWORD_RESET_PARAM)) return <ResetPasswordPage token={params.get(PASSWORD_RESET_PARAM) ?? ''} />;
  if (name === 'editPages' && params.has(SIGNUP_WELCOME_PARAM)) return <WelcomePage code={params.get(SIGNUP_WELCOME_PARAM) ?? ''} />;
  return editorPages[name];
}
