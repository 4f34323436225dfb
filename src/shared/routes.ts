// Every page of docs/product.md §2. The web router registers them; the server answers them with the app shell.

export const ROUTES = {
  opening: '/',
  dateInput: '/date-input2',
  daysOfLove: '/days-of-love',
  features: '/features',
  gallery: '/gallery',
  folder: '/folder/:folderId',
  todoList: '/todo-list',
  games: '/games',
  quiz: '/games/quiz',
  quizList: '/games/quiz/list',
  quizOptions: '/games/quiz/list/option/:id',
  crossword: '/games/tts',
  mainGift: '/main-gift',
  videoGift: '/video-gift',
  loveMoment: '/love-moment',
  loveTyping: '/love-typing',
  coupon: '/coupon',
  /** The recipient's reply. */
  reply: '/reply',
  /** Wishes from friends: the recipient's 'Ucapan', and the guest page the wishes link leads to. */
  wishes: '/wishes',
  leaveWish: '/leave-wish',
  /** Momen Hati: both partners' moments, on the gift after the PIN. */
  heartMoments: '/momen-hati',
  editPages: '/edit-pages',
  editOpening: '/edit-opening',
  editDateInput: '/edit-date-input2',
  editDaysOfLove: '/edit-daysoflove',
  editFeatures: '/edit-features',
  editLoveMoment: '/edit-love-moment/:id?',
  editLoveTyping: '/edit-love-typing',
  editVideoGift: '/edit-video-gift',
  /** Susun Kadomu, the builder (decision 064): an editor page, so under /edit- as the server's private gift and shell expect. */
  editBuild: '/edit-build',
} as const;

export type RouteName = keyof typeof ROUTES;

/** The giver's pages: the web's editor chunk renders them, with the whole app's stylesheet (decision 089). */
export const EDITOR_ROUTES = [
  'quizList',
  'editPages',
  'editOpening',
  'editDateInput',
  'editDaysOfLove',
  'editFeatures',
  'editLoveMoment',
  'editLoveTyping',
  'editVideoGift',
  'editBuild',
] as const satisfies readonly RouteName[];

export type EditorRouteName = (typeof EDITOR_ROUTES)[number];

/** Fills a route's parameters: routePath('/folder/:folderId', { folderId: 3 }) → '/folder/3'. */
export function routePath(pattern: string, params: Record<string, string | number | undefined> = {}): string {
  return pattern
    .replace(/\/:(\w+)\?/g, (_, name: string) => (params[name] === undefined ? '' : `/${encodeURIComponent(String(params[name]))}`))
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

const matcher = (pattern: string) => new RegExp(`^${pattern.replace(/\/:\w+\?/g, '(?:/[^/]+)?').replace(/:\w+/g, '[^/]+')}/?$`);

/** The routes as patterns, made on the first question: a module that never asks neither holds nor runs them. */
let matchers: [RouteName, RegExp][] | undefined;
let editorMatchers: RegExp[] | undefined;

/** The page of docs/product.md §2 at this path, if it is one. */
export function routeOf(pathname: string): RouteName | undefined {
  matchers ??= (Object.keys(ROUTES) as RouteName[]).map((name) => [name, matcher(ROUTES[name])]);
  return matchers.find(([, re]) => re.test(pathname))?.[0];
}

/** Is this path one of the pages of docs/product.md §2? */
export function isAppRoute(pathname: string): boolean {
  return routeOf(pathname) !== undefined;
}

/** Is this path one of the giver's pages (EDITOR_ROUTES)? */
export function isEditorRoute(pathname: string): boolean {
  editorMatchers ??= EDITOR_ROUTES.map((name) => matcher(ROUTES[name]));
  return editorMatchers.some((re) => re.test(pathname));
}
