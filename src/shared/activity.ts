import type { RouteName } from './routes.js';

// The recipient's footsteps (decision 040): what a viewer session leaves for the giver to
// read. No zod and no imports beyond types: the recipient's pages report their visits with this list.

/**
 * What is recorded: each right PIN, the first visit of each page in a session, a perfect quiz, a claimed coupon,
 * a reply sent.
 */
export const ACTIVITY_EVENTS = ['unlocked', 'page', 'quiz-perfect', 'coupon-claimed', 'replied'] as const;
export type ActivityEvent = (typeof ACTIVITY_EVENTS)[number];

/** The pages whose first visit is recorded: the recipient's pages behind the PIN (the giver's are never). */
export const ACTIVITY_PAGES = [
  'daysOfLove',
  'features',
  'gallery',
  'folder',
  'todoList',
  'games',
  'quiz',
  'crossword',
  'mainGift',
  'videoGift',
  'loveMoment',
  'loveTyping',
  'coupon',
  'reply',
  'wishes',
] as const satisfies readonly RouteName[];
export type ActivityPage = (typeof ACTIVITY_PAGES)[number];

export function isActivityPage(name: string): name is ActivityPage {
  return (ACTIVITY_PAGES as readonly string[]).includes(name);
}

/** The newest events kept per gift; an event past it pushes out the oldest. */
export const ACTIVITY_MAX_EVENTS = 1000;
