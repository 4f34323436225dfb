import { isActivityPage } from '@shared/activity';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@shared/constants';
import { ROUTES, type RouteName } from '@shared/routes';

// The recipient's footsteps (decision 040): loaded with past-pin.ts once a recipient page sees a viewer
// session, so the opening's first load carries none of it. Tells the server the first visit of each page;
// the server keeps one per session and ignores the giver's preview. A failure is only a footstep lost. Plain
// fetch, not api/client: sharing it from here would split the client out of the first load's chunk.

const routes = (Object.keys(ROUTES) as RouteName[]).map((name) => ({
  name,
  re: new RegExp(`^${ROUTES[name].replace(/\/:\w+\?/g, '(?:/[^/]+)?').replace(/:\w+/g, '[^/]+')}/?$`),
}));
const told = new Set<string>();

export function notePageVisit(pathname: string): void {
  const name = routes.find((route) => route.re.test(pathname))?.name;
  if (!name || !isActivityPage(name) || told.has(name)) return;
  told.add(name);
  fetch('/api/activity/page', {
    method: 'POST',
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' },
    body: JSON.stringify({ page: name }),
    credentials: 'same-origin',
    // Sent even when the recipient moves on at once (a new page load would otherwise cancel it).
    keepalive: true,
  }).then(
    (reply) => reply.ok || told.delete(name),
    () => told.delete(name),
  );
}
