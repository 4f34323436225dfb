import { beforeAll, describe, expect, it } from 'vitest';
import { csrf, multipart, useTestApp, type TestGift } from '../test-support/test-app.js';
import { testRoleMatrix, type RoleRow } from '../test-support/role-matrix.js';

// Every wishes route for every credential (decision 045), with many gifts on one service: a guest
// (the share link opened, no session), the wishes link's guest (its key's cookie, no share key), the recipient, the
// giver, and another gift's giver, recipient and wishes guest, who never read, write or approve this gift's wishes.
// Then the wishes guest against every other route of the API: it opens nothing a stranger could not.

const t = useTestApp({ baseDomain: 'kado.localhost' });
let a: TestGift;
let b: TestGift;
let aWishKey: string;
let bWishKey: string;
let wish: number;

const wishKeyOf = async (gift: TestGift): Promise<string> => {
  const link = await t.app.inject({ method: 'PUT', url: '/api/wishes/link', headers: gift.editor, payload: { open: true } });
  expect(link.statusCode, link.body).toBe(200);
  return decodeURIComponent((link.json().data.url as string).split('/w/')[1] ?? '');
};
/** The wishes link's guest of a gift, on `host`: the key's cookie and the web app's header, nothing else. */
const wishGuest = (host: string, key: string) => ({ host, cookie: `kado_wish=${key}`, ...csrf });

let ip = 0;
function sendWish(headers: Record<string, string>, message: string) {
  const form = multipart({ name: 'Teman', message }, []);
  return t.app.inject({
    method: 'POST',
    url: '/api/wishes',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
    remoteAddress: `10.40.0.${++ip}`,
  });
}

beforeAll(async () => {
  a = await t.gift('alpha');
  b = await t.gift('bravo');
  aWishKey = await wishKeyOf(a);
  bWishKey = await wishKeyOf(b);
  const sent = await sendWish(wishGuest(a.host, aWishKey), 'Dari teman A');
  expect(sent.statusCode, sent.body).toBe(201);
  wish = (await t.app.inject({ method: 'GET', url: '/api/wishes', headers: a.editor })).json().data[0].id;
});

type Who =
  | 'guest'
  | 'wish guest'
  | 'viewer'
  | 'giver'
  | "B's giver on A"
  | "B's wish guest on A"
  | "B's giver on B"
  | "B's viewer on B"
  | "B's wish guest on B";
const headersOf = (who: Who): Record<string, string> =>
  ({
    guest: a.withKey,
    'wish guest': wishGuest(a.host, aWishKey),
    viewer: a.viewer,
    giver: a.editor,
    // B's giver's token sent to A's host (with A's share key): an unknown session there.
    "B's giver on A": { ...a.withKey, authorization: b.editor.authorization! },
    // B's wishes key sent to A's host: not A's key.
    "B's wish guest on A": wishGuest(a.host, bWishKey),
    // On B's own host, naming A's ids: B's giver and recipient find nothing of A's.
    "B's giver on B": b.editor,
    "B's viewer on B": b.viewer,
    "B's wish guest on B": wishGuest(b.host, bWishKey),
  })[who];

/**
 * The status each credential gets on each route, A's wish named. Rotating comes last: it ends A's wishes key. The
 * gifts are private (the operator's default): a wishes guest holds no share key, so every route but its own two
 * refuses it as it refuses any stranger, 403.
 */
