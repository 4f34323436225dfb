import { describe, expect, it } from 'vitest';
import { csrf, PIN, useTestApp } from '../test-support/test-app.js';
import { withoutCode } from '../test-support/refusal.js';

// The share link and the secret link (decision 018).

describe('many gifts: a new gift is private', () => {
  const t = useTestApp({ baseDomain: 'kado.localhost', publicUrl: 'https://kado.localhost:8443' });
  const verify = (headers: Record<string, string>, pin: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/date-input/verify', headers, payload: { pin }, remoteAddress: ip });

  it('gives the giver the full link: PUBLIC_URL scheme and port, the gift host, the key', async () => {
    const gift = await t.gift('rahasia');
    const res = await t.app.inject({ method: 'GET', url: '/api/share', headers: gift.editor });
    expect(res.json()).toEqual({ success: true, data: { url: `https://rahasia.kado.localhost:8443/s/${gift.key}`, private: true } });
    expect(gift.key.length).toBeGreaterThanOrEqual(22);
    expect((await t.app.inject({ method: 'GET', url: '/api/share', headers: gift.viewer })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/share', headers: gift.withKey })).statusCode).toBe(401);
  });

  it('without the key: a neutral page and 403 for the opening, the PIN and every recipient call', async () => {
    const gift = await t.gift('rahasia');
    const page = await t.app.inject({ method: 'GET', url: '/', headers: gift.anonymous });
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Kado ini hanya bisa dibuka lewat tautan yang dibagikan kepadamu.');
    expect(page.body).not.toContain('This is For');
    for (const url of ['/api/opening', '/api/date-input', '/api/features', '/api/gallery', '/api/music', '/storage/x.jpg']) {
      const res = await t.app.inject({ method: 'GET', url, headers: gift.anonymous });
      expect(res.statusCode, url).toBe(403);
      expect(withoutCode(res.json())).toEqual({
        success: false,
        message: 'Kado ini hanya bisa dibuka lewat tautan yang dibagikan kepadamu.',
      });
    }
    expect((await verify(gift.anonymous, PIN, '10.1.1.1')).statusCode).toBe(403);
    // A wrong key is no key; the giver's editor pages (the login) stay reachable.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/opening', headers: { ...gift.anonymous, cookie: 'kado_key=guess' } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: gift.anonymous })).statusCode).toBe(200);
  });

  it('the link stores the key in an httpOnly cookie and opens the gift', async () => {
    const gift = await t.gift('rahasia');
    const open = await t.app.inject({ method: 'GET', url: `/s/${gift.key}`, headers: gift.anonymous });
    expect(open.statusCode).toBe(303);
    expect(open.headers.location).toBe('/');
    const cookie = open.cookies.find((c) => c.name === 'kado_key');
    expect(cookie).toMatchObject({ value: gift.key, httpOnly: true, sameSite: 'Lax', path: '/' });
    const opening = await t.app.inject({
      method: 'GET',
      url: '/api/opening',
      headers: gift.anonymous,
      cookies: { kado_key: cookie!.value },
    });
    expect(opening.statusCode).toBe(200);
    expect((await verify({ ...gift.anonymous, cookie: `kado_key=${gift.key}` }, PIN, '10.1.1.2')).statusCode).toBe(200);
    // A stale link forgets the key and lands on the closed gift.
    const stale = await t.app.inject({ method: 'GET', url: '/s/not-the-key', headers: gift.anonymous });
    expect(stale.statusCode).toBe(303);
    expect(stale.cookies.find((c) => c.name === 'kado_key')?.value).toBe('');
  });

  it("strangers' wrong PINs never lock out the key holder", async () => {
    const gift = await t.gift('dikunci');
    for (let i = 0; i < 120; i++) {
      const res = await verify(gift.anonymous, '111111', `10.2.${Math.floor(i / 200)}.${i % 200}`);
      expect(res.statusCode).toBe(403);
    }
    expect((await verify(gift.withKey, PIN, '10.3.3.3')).statusCode).toBe(200);
  });

  it('rotating the key closes old links and ends every viewer session', async () => {
    const gift = await t.gift('putar');
    const res = await t.app.inject({ method: 'POST', url: '/api/share/rotate', headers: gift.editor });
    expect(res.statusCode).toBe(200);
    const { url, private: isPrivate } = res.json().data;
    expect(isPrivate).toBe(true);
    const newKey = decodeURIComponent(url.split('/s/')[1]);
    expect(newKey).not.toBe(gift.key);
    // The old viewer (old key and session) is closed out; the new key opens the door, the PIN is asked again.
    expect((await t.app.inject({ method: 'GET', url: '/api/opening', headers: gift.viewer })).statusCode).toBe(403);
    const withNewKey = { host: gift.host, cookie: `kado_key=${newKey}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/opening', headers: withNewKey })).statusCode).toBe(200);
    const oldSession = { ...withNewKey, authorization: gift.viewer.authorization! };
    expect((await t.app.inject({ method: 'GET', url: '/api/gallery', headers: oldSession })).statusCode).toBe(401);
    // The giver is never blocked.
    expect((await t.app.inject({ method: 'GET', url: '/api/opening', headers: gift.editor })).statusCode).toBe(200);
  });

  it('turns private off and on', async () => {
    const gift = await t.gift('buka');
    const off = await t.app.inject({ method: 'PUT', url: '/api/share', headers: gift.editor, payload: { private: false } });
    expect(off.json()).toMatchObject({ success: true, data: { private: false } });
    expect((await t.app.inject({ method: 'GET', url: '/api/opening', headers: gift.anonymous })).statusCode).toBe(200);
    const on = await t.app.inject({ method: 'PUT', url: '/api/share', headers: gift.editor, payload: { private: true } });
    expect(on.json().data.private).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/opening', headers: gift.anonymous })).statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/share', headers: gift.editor, payload: { private: 'yes' } });
    expect(bad.statusCode).toBe(422);
  });
});

describe('one gift: public by default, the same share link', () => {
  const t = useTestApp({ publicUrl: 'https://kita.example' });
  const { editor } = t;

  it('is public, and its link is PUBLIC_URL with the key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/share', headers: editor });
    expect(res.statusCode).toBe(200);
    const { url, private: isPrivate } = res.json().data;
    expect(isPrivate).toBe(false);
    expect(url).toMatch(/^https:\/\/kita\.example\/s\/[\w-]{32}$/);
    expect((await t.app.inject({ method: 'GET', url: '/api/opening' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/share' })).statusCode).toBe(401);
  });

  it('can be made private; the giver by cookie still passes, with the CSRF header on writes', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'giver@kado.test', password: 'a-long-test-password' },
    });
    const cookies = { kado_editor: login.cookies.find((c) => c.name === 'kado_editor')!.value };
    const put = await t.app.inject({ method: 'PUT', url: '/api/share', headers: csrf, cookies, payload: { private: true } });
    expect(put.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/opening' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/opening', cookies })).statusCode).toBe(200);
    const key = decodeURIComponent(put.json().data.url.split('/s/')[1]);
    expect((await t.app.inject({ method: 'GET', url: '/api/opening', cookies: { kado_key: key } })).statusCode).toBe(200);
    await t.app.inject({ method: 'PUT', url: '/api/share', headers: editor, payload: { private: false } });
  });
});
