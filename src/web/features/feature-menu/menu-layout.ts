import { EDITABLE_FEATURE_IDS, type FeatureId } from '@shared/constants';
import { ROUTES } from '@shared/routes';

// The feature menu's pure rules (docs/product.md §2): which items show and where they sit around the heart.
// Whether Main Gift opens is the server's verdict (decision 017).

export type MenuItemId = (typeof EDITABLE_FEATURE_IDS)[number];

/** Where each feature's icon leads. */
export const MENU_ITEM_PATHS: Record<MenuItemId, string> = {
  gallery: ROUTES.gallery,
  todo: ROUTES.todoList,
  games: ROUTES.games,
  letter: ROUTES.loveMoment,
  reply: ROUTES.reply,
  wishes: ROUTES.wishes,
  moments: ROUTES.heartMoments,
};

/** The icons around the heart: the selected features other than Main Gift, in the editor's order. */
export function menuItems(selected: readonly FeatureId[]): MenuItemId[] {
  return EDITABLE_FEATURE_IDS.filter((featureId) => selected.includes(featureId));
}

export interface Offset {
  /** px from the heart's centre; y grows downwards. */
  x: number;
  y: number;
}

/** Tablet and desktop: fixed places around the heart for one to four icons (docs/product.md §2). */
const FIXED_OFFSETS: Record<1 | 2 | 3 | 4, readonly Offset[]> = {
  1: [{ x: 0, y: -170 }],
  2: [
    { x: -190, y: 0 },
    { x: 190, y: 0 },
  ],
  3: [
    { x: -190, y: -40 },
    { x: 0, y: -180 },
    { x: 190, y: -40 },
  ],
  4: [
    { x: -190, y: -95 },
    { x: 190, y: -95 },
    { x: -190, y: 95 },
    { x: 190, y: 95 },
  ],
};

/** Radius used if more than four icons ever show: evenly round the heart, starting at the top. */
const RING_RADIUS = 190;

export function ringOffsets(count: number): Offset[] {
  if (count <= 0) return [];
  if (count <= 4) return FIXED_OFFSETS[count as 1 | 2 | 3 | 4].map((offset) => ({ ...offset }));
  return Array.from({ length: count }, (_, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / count;
    return { x: Math.round(RING_RADIUS * Math.cos(angle)), y: Math.round(RING_RADIUS * Math.sin(angle)) };
  });
}
