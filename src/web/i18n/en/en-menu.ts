import type { Translation } from '../../../shared/translation';
import type { idMenu } from '../id-menu';

// English twin of id-menu.ts: the feature menu.

export const enMenu: Translation<typeof idMenu> = {
  defaultTitle: 'Features',
  loading: 'Loading...',
  loadFailed: 'Failed to load the features.',
  mainGift: 'Main Gift',
  openHint: 'Tap the heart to open the menu',
  giftHint: 'Tap the heart to open the Main Gift',
  close: 'Close',
  menuLabel: 'Feature menu',
  editPage: 'Edit Page',
  checking: 'Checking your score...',
  locked: '🎮 The Main Gift is still locked! Finish the mini game with a perfect score first, okay 😁✨',
  checkFailed: '❌ Failed to check the score. Try again later.',
  items: {
    gallery: 'Gallery',
    todo: 'Plans',
    games: 'Mini Games',
    letter: 'Letter',
    reply: 'Reply',
    wishes: 'Wishes',
    moments: 'Heart Moments',
  },
};
