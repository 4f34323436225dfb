import { describe, expect, it } from 'vitest';
import { bearer, csrf, EDITOR, PIN, useTestApp } from '../test-support/test-app.js';
import { withoutCode } from '../test-support/refusal.js';

const t = useTestApp();

describe('POST /api/login', () => {
  it('logs the editor in with the reply shape of docs/product.md §3, a bearer token and an httpOnly cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: EDITOR });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: expect.any(String), data: { email: EDITOR.email } });
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password/);
    const cookie = res.cookies.find((c) => c.name === 'kado_editor');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(body.token) });
    expect(session.json()).toMatchObject({ role: 'editor', user: { email: EDITOR.email } });
  });

  it('refuses a wrong password with 401 and a message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { ...EDITOR, password: 'nope-nope-nope' } });
    expect(res.statusCode).toBe(401);
    expect(withoutCode(res.json())).toEqual({ success: false, message: 'Email atau password salah' });
    expect(res.cookies).toHaveLength(0);
  });

  it('refuses an unknown email the same way', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'who@kado.test', password: 'whatever' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Email atau password salah');
  });

  it('names each missing field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      errors: { email: ['Email wajib diisi'], password: ['Password wajib diisi'] },
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(withoutCode(res.json())).toEqual({ success: false, message: 'Data yang dikirim bukan JSON yang valid.' });
  });

  it('answers an oversize body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: EDITOR.email, password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
  });

  it('rate-limits failed logins per client with 429 and Retry-After', async () => {
    const attempt = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { ...EDITOR, password }, remoteAddress: '10.1.1.1' });
    for (let i = 0; i < 10; i++) expect((await attempt(`wrong-${i}`)).statusCode).toBe(401);
    const blocked = await attempt(EDITOR.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/^Terlalu banyak percobaan\. Coba lagi dalam \d+ menit\.$/);
    // Another client is not affected.
    const other = await t.app.inject({ method: 'POST', url: '/api/login', payload: EDITOR, remoteAddress: '10.1.1.2' });
    expect(other.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('logout ends the editor session', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: EDITOR });
    const token = login.json().token as string;
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) });
    expect(after.json().role).toBe('anonymous');
  });

  it('requires the CSRF header on cookie-authenticated writes', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: EDITOR });
    const cookies = { kado_editor: login.cookies.find((c) => c.name === 'kado_editor')!.value };
    const payload = { title: 'Untukmu', recipient_name: 'Sayang' };
    const without = await t.app.inject({ method: 'POST', url: '/api/opening', cookies, payload });
    expect(without.statusCode).toBe(403);
    const withHeader = await t.app.inject({ method: 'POST', url: '/api/opening', cookies, payload, headers: csrf });
    expect(withHeader.statusCode).toBe(200);
  });

  it('ignores a forged token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/features', headers: bearer('A'.repeat(43)) });
    expect(res.statusCode).toBe(401);
  });
});

describe('the token in the reply body', () => {
  it('is given to API clients, never to the web app (which marks its calls with the CSRF header)', async () => {
    const web = await t.app.inject({ method: 'POST', url: '/api/login', payload: EDITOR, headers: csrf, remoteAddress: '10.44.0.1' });
    expect(web.statusCode).toBe(200);
    expect(web.json()).not.toHaveProperty('token');
    expect(String(web.headers['set-cookie'])).toMatch(/HttpOnly/i);
    const pin = await t.app.inject({
      method: 'POST',
      url: '/api/date-input/verify',
      payload: { pin: PIN },
      headers: csrf,
      remoteAddress: '10.44.0.2',
    });
    expect(pin.json()).toEqual({ success: true });
    const api = await t.app.inject({ method: 'POST', url: '/api/login', payload: EDITOR, remoteAddress: '10.44.0.3' });
    expect(api.json().token).toMatch(/^[\w-]{43}$/);
  });
});
