import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, useTestApp, type TestGift } from '../test-support/test-app.js';
import { testRoleMatrix, type RoleRow } from '../test-support/role-matrix.js';
import { jpeg } from '../test-support/media-fixtures.js';

// Every reply and heart route for every credential (decision 043), with many gifts on one service: a
// guest, the recipient, the giver, and another gift's giver and recipient, who never read, write or
// delete this gift's replies and hearts.

const t = useTestApp({ baseDomain: 'kado.localhost' });
let a: TestGift;
let b: TestGift;
let photo: number;
let reply: number;
beforeAll(async () => {
  a = await t.gift('alpha');
  b = await t.gift('bravo');
  const folder = await t.app.inject({ method: 'POST', url: '/api/gallery/create-folder', headers: a.editor, payload: { name: 'A' } });
  const form = multipart({ folder_id: String(folder.json().data.id), title: 'Foto A' }, [
    { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: await jpeg(40, 30) },
  ]);
  photo = (
    await t.app.inject({
      method: 'POST',
      url: '/api/gallery/create-photos',
      payload: form.payload,
      headers: { ...form.headers, ...a.editor },
    })
  ).json().data.id;
  const sent = await sendReply(a.viewer, 'Dari penerima A');
  expect(sent.statusCode, sent.body).toBe(201);
  reply = sent.json().data.id;
});

function sendReply(headers: Record<string, string>, message: string) {
  const form = multipart({ message }, []);
  return t.app.inject({ method: 'POST', url: '/api/replies', payload: form.payload, headers: { ...form.headers, ...headers } });
}

type Who = 'guest' | 'viewer' | 'giver' | "B's giver on A" | "B's giver on B" | "B's viewer on B";
const headersOf = (who: Who): Record<string, string> =>
  ({
    guest: a.withKey,
    viewer: a.viewer,
    giver: a.editor,
    // B's giver's token sent to A's host (with A's key): an unknown session there.
    "B's giver on A": { ...a.withKey, authorization: b.editor.authorization! },
    // On B's own host, naming A's ids: B's giver and recipient find nothing of A's.
    "B's giver on B": b.editor,
    "B's viewer on B": b.viewer,
  })[who];

/** The status each credential gets on each route, A's reply and A's photo named. */
const MATRIX: RoleRow<Who>[] = [
  {
    route: 'GET /api/replies',
    call: (headers) => t.app.inject({ method: 'GET', url: '/api/replies', headers }),
    expected: { guest: 401, viewer: 200, giver: 200, "B's giver on A": 401, "B's giver on B": 200, "B's viewer on B": 200 },
  },
  {
    route: 'POST /api/replies',
    call: (headers) => sendReply(headers, 'Halo'),
    expected: { guest: 401, viewer: 201, giver: 403, "B's giver on A": 401, "B's giver on B": 403, "B's viewer on B": 201 },
  },
  {
    route: 'DELETE /api/replies/:id',
    call: (headers) => t.app.inject({ method: 'DELETE', url: `/api/replies/${reply}`, headers }),
    // B's giver on B names A's reply: not found there, and A's reply stays.
    expected: { guest: 401, viewer: 403, giver: 200, "B's giver on A": 401, "B's giver on B": 404, "B's viewer on B": 403 },
  },
  {
    route: 'GET /api/reactions',
    call: (headers) => t.app.inject({ method: 'GET', url: '/api/reactions', headers }),
    expected: { guest: 401, viewer: 200, giver: 200, "B's giver on A": 401, "B's giver on B": 200, "B's viewer on B": 200 },
  },
  {
    route: 'POST /api/reactions',
    call: (headers) => t.app.inject({ method: 'POST', url: '/api/reactions', headers, payload: { target: 'photo', id: photo } }),
    // B's recipient names A's photo on B: not in this gift.
    expected: { guest: 401, viewer: 200, giver: 403, "B's giver on A": 401, "B's giver on B": 403, "B's viewer on B": 404 },
  },
];

/** The giver (A's own) goes last: the delete succeeds only once. */
const ORDER: Who[] = ['guest', "B's giver on A", "B's giver on B", "B's viewer on B", 'viewer', 'giver'];

describe('reply and heart routes, every credential', () => {
  testRoleMatrix(t, { rows: MATRIX, order: ORDER, headersOf, ours: (route) => /\/api\/(replies|reactions)/.test(route) });

  it("B's giver and recipient never see A's replies or hearts", async () => {
    expect((await sendReply(a.viewer, 'Dari penerima A')).statusCode).toBe(201);
    const aReplies = (await t.app.inject({ method: 'GET', url: '/api/replies', headers: a.editor })).json().data;
    expect(aReplies.some((r: { message: string }) => r.message === 'Dari penerima A')).toBe(true);
    for (const headers of [b.editor, b.viewer]) {
      const bReplies = (await t.app.inject({ method: 'GET', url: '/api/replies', headers })).json().data;
      expect(bReplies.some((r: { message: string }) => r.message === 'Dari penerima A')).toBe(false);
      const hearts = (await t.app.inject({ method: 'GET', url: '/api/reactions', headers })).json().data;
      expect(hearts.photo).toEqual({});
      expect(hearts.items).toEqual([]);
    }
    const aHearts = (await t.app.inject({ method: 'GET', url: '/api/reactions', headers: a.editor })).json().data;
    expect(aHearts.photo).toEqual({ [photo]: 1 });
  });
});
