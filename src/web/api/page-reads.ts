import { matchPath } from '@/lib/router/match-path';
import { ROUTES, routePath, type RouteName } from '@shared/routes';

// What each recipient page reads from the API (decision 058), in one place: the offline worker stores them all past
// the PIN (lib/offline.ts), and a page whose own read gets no reply shows the offline page (components/offline-page.tsx,
// whose chunk holds this list, so it is in no page's first load). page-reads.test.ts holds it to the api/ modules'
// reads. A parameter is named as in the page's route (src/shared/routes.ts).

/** Each recipient page's own data: without it the page has nothing to show. The Main Gift pages ask the lock first. */
export const PAGE_READS = {
  features: ['/api/features', '/api/main-gift/status'],
  daysOfLove: ['/api/days-of-love'],
  gallery: ['/api/gallery'],
  folder: ['/api/gallery/detail/:folderId'],
  todoList: ['/api/todos'],
  games: ['/api/crossword'],
  quiz: ['/api/quizzes', '/api/main-gift/status'],
  quizOptions: ['/api/quizzes/:id'],
  crossword: ['/api/crossword'],
  mainGift: ['/api/main-gift/status'],
  videoGift: ['/api/main-gift/status', '/api/video-gift'],
  loveMoment: ['/api/love-moment'],
  loveTyping: ['/api/main-gift/status', '/api/love-typing'],
  coupon: ['/api/main-gift/status', '/api/coupon'],
  reply: ['/api/replies'],
  wishes: ['/api/wishes'],
  heartMoments: ['/api/heart-moments'],
} satisfies Partial<Record<RouteName, readonly string[]>>;

/**
 * Read past the PIN, but no page's own data, so left out when they cannot be had: the hearts of the gallery's large
 * view and of the letters, the day's milestone and 'Hari ini, setahun lalu' under the counter, the
 * gift's music (its player is on every page), and the opening's words and reveal time (an installed gift starts there).
 */
export const EXTRA_READS = [
  '/api/reactions',
  '/api/milestones',
  '/api/heart-moments/on-this-day',
  '/api/music',
  '/api/opening',
  '/api/reveal',
] as const;

const pages = Object.keys(PAGE_READS) as (keyof typeof PAGE_READS)[];

/** The addresses the page at `pathname` reads for its own data (none for a page not listed). */
export function pageReadsAt(pathname: string): string[] {
  for (const page of pages) {
    const match = matchPath(ROUTES[page], pathname);
    if (match) return PAGE_READS[page].map((read) => routePath(read, match.params));
  }
  return [];
}

/**
 * What the offline worker fetches and stores past the PIN: every recipient page's reads and the extras, but those
 * that name one folder or question (stored as their pages are opened).
 */
export function readsToStore(): string[] {
  return [...new Set([...Object.values(PAGE_READS).flat(), ...EXTRA_READS])].filter((read) => !read.includes(':'));
}
