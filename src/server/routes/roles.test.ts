import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app.js';

// Every route the server registers, with the guard it declares. New routes join automatically:
// a write that is not in the lists below must refuse anonymous visitors and viewers.

const PUBLIC = new Set([
  'GET /api/opening',
  'GET /api/date-input',
  'GET /api/session',
  'GET /storage/*',
  'POST /api/login',
  'POST /api/logout',
  'POST /api/date-input/verify',
  'GET /api/openapi.json',
  'GET /api/docs',
  // The gift's language: every page is served in it anyway.
  'GET /api/settings',
  // The timed reveal: the countdown before the PIN.
  'GET /api/reveal',
  // The forgotten password: asked and used by someone who cannot sign in.
  'POST /api/password/forgot',
  'POST /api/password/reset',
  // The notifications' one-click unsubscribe: its signed address is the credential, no login (RFC 8058).
  'GET /api/notifications/unsubscribe',
  'POST /api/notifications/unsubscribe',
  // Sign-up: a visitor without an account, on the console host; the welcome's one-use code is its credential.
  'GET /api/signup/slug',
  'POST /api/signup',
  'POST /api/signup/confirm',
  'POST /api/signup/welcome',
]);
/** Writes a viewer may make (the recipient plans with the giver, plays the quiz, leaves footsteps, replies and hearts). */
const VIEWER_WRITES = new Set<string>([
  'POST /api/todos',
  'PUT /api/todos/:id',
  'DELETE /api/todos/:id',
  'POST /api/quizzes/attempt',
  // The recipient's footsteps: a page's visit and a claimed coupon.
  'POST /api/activity/page',
  'POST /api/coupon/claim',
  // The recipient answers: a reply and a heart.
  'POST /api/replies',
  'POST /api/reactions',
  // Momen Hati: both partners write their own moments and heart the other's.
  'POST /api/heart-moments',
  'POST /api/heart-moments/:id',
  'PUT /api/heart-moments/:id/visibility',
  'DELETE /api/heart-moments/:id',
  'POST /api/heart-moments/:id/heart',
  // The recipient's own address for word of the giver's shared moments (docs/product.md §26).
  'PUT /api/heart-moments/mail',
  'DELETE /api/heart-moments/mail',
]);

/**
 * The wishes link's guest: no session, the wishes key's cookie. Without it these answer 403 (the
 * link is not valid), not 401: no sign-in would help. wishes-roles.test.ts calls them with every credential.
 */
const WISH_GUEST_ROUTES = new Set<string>(['GET /api/wishes/guest', 'POST /api/wishes']);

const t = useTestApp();
const { viewer } = t;

const serverRoutes = () => t.app.ctx.routeTable.filter((r) => r.url.startsWith('/api/') || r.url.startsWith('/storage/'));
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const concrete = (url: string) => url.replace(/:\w+/g, '1').replace('*', 'x.jpg');

describe('route guards', () => {
  it('every route declares exactly one guard, and only the known ones are public', () => {
    const routes = serverRoutes();
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const guards = route.guards.filter((g) =>
        ['allowAnyone', 'requireViewer', 'requireEditor', 'requireCsrfHeader', 'requireWishGuest'].includes(g),
      );
      expect(guards, key(route)).toHaveLength(1);
      expect(guards[0] === 'requireWishGuest', `${key(route)} the wishes guest's?`).toBe(WISH_GUEST_ROUTES.has(key(route)));
      const isPublic = guards[0] === 'allowAnyone' || guards[0] === 'requireCsrfHeader';
      expect(isPublic, `${key(route)} public?`).toBe(PUBLIC.has(key(route)));
    }
  });

  it('refuses every non-public write to anonymous visitors and viewers, and nothing changes', async () => {
    const writes = serverRoutes().filter((r) => r.method !== 'GET' && !PUBLIC.has(key(r)));
    expect(writes.length).toBeGreaterThan(4);
    const before = await t.snapshot();
    for (const route of writes) {
      const method = route.method as 'POST' | 'PUT' | 'DELETE';
      const url = concrete(route.url);
      const anonymous = await t.app.inject({ method, url, payload: { title: 'x', name: 'x' } });
      expect(anonymous.statusCode, `anonymous ${key(route)}`).toBe(WISH_GUEST_ROUTES.has(key(route)) ? 403 : 401);
      expect(anonymous.json().success).toBe(false);
      if (VIEWER_WRITES.has(key(route))) continue;
      const asViewer = await t.app.inject({ method, url, payload: { title: 'x', name: 'x' }, headers: viewer });
      expect(asViewer.statusCode, `viewer ${key(route)}`).toBe(403);
    }
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses every non-public read to anonymous visitors', async () => {
    const reads = serverRoutes().filter((r) => r.method === 'GET' && !PUBLIC.has(key(r)));
    expect(reads.length).toBeGreaterThan(1);
    for (const route of reads) {
      const res = await t.app.inject({ method: 'GET', url: concrete(route.url) });
      expect(res.statusCode, key(route)).toBe(WISH_GUEST_ROUTES.has(key(route)) ? 403 : 401);
    }
  });
});
