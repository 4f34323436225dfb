// Each operation's id and tag in the API description (decision 025): the id from the route's method and address
// (unique, the page's anchors), the tag the resource it belongs to.

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** GET /api/gallery/detail/:folderId → getGalleryDetailByFolderId */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return method.toLowerCase() + words.map(pascal).join('');
}

/** Groups for the page: the resource after /api/, the session calls together. */
const TAG_ALIASES: Record<string, string> = {
  login: 'session',
  logout: 'session',
  'openapi.json': 'docs',
  healthz: 'operations',
  readyz: 'operations',
  metrics: 'operations',
};
export function tagOf(url: string): string {
  const first = url.replace(/^\/(api\/)?/, '').split('/')[0] ?? '';
  return TAG_ALIASES[first] ?? first;
}
