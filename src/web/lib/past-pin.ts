import { notePageVisit } from './page-visits';

// What a recipient page does once it sees a viewer session (components/recipient-gate.tsx), loaded only then,
// so the opening's first load carries none of it: offline from now on (decision 031; its own chunk, started
// once per page load), and the page's first visit among the recipient's footsteps (decision 040).

export function pastPin(pathname: string): void {
  void import('./offline').then((offline) => offline.startOffline());
  notePageVisit(pathname);
}
