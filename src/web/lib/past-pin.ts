import { notePageVisit } from './page-visits';

// What a recipient page does once it sees a viewer session (components/recipient-gate.tsx), loaded only then,
// so the opening's first load carries none of it: offline from now on (decision 031; its own chunk, started
// once per page load), then every page's code for offline, and the page's first visit among the recipient's footsteps
// (decision 040).

export function pastPin(pathname: string, loadPages?: () => Promise<unknown>): void {
  // The footstep first, so it is not queued behind the pages' code.
  notePageVisit(pathname);
  // Every page's code, fetched now; the worker stores it with the rest once it is in (router.tsx).
  const pages = loadPages?.();
  void import('./offline').then((offline) => offline.startOffline(pages));
}
