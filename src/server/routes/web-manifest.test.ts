import { describe, expect, it } from 'vitest';
import { PIN, useTestApp } from '../test-support/test-app.js';
import { giftAppName } from './web-manifest.js';

// Installable, and offline after unlock (decision 031): the manifest names each gift, and the
// session tells a viewer's service worker which cache is theirs.

const setTitle = (t: ReturnType<typeof useTestApp>, headers: Record<string, string>, title: string) =>
  t.app.inject({ method: 'POST', url: '/api/opening', headers, payload: { title, recipient_name: 'Sayang' } });

describe('the manifest, many gifts', () => {
  const t = useTestApp({ baseDomain: 'kado.localhost' });
  const manifest = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers });

  it("names each gift by its opening title, for the link's holders and the giver", async () => {
    const ayu = await t.gift('ayu');
    const budi = await t.gift('budi');
    expect((await setTitle(t, ayu.editor, 'Untuk Ayu')).statusCode).toBe(200);
    expect((await setTitle(t, budi.editor, 'Buat Budi')).statusCode).toBe(200);
    const res = await manifest(ayu.withKey);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.json()).toMatchObject({
      id: '/',
      name: 'Untuk Ayu Sayang',
      short_name: 'Sayang',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#fff5f8',
      background_color: '#fff5f8',
    });
    expect(res.json().icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ src: '/icons/icon-192.png', sizes: '192x192' }),
        expect.objectContaining({ src: '/icons/icon-512.png', sizes: '512x512' }),
        expect.objectContaining({ purpose: 'maskable' }),
      ]),
    );
    expect((await manifest(budi.withKey)).json().name).toBe('Buat Budi Sayang');
    expect((await manifest(budi.editor)).json().name).toBe('Buat Budi Sayang');
  });

  it('tells a stranger of a private gift nothing but the app name', async () => {
    const gift = await t.gift('rahasia');
    await setTitle(t, gift.editor, 'Rahasia');
    const res = await manifest(gift.anonymous);
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Kado');
    expect(res.body).not.toContain('Rahasia');
  });

  it("is the app's name on the operator's console", async () => {
    const res = await manifest({ host: 'kado.localhost' });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Kado');
  });
});

describe('the manifest, one gift (public)', () => {
  const t = useTestApp();

  it("is the gift's opening title with the recipient's name, as the opening reads", async () => {
    await setTitle(t, t.editor, 'Untukmu,');
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.json()).toMatchObject({ name: 'Untukmu, Sayang', short_name: 'Sayang', lang: 'id' });
  });
});

describe('giftAppName', () => {
  it('joins the title and the name as the opening shows them, and drops a dangling comma', () => {
    expect(giftAppName('Untukmu,', 'Sayang')).toBe('Untukmu, Sayang');
    expect(giftAppName('This is For', 'Nadia')).toBe('This is For Nadia');
    expect(giftAppName('Untukmu,', '')).toBe('Untukmu');
    expect(giftAppName('', 'Nadia')).toBe('Nadia');
  });
});

describe("the session's offline key", () => {
  const t = useTestApp({ baseDomain: 'kado.localhost' });
  const session = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/session', headers })).json<{ role: string; offline_key?: string }>();
  const unlock = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/date-input/verify', headers, payload: { pin: PIN } });
    expect(res.statusCode).toBe(200);
    return { ...headers, authorization: `Bearer ${res.json<{ token: string }>().token}` };
  };

  it('is given to viewers only, one per session, and ends with the session', async () => {
    const gift = await t.gift('kunci');
    expect((await session(gift.anonymous)).offline_key).toBeUndefined();
    expect((await session(gift.withKey)).offline_key).toBeUndefined();
    expect((await session(gift.editor)).offline_key).toBeUndefined();
    const first = await session(gift.viewer);
    expect(first.role).toBe('viewer');
    expect(first.offline_key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Stable for the session; another PIN session has another key.
    expect((await session(gift.viewer)).offline_key).toBe(first.offline_key);
    const second = await unlock(gift.withKey);
    expect((await session(second)).offline_key).not.toBe(first.offline_key);
    // A rotated link ends every viewer session: no key, so the worker drops the cache.
    const rotate = await t.app.inject({ method: 'POST', url: '/api/share/rotate', headers: gift.editor });
    const newKey = decodeURIComponent(rotate.json<{ data: { url: string } }>().data.url.split('/s/')[1]!);
    const afterRotate = await session({ ...second, cookie: `kado_key=${newKey}` });
    expect(afterRotate).toMatchObject({ role: 'anonymous' });
    expect(afterRotate.offline_key).toBeUndefined();
  });

  it('ends when the PIN changes', async () => {
    const gift = await t.gift('pinbaru');
    expect((await session(gift.viewer)).offline_key).toBeDefined();
    const list = await t.app.inject({ method: 'GET', url: '/api/date-input', headers: gift.editor });
    const first = list.json<{ data: { id: number; title: string }[] }>().data[0]!;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/date-input',
      headers: gift.editor,
      payload: { id: first.id, title: first.title, selected_date: '040321' },
    });
    expect(saved.statusCode).toBe(200);
    const after = await session(gift.viewer);
    expect(after.role).toBe('anonymous');
    expect(after.offline_key).toBeUndefined();
  });
});
