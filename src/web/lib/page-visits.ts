import { isActivityPage } from '@shared/activity';
import { ROUTES, type RouteName } from '@shared/routes';
import { apiFetch } from '@/api/client';
import { matchPath } from '@/lib/router';

// The recipient's footsteps (decision 040): loaded with past-pin.ts once a recipient page sees a viewer
// session, so the opening's first load carries none of it. Tells the server the first visit of each page;
// the server keeps one per session and ignores the giver's preview. A failure is only a footstep lost.

const names = Object.keys(ROUTES) as RouteName[];
const told = new Set<string>();

export function notePageVisit(pathname: string): void {
  const name = names.find((route) => matchPath(ROUTES[route], pathname) !== null);
  if (!name || !isActivityPage(name) || told.has(name)) return;
  told.add(name);
  apiFetch('/api/activity/page', { method: 'POST', json: { page: name } }).catch(() => told.delete(name));
}