const MATRIX: RoleRow<Who>[] = [
  {
    route: 'GET /api/wishes/link',
    call: (headers) => t.app.inject({ method: 'GET', url: '/api/wishes/link', headers }),
    expected: {
      guest: 401,
      'wish guest': 403,
      viewer: 403,
      giver: 200,
      "B's giver on A": 401,
      "B's wish guest on A": 403,
      "B's giver on B": 200,
      "B's viewer on B": 403,
      "B's wish guest on B": 403,
    },
  },
  {
    route: 'PUT /api/wishes/link',
    call: (headers) => t.app.inject({ method: 'PUT', url: '/api/wishes/link', headers, payload: { open: true } }),
    expected: {
      guest: 401,
      'wish guest': 403,
      viewer: 403,
      giver: 200,
      "B's giver on A": 401,
      "B's wish guest on A": 403,
      "B's giver on B": 200,
      "B's viewer on B": 403,
      "B's wish guest on B": 403,
    },
  },
  {
    route: 'GET /api/wishes/guest',
    call: (headers) => t.app.inject({ method: 'GET', url: '/api/wishes/guest', headers }),
    expected: {
      guest: 403,
      'wish guest': 200,
      viewer: 403,
      giver: 403,
      "B's giver on A": 403,
      "B's wish guest on A": 403,
      "B's giver on B": 403,
      "B's viewer on B": 403,
      "B's wish guest on B": 200,
    },
  },
  {
    route: 'POST /api/wishes',
    call: (headers) => sendWish(headers, 'Halo'),
    expected: {
      guest: 403,
      'wish guest': 201,
      viewer: 403,
      giver: 403,
      "B's giver on A": 403,
      "B's wish guest on A": 403,
      "B's giver on B": 403,
      "B's viewer on B": 403,
      "B's wish guest on B": 201,
    },
  },
  {
    route: 'GET /api/wishes',
    call: (headers) => t.app.inject({ method: 'GET', url: '/api/wishes', headers }),
    expected: {
      guest: 401,
      'wish guest': 403,
      viewer: 200,
      giver: 200,
      "B's giver on A": 401,
      "B's wish guest on A": 403,
      "B's giver on B": 200,
      "B's viewer on B": 200,
      "B's wish guest on B": 403,
    },
  },
  {
    route: 'PUT /api/wishes/:id',
    call: (headers) => t.app.inject({ method: 'PUT', url: `/api/wishes/${wish}`, headers, payload: { approved: true } }),
    // B's giver on B names A's wish: not found there, and A's wish stays as it is.
    expected: {
      guest: 401,
      'wish guest': 403,
      viewer: 403,
      giver: 200,
      "B's giver on A": 401,
      "B's wish guest on A": 403,
      "B's giver on B": 404,
      "B's viewer on B": 403,
      "B's wish guest on B": 403,
    },
  },
  {
    route: 'DELETE /api/wishes/:id',
    call: (headers) => t.app.inject({ method: 'DELETE', url: `/api/wishes/${wish}`, headers }),
    expected: {
      guest: 401,
      'wish guest': 403,
      viewer: 403,
      giver: 200,
      "B's giver on A": 401,
      "B's wish guest on A": 403,
      "B's giver on B": 404,
      "B's viewer on B": 403,
      "B's wish guest on B": 403,
    },
  },
  {
    route: 'POST /api/wishes/link/rotate',
    call: (headers) => t.app.inject({ method: 'POST', url: '/api/wishes/link/rotate', headers }),
    expected: {
      guest: 401,
      'wish guest': 403,
      viewer: 403,
      giver: 200,
      "B's giver on A": 401,
      "B's wish guest on A": 403,
      // B's giver rotates B's own link: B's guest is last in ORDER, so it had its turn on every route before.
      "B's giver on B": 200,
      "B's viewer on B": 403,
      "B's wish guest on B": 403,
    },
  },
];

/** A's giver goes last (the delete succeeds only once), B's giver just before (its rotation). */
const ORDER: Who[] = [
  'guest',
  'wish guest',
  "B's giver on A",
  "B's wish guest on A",
  "B's wish guest on B",
  "B's viewer on B",
  "B's giver on B",
  'viewer',
  'giver',
];

describe('wishes routes, every credential', () => {
  testRoleMatrix(t, { rows: MATRIX, order: ORDER, headersOf, ours: (route) => route.includes('/api/wishes') });

  it("each gift's wishes are its own: B's giver and recipient never see A's, nor A's B's", async () => {
    expect((await sendWish(wishGuest(a.host, await wishKeyOf(a)), 'Hanya untuk A')).statusCode).toBe(201);
    expect((await sendWish(wishGuest(b.host, await wishKeyOf(b)), 'Hanya untuk B')).statusCode).toBe(201);
    const list = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/wishes', headers })).json().data as { id: number; message: string }[];
    for (const wish of await list(a.editor)) {
      await t.app.inject({ method: 'PUT', url: `/api/wishes/${wish.id}`, headers: a.editor, payload: { approved: true } });
    }
    for (const wish of await list(b.editor)) {
      await t.app.inject({ method: 'PUT', url: `/api/wishes/${wish.id}`, headers: b.editor, payload: { approved: true } });
    }
    for (const headers of [a.editor, a.viewer]) {
      const messages = (await list(headers)).map((w) => w.message);
      expect(messages).toContain('Hanya untuk A');
      expect(messages).not.toContain('Hanya untuk B');
    }
    for (const headers of [b.editor, b.viewer]) {
      const messages = (await list(headers)).map((w) => w.message);
      expect(messages).toContain('Hanya untuk B');
      expect(messages).not.toContain('Hanya untuk A');
    }
  });
});

describe('the wishes guest on every other route: what a stranger gets, and nothing more', () => {
  it('with or without the share key, each route answers the wishes cookie as it answers its absence', async () => {
    const key = await wishKeyOf(a);
    const guestRoutes = new Set(['GET /api/wishes/guest', 'POST /api/wishes']);
    const routes = t.app.ctx.routeTable.filter(
      (r) => (r.url.startsWith('/api/') || r.url.startsWith('/storage/')) && !guestRoutes.has(`${r.method} ${r.url}`),
    );
    expect(routes.length).toBeGreaterThan(40);
    const before = await t.snapshot();
    for (const stranger of [a.anonymous, a.withKey]) {
      const holder = { ...stranger, cookie: [stranger.cookie, `kado_wish=${key}`].filter(Boolean).join('; '), ...csrf };
      for (const route of routes) {
        const url = route.url.replace(/:\w+/g, '1').replace('*', 'x.jpg');
        const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
        const payload = method === 'GET' ? undefined : { title: 'x', name: 'x' };
        const plain = await t.app.inject({ method, url, headers: { ...stranger, ...csrf }, payload });
        const withWishKey = await t.app.inject({ method, url, headers: holder, payload });
        expect(withWishKey.statusCode, `${route.method} ${route.url}`).toBe(plain.statusCode);
      }
    }
    expect(await t.snapshot()).toBe(before);
  });
});
