import type { RouteName } from '../shared/routes';

// Which of the app's modules each page's first load runs beyond the entry's, by their path under src/web: the page's
// own (router.tsx), the Main Gift's gate before its pages, the giver's pages' chunk and the hub's first section
// (editor-routes.tsx). The build turns them into files (scripts/vite-plugins/page-preloads.ts) and the server names
// those files on the page's shell, so the browser fetches them beside the entry instead of one level after another
// (decision 100). Data, not code: nothing in the app imports this file. page-modules.test.ts holds it to router.tsx's
// and editor-routes.tsx's imports.

/** Modules every recipient page (router.tsx's withStyles) loads with its own: the pages' stylesheet, the offline page. */
const RECIPIENT = ['page-styles.ts', 'components/offline-page.tsx'];
/** The giver's pages (withEditorStyles): the whole app's stylesheet, the offline page and the giver's pages' chunk. */
const GIVER = ['editor-styles.ts', 'components/offline-page.tsx', 'editor-routes.tsx'];
const MAIN_GIFT_GATE = 'components/main-gift-gate.tsx';

/** The opening is the entry's (its bytes are the first load's budget); every other page's modules. */
export const PAGE_MODULES: Record<Exclude<RouteName, 'opening'>, readonly string[]> = {
  dateInput: [...RECIPIENT, 'features/date-input/date-input-page.tsx'],
  daysOfLove: [...RECIPIENT, 'features/days-of-love/days-of-love-page.tsx'],
  features: [...RECIPIENT, 'features/feature-menu/feature-menu-page.tsx'],
  gallery: [...RECIPIENT, 'features/gallery/gallery-page.tsx'],
  folder: [...RECIPIENT, 'features/gallery/folder-page.tsx'],
  todoList: [...RECIPIENT, 'features/todo-list/todo-list-page.tsx'],
  games: [...RECIPIENT, 'features/games/games-page.tsx'],
  quiz: [...RECIPIENT, 'features/games/quiz-page.tsx'],
  quizOptions: [...RECIPIENT, 'features/games/quiz-options-page.tsx'],
  crossword: [...RECIPIENT, 'features/crossword/crossword-page.tsx'],
  mainGift: [...RECIPIENT, MAIN_GIFT_GATE, 'features/main-gift/main-gift-page.tsx'],
  videoGift: [...RECIPIENT, MAIN_GIFT_GATE, 'features/video-gift/video-gift-page.tsx'],
  loveMoment: [...RECIPIENT, 'features/love-moment/love-moment-page.tsx'],
  loveTyping: [...RECIPIENT, MAIN_GIFT_GATE, 'features/love-typing/love-typing-page.tsx'],
  coupon: [...RECIPIENT, MAIN_GIFT_GATE, 'features/coupon/coupon-page.tsx'],
  reply: [...RECIPIENT, 'features/replies/reply-page.tsx'],
  wishes: [...RECIPIENT, 'features/wishes/wishes-page.tsx'],
  leaveWish: [...RECIPIENT, 'features/wishes/leave-wish-page.tsx'],
  heartMoments: [...RECIPIENT, 'features/heart-moments/heart-moments-page.tsx'],
  quizList: [...GIVER, 'features/games/quiz-list-page.tsx', 'features/games/quiz-editor-panel.tsx'],
  // The hub opens on its first section, the opening's (hub-sections.ts).
  editPages: [...GIVER, 'features/edit-hub/edit-hub-page.tsx', 'features/opening/opening-editor-panel.tsx'],
  editOpening: [...GIVER, 'components/entry-editor-page.tsx', 'features/opening/opening-editor-panel.tsx'],
  editDateInput: [...GIVER, 'components/entry-editor-page.tsx', 'features/date-input/date-input-editor-panel.tsx'],
  editDaysOfLove: [
    ...GIVER,
    'components/entry-editor-page.tsx',
    'features/days-of-love/days-of-love-editor-panel.tsx',
    'features/days-of-love/milestones-editor-panel.tsx',
  ],
  editFeatures: [...GIVER, 'components/entry-editor-page.tsx', 'features/feature-menu/features-editor-panel.tsx'],
  editLoveMoment: [...GIVER, 'features/love-moment/edit-love-moment-page.tsx'],
  editLoveTyping: [...GIVER, 'features/love-typing/edit-love-typing-page.tsx'],
  editVideoGift: [...GIVER, 'features/video-gift/edit-video-gift-page.tsx'],
  // A new gift's builder opens on its first step, the occasion (builder/step-modules.ts).
  editBuild: [...GIVER, 'features/builder/builder-page.tsx', 'features/builder/occasion-step.tsx'],
};
