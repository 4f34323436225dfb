import { beforeAll, describe, expect, it } from 'vitest';
import { csrf, useTestApp, type TestGift } from '../test-support/test-app.js';
import { sendHeartMoment } from '../test-support/heart-moments.js';
import { testRoleMatrix, type RoleRow } from '../test-support/role-matrix.js';
import { jpeg } from '../test-support/media-fixtures.js';

// Momen Hati (decision 086) for every credential, with many gifts on one service: a stranger (the
// share link opened, no session), the wishes link's guest, the recipient, the giver, and another gift's giver (on
// this gift's host, and on its own naming this gift's ids). Then every place a private moment could reach the other
// partner: the list, the counts, the photo's files, a heart, an edit.

const t = useTestApp({ baseDomain: 'kado.localhost' });
let a: TestGift;
let b: TestGift;
let wishKey: string;

/** A's moments by who wrote them and how they are seen. */
const ids = { giverShared: 0, giverPrivate: 0, recipientShared: 0, recipientPrivate: 0 };
let privatePhoto: string[] = [];
const PRIVATE_WORDS = 'Rahasia penerima: kamu menjemputku waktu hujan';
const GIVER_PRIVATE_WORDS = 'Rahasia pemberi: senyummu pagi ini';

const write = (headers: Record<string, string>, fields: Record<string, string>, photo?: Buffer) =>
  sendHeartMoment(t.app, headers, fields, photo);
const edit = (headers: Record<string, string>, id: number, words: string) =>
  sendHeartMoment(t.app, headers, { words, feeling: 'grateful', visibility: 'private' }, undefined, id);
const list = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/heart-moments', headers });

