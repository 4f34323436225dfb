import type { PageReads } from './offline';
import { notePageVisit } from './page-visits';

// What a recipient page does once it sees a viewer session (components/recipient-gate.tsx), loaded only then,
// so the opening's first load carries none of it: the page's first visit among the recipient's footsteps
// (decision 040), then offline from now on (decision 031; its own chunk, started once per page load). The
// other pages' files are fetched and stored by the offline worker, never by the page (decision 055).

/** `pageReads` loads the pages' reads from the offline page's chunk (components/offline-page.tsx), above lib. */
export function pastPin(pathname: string, pageReads: () => Promise<PageReads>): void {
  // The footstep first, so it is not queued behind the offline worker's start.
  notePageVisit(pathname);
  void Promise.all([import('./offline'), pageReads()]).then(([offline, reads]) => offline.startOffline(reads));
}
