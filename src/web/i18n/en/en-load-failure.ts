import type { Translation } from '../../../shared/translation';
import type { idLoadFailure } from '../id-load-failure';

// English twin of id-load-failure.ts: where a part of a giver's page could not load.

export const enLoadFailure: Translation<typeof idLoadFailure> = {
  offlineHeading: 'The internet connection is down',
  offlineBody: "This part hasn't loaded because you're offline. Connect to the internet, then try again.",
  failedHeading: "This part couldn't load",
  failedBody: 'The connection dropped for a moment, or Kado was just updated. Try again; if it still fails, reload the page.',
  retry: 'Try again',
  reload: 'Reload the page',
};
