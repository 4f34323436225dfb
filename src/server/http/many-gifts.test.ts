import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, useTestApp, type TestGift } from '../test-support/test-app.js';
import { jpeg } from '../test-support/media-fixtures.js';
import { storedPaths } from '../test-support/stored-media.js';

// Many gifts on one service (decision 018): each host is one gift, and nothing crosses.

const t = useTestApp({ baseDomain: 'kado.localhost' });
let a: TestGift;
let b: TestGift;
beforeAll(async () => {
  a = await t.gift('alpha');
  b = await t.gift('bravo');
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

async function uploadPhoto(gift: TestGift, folderId: number, title: string) {
  const form = multipart({ folder_id: String(folderId), title }, [
    { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: await jpeg(40 + folderId, 30) },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/gallery/create-photos',
    payload: form.payload,
    headers: { ...form.headers, ...gift.editor },
  });
}

async function createFolder(gift: TestGift, name: string): Promise<number> {
  const res = await call('POST', '/api/gallery/create-folder', gift.editor, { name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

describe('hosts', () => {
  it('answers an unknown slug with a 404 page, and 404 JSON under /api and /storage', async () => {
    const page = await call('GET', '/', { host: 'nobody.kado.localhost' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Kado tidak ditemukan');
    const api = await call('GET', '/api/opening', { host: 'nobody.kado.localhost' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, code: 'common.giftNotFound', message: 'Kado tidak ditemukan.' });
    expect((await call('GET', '/storage/g1/x.jpg', { host: 'nobody.kado.localhost:3000' })).statusCode).toBe(404);
  });

  it('refuses hosts that are not under BASE_DOMAIN, and deeper names', async () => {
    for (const host of ['localhost', 'example.com', 'x.alpha.kado.localhost', 'alpha.kado.localhost.evil']) {
      expect((await call('GET', '/api/opening', { host })).statusCode, host).toBe(404);
    }
  });

  it('keeps the console host for the operator: no gift API there, no operator API on a gift', async () => {
    expect((await call('GET', '/api/opening', { host: 'kado.localhost' })).statusCode).toBe(404);
    expect((await call('GET', '/storage/x.jpg', { host: 'kado.localhost' })).statusCode).toBe(404);
    const session = await call('GET', '/api/operator/session', { host: 'kado.localhost:3000' });
    expect(session.json()).toEqual({ success: true, console: true, signed_in: false, signup: false });
    expect((await call('GET', '/api/operator/session', a.anonymous)).statusCode).toBe(404);
    expect((await call('GET', '/api/operator/gifts', { ...t.operator, ...a.anonymous })).statusCode).toBe(404);
  });
});

describe('one gift sees nothing of another', () => {
  it('reads: each gift has its own content', async () => {
    await call('POST', '/api/opening', a.editor, { title: 'Untuk A', recipient_name: 'Ani' });
    await call('POST', '/api/opening', b.editor, { title: 'Untuk B', recipient_name: 'Budi' });
    expect((await call('GET', '/api/opening', a.withKey)).json().data[0].recipient_name).toBe('Ani');
    expect((await call('GET', '/api/opening', b.withKey)).json().data[0].recipient_name).toBe('Budi');
  });

  it("sessions: A's giver and viewer are nobody on B", async () => {
    // B is private: without B's key, A's giver is refused at the door; with it, A's session is unknown.
    expect((await call('GET', '/api/share', { ...a.editor, host: b.host })).statusCode).toBe(403);
    const aEditorOnB = { ...b.withKey, authorization: a.editor.authorization! };
    expect((await call('GET', '/api/share', aEditorOnB)).statusCode).toBe(401);
    expect((await call('GET', '/api/session', aEditorOnB)).json().role).toBe('anonymous');
    // Even holding B's key, A's viewer session does not open B.
    const aViewerOnB = { ...b.withKey, authorization: a.viewer.authorization! };
    expect((await call('GET', '/api/gallery', aViewerOnB)).statusCode).toBe(401);
    expect((await call('GET', '/api/gallery', b.viewer)).statusCode).toBe(200);
  });

  it("writes: A's giver cannot write B, by host or by id", async () => {
    const before = (await call('GET', '/api/gallery', b.viewer)).json().data;
    expect((await call('POST', '/api/gallery/create-folder', { ...a.editor, host: b.host }, { name: 'Dari A' })).statusCode).toBe(403);
    const aEditorOnB = { ...b.withKey, authorization: a.editor.authorization! };
    expect((await call('POST', '/api/gallery/create-folder', aEditorOnB, { name: 'Dari A' })).statusCode).toBe(401);
    const aFolder = await createFolder(a, 'Punya A');
    // B's giver names A's folder id on B: not found, and A's folder keeps its name.
    expect((await call('PUT', `/api/gallery/update-folder-name/${aFolder}`, b.editor, { name: 'Diambil' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/gallery/delete-folder/${aFolder}`, b.editor)).statusCode).toBe(404);
    expect((await call('GET', `/api/gallery/detail/${aFolder}`, b.viewer)).statusCode).toBe(404);
    expect((await call('GET', '/api/gallery', b.viewer)).json().data).toEqual(before);
    expect((await call('GET', `/api/gallery/detail/${aFolder}`, a.viewer)).json().data.name).toBe('Punya A');
  });

  it("media: A's files live under g{A}/ and /storage on B does not serve them", async () => {
    const folder = await createFolder(a, 'Foto A');
    const res = await uploadPhoto(a, folder, 'Pantai');
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().data.url;
    expect(url).toMatch(/^g\d+\/gallery\//);
    expect((await call('GET', `/storage/${url}`, a.viewer)).statusCode).toBe(200);
    expect((await call('GET', `/storage/${url}`, b.viewer)).statusCode).toBe(404);
    expect((await call('GET', `/storage/${url}`, { ...b.editor })).statusCode).toBe(404);
  });

  it('concurrent requests to two gifts each see and write only their own, across awaits and uploads', async () => {
    const [fa, fb] = [await createFolder(a, 'Serentak A'), await createFolder(b, 'Serentak B')];
    const rounds = Array.from({ length: 6 }, (_, i) => i);
    const results = await Promise.all(
      rounds.flatMap((i) => [
        uploadPhoto(a, fa, `a-${i}`).then((res) => ({ gift: a, res })),
        uploadPhoto(b, fb, `b-${i}`).then((res) => ({ gift: b, res })),
        call('GET', '/api/opening', a.withKey).then((res) => ({ gift: a, res })),
        call('GET', '/api/opening', b.withKey).then((res) => ({ gift: b, res })),
      ]),
    );
    const aPrefix = (await call('GET', `/api/gallery/detail/${fa}`, a.viewer)).json().data.photo[0].url.split('/')[0];
    const bPrefix = (await call('GET', `/api/gallery/detail/${fb}`, b.viewer)).json().data.photo[0].url.split('/')[0];
    expect(aPrefix).not.toBe(bPrefix);
    for (const { gift, res } of results) {
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      if (Array.isArray(data)) expect(data[0].recipient_name).toBe(gift === a ? 'Ani' : 'Budi');
      else expect(data.url.startsWith(`${gift === a ? aPrefix : bPrefix}/`), data.url).toBe(true);
    }
    const titles = async (gift: TestGift, folder: number) =>
      ((await call('GET', `/api/gallery/detail/${folder}`, gift.viewer)).json().data.photo as { title: string }[])
        .map((p) => p.title)
        .sort();
    expect(await titles(a, fa)).toEqual(rounds.map((i) => `a-${i}`).sort());
    expect(await titles(b, fb)).toEqual(rounds.map((i) => `b-${i}`).sort());
    const aGallery = (await storedPaths(t.app)).filter((p) => p.startsWith(`${aPrefix}/gallery/`));
    expect(aGallery.length).toBeGreaterThanOrEqual(rounds.length * 3);
  });

  it('limits: wrong PINs on A never block B', async () => {
    for (let i = 0; i < 12; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/date-input/verify',
        headers: a.withKey,
        payload: { pin: '999999' },
        remoteAddress: '10.7.7.7',
      });
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/date-input/verify',
      headers: a.withKey,
      payload: { pin: '020222' },
      remoteAddress: '10.7.7.7',
    });
    expect(blocked.statusCode).toBe(429);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/date-input/verify',
      headers: b.withKey,
      payload: { pin: '020222' },
      remoteAddress: '10.7.7.7',
    });
    expect(other.statusCode).toBe(200);
  });
});
