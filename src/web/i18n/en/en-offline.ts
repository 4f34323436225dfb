import type { Translation } from '../../../shared/translation';
import type { idOffline } from '../id-offline';

// English twin of id-offline.ts: the page shown in place of one whose code cannot be fetched.

export const enOffline: Translation<typeof idOffline> = {
  offlineHeading: "You're offline",
  offlineBody: "This page isn't saved on your device yet. Connect to the internet, then try again.",
  failedHeading: "This page couldn't load",
  failedBody: 'Something was cut off while loading this page. Try again in a moment.',
  retry: 'Try again',
  back: 'Back',
  menu: 'Go to the menu',
};