beforeAll(async () => {
  a = await t.gift('alpha');
  b = await t.gift('bravo');
  const link = await t.app.inject({ method: 'PUT', url: '/api/wishes/link', headers: a.editor, payload: { open: true } });
  wishKey = decodeURIComponent((link.json().data.url as string).split('/w/')[1] ?? '');
  const made = async (headers: Record<string, string>, fields: Record<string, string>, photo?: Buffer) => {
    const res = await write(headers, fields, photo);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  ids.giverShared = (await made(a.editor, { words: 'Pemberi, dibagikan', feeling: 'loved', visibility: 'shared' })).id;
  ids.giverPrivate = (await made(a.editor, { words: GIVER_PRIVATE_WORDS, feeling: 'happy', visibility: 'private' })).id;
  ids.recipientShared = (await made(a.viewer, { words: 'Penerima, dibagikan', feeling: 'seen', visibility: 'shared' })).id;
  const secret = await made(a.viewer, { words: PRIVATE_WORDS, feeling: 'grateful', visibility: 'private' }, await jpeg(40, 30));
  ids.recipientPrivate = secret.id;
  privatePhoto = [secret.photo.url, secret.photo.display_url, secret.photo.thumb_url];
});

type Who = 'stranger' | 'wish guest' | 'recipient' | 'giver' | "B's giver on A" | "B's giver on B";
const headersOf = (who: Who): Record<string, string> =>
  ({
    stranger: a.withKey,
    'wish guest': { host: a.host, cookie: `kado_wish=${wishKey}`, ...csrf },
    recipient: a.viewer,
    giver: a.editor,
    "B's giver on A": { ...a.withKey, authorization: b.editor.authorization! },
    "B's giver on B": b.editor,
  })[who];

/** No session: 401; the wishes key alone is not the gift's share link either (the test gifts are private): 403. */
const NO_SESSION = { stranger: 401, 'wish guest': 403, "B's giver on A": 401 } as const;

/** The status each credential gets on each route, naming A's moments. */
const MATRIX: RoleRow<Who>[] = [
  { route: 'GET /api/heart-moments', call: list, expected: { ...NO_SESSION, recipient: 200, giver: 200, "B's giver on B": 200 } },
  {
    route: 'POST /api/heart-moments',
    call: (h) => write(h, { words: 'Halo', feeling: 'happy' }),
    expected: { ...NO_SESSION, recipient: 201, giver: 201, "B's giver on B": 201 },
  },
  {
    // The recipient's private moment: the giver and B's giver find no such moment.
    route: 'POST /api/heart-moments/:id',
    call: (h) => edit(h, ids.recipientPrivate, PRIVATE_WORDS),
    expected: { ...NO_SESSION, recipient: 200, giver: 404, "B's giver on B": 404 },
  },
  {
    // The giver's shared moment: the recipient sees it but did not write it.
    route: 'PUT /api/heart-moments/:id/visibility',
    call: (h) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/heart-moments/${ids.giverShared}/visibility`,
        headers: h,
        payload: { visibility: 'shared' },
      }),
    expected: { ...NO_SESSION, recipient: 403, giver: 200, "B's giver on B": 404 },
  },
  {
    // The recipient's shared moment: the giver hearts it; its author cannot.
    route: 'POST /api/heart-moments/:id/heart',
    call: (h) => t.app.inject({ method: 'POST', url: `/api/heart-moments/${ids.recipientShared}/heart`, headers: h }),
    expected: { ...NO_SESSION, recipient: 403, giver: 200, "B's giver on B": 404 },
  },
  {
    // 'Hari ini, setahun lalu' (docs/product.md §29): both partners alike; never a private moment (its own test file).
    route: 'GET /api/heart-moments/on-this-day',
    call: (h) => t.app.inject({ method: 'GET', url: '/api/heart-moments/on-this-day', headers: h }),
    expected: { ...NO_SESSION, recipient: 200, giver: 200, "B's giver on B": 200 },
  },
  {
    // The recipient's address for the giver's shared moments: the recipient's alone (docs/product.md §26).
    route: 'GET /api/heart-moments/mail',
    call: (h) => t.app.inject({ method: 'GET', url: '/api/heart-moments/mail', headers: h }),
    expected: { ...NO_SESSION, recipient: 200, giver: 403, "B's giver on B": 403 },
  },
  {
    route: 'PUT /api/heart-moments/mail',
    call: (h) =>
      t.app.inject({ method: 'PUT', url: '/api/heart-moments/mail', headers: h, payload: { email: 'rina@kado.test', consent: true } }),
    expected: { ...NO_SESSION, recipient: 200, giver: 403, "B's giver on B": 403 },
  },
  {
    route: 'DELETE /api/heart-moments/mail',
    call: (h) => t.app.inject({ method: 'DELETE', url: '/api/heart-moments/mail', headers: h }),
    expected: { ...NO_SESSION, recipient: 200, giver: 403, "B's giver on B": 403 },
  },
  {
    // The giver's private moment: the recipient finds none; the giver's own delete goes last and succeeds once.
    route: 'DELETE /api/heart-moments/:id',
    call: (h) => t.app.inject({ method: 'DELETE', url: `/api/heart-moments/${ids.giverPrivate}`, headers: h }),
    expected: { ...NO_SESSION, recipient: 404, giver: 200, "B's giver on B": 404 },
  },
];

const ORDER: Who[] = ['stranger', 'wish guest', "B's giver on A", "B's giver on B", 'recipient', 'giver'];

describe('Momen Hati routes, every credential', () => {
  testRoleMatrix(t, { rows: MATRIX, order: ORDER, headersOf, ours: (route) => route.includes('/api/heart-moments') });
});

describe("a private moment never reaches the other partner, a guest or another gift's giver", () => {
  it('is in no list, no count and no reply of the giver, nor of B', async () => {
    for (const headers of [a.editor, b.editor, b.viewer]) {
      const res = await list(headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(PRIVATE_WORDS);
      expect(res.body).not.toContain(privatePhoto[0]);
      expect(res.json().data.moments.map((m: { id: number }) => m.id)).not.toContain(ids.recipientPrivate);
    }
    // The giver's counts are over what the giver may see: the recipient's private 'grateful' is not one of them.
    const giver = (await list(a.editor)).json().data;
    expect(giver.counts.grateful).toBe(0);
    const recipient = (await list(a.viewer)).json().data;
    expect(recipient.counts.grateful).toBe(1);
    expect(recipient.moments.find((m: { id: number }) => m.id === ids.recipientPrivate)).toMatchObject({ mine: true, author: 'recipient' });
    // And the other way: the recipient never sees the giver's private words.
    expect(JSON.stringify(recipient)).not.toContain(GIVER_PRIVATE_WORDS);
  });

  it("its photo's files are not found for the giver and B, and are refused to the rest", async () => {
    for (const path of privatePhoto) {
      const url = `/storage/${path}`;
      expect((await t.app.inject({ method: 'GET', url, headers: a.viewer })).statusCode, 'recipient').toBe(200);
      expect((await t.app.inject({ method: 'GET', url, headers: a.editor })).statusCode, 'giver').toBe(404);
      expect((await t.app.inject({ method: 'GET', url, headers: b.editor })).statusCode, "B's giver").toBe(404);
      for (const who of ['stranger', 'wish guest', "B's giver on A"] as const) {
        expect((await t.app.inject({ method: 'GET', url, headers: headersOf(who) })).statusCode, who).toBe(NO_SESSION[who]);
      }
    }
  });

  it('the giver cannot heart, edit, share or delete it, and nothing of it changes', async () => {
    const before = (await list(a.viewer)).json().data.moments.find((m: { id: number }) => m.id === ids.recipientPrivate);
    const calls = [
      t.app.inject({ method: 'POST', url: `/api/heart-moments/${ids.recipientPrivate}/heart`, headers: a.editor }),
      t.app.inject({
        method: 'PUT',
        url: `/api/heart-moments/${ids.recipientPrivate}/visibility`,
        headers: a.editor,
        payload: { visibility: 'shared' },
      }),
      t.app.inject({ method: 'DELETE', url: `/api/heart-moments/${ids.recipientPrivate}`, headers: a.editor }),
      edit(a.editor, ids.recipientPrivate, 'Ditimpa pemberi'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain(PRIVATE_WORDS);
    }
    const after = (await list(a.viewer)).json().data.moments.find((m: { id: number }) => m.id === ids.recipientPrivate);
    expect(after).toEqual(before);
  });

  it("is in none of the giver's footsteps: writing, editing or hiding a moment leaves no step, and no step names one", async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/activity', headers: a.editor });
    expect(before.statusCode).toBe(200);
    const id = (await write(a.viewer, { words: 'Rahasia langkah', feeling: 'seen', visibility: 'private' }, await jpeg(20, 20))).json().data
      .id;
    await edit(a.viewer, id, 'Rahasia langkah, diubah');
    const after = await t.app.inject({ method: 'GET', url: '/api/activity', headers: a.editor });
    expect(after.json().data).toEqual(before.json().data);
    for (const words of [PRIVATE_WORDS, 'Rahasia langkah']) expect(after.body).not.toContain(words);
    expect(after.body).not.toContain('heart-moments');
  });

  it('turned shared by its author, the giver sees it, its photo and can heart it from then on', async () => {
    const shared = await t.app.inject({
      method: 'PUT',
      url: `/api/heart-moments/${ids.recipientPrivate}/visibility`,
      headers: a.viewer,
      payload: { visibility: 'shared' },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const giver = (await list(a.editor)).json().data;
    expect(giver.moments.find((m: { id: number }) => m.id === ids.recipientPrivate)?.words).toBe(PRIVATE_WORDS);
    expect(giver.counts.grateful).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: `/storage/${privatePhoto[1]}`, headers: a.editor })).statusCode).toBe(200);
    const heart = await t.app.inject({ method: 'POST', url: `/api/heart-moments/${ids.recipientPrivate}/heart`, headers: a.editor });
    expect(heart.json().data).toEqual({ id: ids.recipientPrivate, hearted: true });
    // Made private again: gone from the giver's list and files at once.
    await t.app.inject({
      method: 'PUT',
      url: `/api/heart-moments/${ids.recipientPrivate}/visibility`,
      headers: a.viewer,
      payload: { visibility: 'private' },
    });
    expect((await list(a.editor)).body).not.toContain(PRIVATE_WORDS);
    expect((await t.app.inject({ method: 'GET', url: `/storage/${privatePhoto[1]}`, headers: a.editor })).statusCode).toBe(404);
  });
});
