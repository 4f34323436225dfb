import { describe, expect, it } from 'vitest';
import { bearer, PIN, useTestApp } from '../test-support/test-app.js';
import { withoutCode } from '../test-support/refusal.js';

const t = useTestApp();
const { editor, viewer } = t;

const verify = (pin: unknown, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/date-input/verify', payload: { pin }, remoteAddress });

describe('PIN unlock', () => {
  it('opens a viewer session with the right PIN', async () => {
    const res = await verify(PIN, '10.0.0.2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ success: true, token: expect.stringMatching(/^[\w-]{43}$/) });
    expect(res.cookies.find((c) => c.name === 'kado_viewer')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const features = await t.app.inject({ method: 'GET', url: '/api/features', headers: bearer(body.token) });
    expect(features.statusCode).toBe(200);
  });

  it('refuses a wrong PIN with 401 and no session', async () => {
    const res = await verify('010101', '10.0.0.3');
    expect(res.statusCode).toBe(401);
    expect(withoutCode(res.json())).toEqual({ success: false, message: 'PIN salah' });
    expect(res.cookies).toHaveLength(0);
  });

  it.each([['12345'], ['1234567'], ['abcdef'], [123456], [null]])('refuses a malformed PIN %j with 422', async (pin) => {
    const res = await verify(pin, '10.0.0.4');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, errors: { pin: ['PIN harus 6 digit angka'] } });
  });

  it('blocks a client after 10 failures with 429 and Retry-After, even for the right PIN', async () => {
    for (let i = 0; i < 10; i++) expect((await verify('111111', '10.0.1.1')).statusCode).toBe(401);
    const res = await verify(PIN, '10.0.1.1');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().message).toMatch(/^Terlalu banyak percobaan\. Coba lagi dalam \d+ menit\.$/);
    expect((await verify(PIN, '10.0.1.2')).statusCode).toBe(200);
  });

  it('blocks the whole gift after 100 failures an hour from many clients', async () => {
    // 10 failures so far from the tests above; spread the rest over many addresses.
    for (let i = 0; i < 90; i++) await verify('222222', `10.2.${Math.floor(i / 5)}.${i % 5}`);
    const res = await verify(PIN, '10.3.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('the stored date stays secret', () => {
  const formats = ['020222', '02-02-22', '02022022', '02-02-2022', '2022-02-02', '02/02/2022'];

  it("is in no anonymous or viewer reply, and only in the editor's", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: viewer })).json().role).toBe('viewer');
    const gets = t.app.ctx.routeTable.filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.includes(':'));
    expect(gets.length).toBeGreaterThan(3);
    for (const route of gets) {
      for (const headers of [{}, viewer]) {
        const res = await t.app.inject({ method: 'GET', url: route.url, headers });
        for (const format of formats) expect(res.body, `${route.url} leaks ${format}`).not.toContain(format);
      }
    }
    const asEditor = await t.app.inject({ method: 'GET', url: '/api/date-input', headers: editor });
    expect(asEditor.json().data[0].selected_date).toBe(PIN);
  });

  it('gives anonymous visitors the title and photo only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/date-input' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data[0]).sort()).toEqual(['id', 'photo_url', 'title']);
  });
});
