import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { AppConfig } from '../../lib/config.js';
import { VIEWER_SESSIONS_PER_GIFT } from '../../../shared/constants.js';
import { bearer, createTestApp, csrf, EDITOR, PIN, testConfig, type TestApp } from '../../test-support/test-app.js';
import { purgeExpired } from './housekeeping.js';
import { newToken } from './tokens.js';

const CHEAP = { passwordCost: 10 } satisfies Partial<AppConfig>;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function open(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  t = await createTestApp({ ...CHEAP, ...overrides });
  return t;
}

const role = async (app: TestApp, token: string) =>
  (await app.app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) })).json<{ role: string }>().role;

async function unlock(app: TestApp, remoteAddress = '10.70.0.1'): Promise<string> {
  const res = await app.app.inject({ method: 'POST', url: '/api/date-input/verify', payload: { pin: PIN }, remoteAddress });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

async function countSessions(app: TestApp, which: 'viewer' | 'editor'): Promise<number> {
  const row = await app.app.ctx.db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', which)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('viewer sessions', () => {
  it('end when the editor changes the PIN date, not when only the title changes', async () => {
    const app = await open();
    const editor = await app.editorToken();
    const viewer = await unlock(app);
    const [record] = (await app.app.inject({ method: 'GET', url: '/api/date-input', headers: bearer(editor) })).json<{
      data: { id: number; title: string }[];
    }>().data;
    if (!record) throw new Error('seeded date record missing');

    const retitle = { id: record.id, title: 'Judul baru', selected_date: PIN };
    expect((await app.app.inject({ method: 'PUT', url: '/api/date-input', payload: retitle, headers: bearer(editor) })).statusCode).toBe(
      200,
    );
    expect(await role(app, viewer)).toBe('viewer');

    const newPin = { id: record.id, title: 'Judul baru', selected_date: '140221' };
    expect((await app.app.inject({ method: 'PUT', url: '/api/date-input', payload: newPin, headers: bearer(editor) })).statusCode).toBe(
      200,
    );
    expect(await role(app, viewer)).toBe('anonymous');
    expect((await app.app.inject({ method: 'GET', url: '/api/features', headers: bearer(viewer) })).statusCode).toBe(401);
    // The editor stays logged in; the new PIN opens a new viewer session.
    expect(await role(app, editor)).toBe('editor');
    const again = await app.app.inject({
      method: 'POST',
      url: '/api/date-input/verify',
      payload: { pin: '140221' },
      remoteAddress: '10.70.0.2',
    });
    expect(again.statusCode).toBe(200);
  });

  it('end on logout, bearer or cookie (and the cookie is cleared)', async () => {
    const app = await open();
    const viewer = await unlock(app);
    expect((await app.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(viewer) })).statusCode).toBe(200);
    expect(await role(app, viewer)).toBe('anonymous');

    const fresh = await app.app.inject({
      method: 'POST',
      url: '/api/date-input/verify',
      payload: { pin: PIN },
      remoteAddress: '10.70.0.3',
    });
    const cookie = fresh.cookies.find((c) => c.name === 'kado_viewer');
    if (!cookie) throw new Error('no viewer cookie');
    const cookies = { kado_viewer: cookie.value };
    const out = await app.app.inject({ method: 'POST', url: '/api/logout', cookies, headers: csrf });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'kado_viewer');
    expect(cleared?.value).toBe('');
    expect((await app.app.inject({ method: 'GET', url: '/api/session', cookies })).json<{ role: string }>().role).toBe('anonymous');
  });

  it(`are capped at the newest ${VIEWER_SESSIONS_PER_GIFT} per gift`, async () => {
    const app = await open();
    const oldest = newToken();
    const expires = new Date(Date.now() + 60_000);
    await app.app.ctx.repos.sessions.create({ token_hash: oldest.hash, role: 'viewer', user_id: null, expires_at: expires });
    for (let i = 0; i < VIEWER_SESSIONS_PER_GIFT; i++) {
      await app.app.ctx.repos.sessions.create({ token_hash: newToken().hash, role: 'viewer', user_id: null, expires_at: expires });
    }
    const editor = await app.editorToken();
    const newest = await unlock(app);
    expect(await countSessions(app, 'viewer')).toBe(VIEWER_SESSIONS_PER_GIFT);
    expect(await role(app, oldest.token)).toBe('anonymous');
    expect(await role(app, newest)).toBe('viewer');
    expect(await role(app, editor)).toBe('editor');
  });
});

describe('expired sessions', () => {
  it('are purged by the sweep and at start', async () => {
    const app = await open();
    const { ctx } = app.app;
    const live = await unlock(app);
    const past = new Date(Date.now() - 1000);
    for (let i = 0; i < 3; i++) {
      await ctx.repos.sessions.create({ token_hash: newToken().hash, role: 'viewer', user_id: null, expires_at: past });
    }
    expect(await countSessions(app, 'viewer')).toBe(4);
    expect(await purgeExpired(ctx)).toMatchObject({ sessions: 3 });
    expect(await countSessions(app, 'viewer')).toBe(1);
    expect(await role(app, live)).toBe('viewer');

    // Rows that expire while the server is down are gone after the next start.
    await ctx.repos.sessions.create({ token_hash: newToken().hash, role: 'viewer', user_id: null, expires_at: past });
    await app.app.close();
    t = undefined;
    const { app: restarted } = await buildApp(testConfig(app.dataDir, CHEAP));
    try {
      const left = await restarted.ctx.db.selectFrom('sessions').select('expires_at').execute();
      expect(left.map((row) => new Date(row.expires_at).getTime() > Date.now())).toEqual([true]);
    } finally {
      await restarted.close();
      fs.rmSync(app.dataDir, { recursive: true, force: true });
    }
  });

  it('purge attempt counters whose window is long over', async () => {
    const app = await open();
    const { ctx } = app.app;
    const bucket = { name: 'pin-client', limit: 10, windowMs: 1000 };
    await ctx.repos.authLimits.reserve(bucket, '10.80.0.1', Date.now() - 2 * 60 * 60 * 1000);
    await ctx.repos.authLimits.reserve(bucket, '10.80.0.2', Date.now());
    expect(await purgeExpired(ctx)).toMatchObject({ attempts: 1 });
  });
});

describe('PUBLIC_URL on https', () => {
  it('marks cookies Secure and sends HSTS on every reply', async () => {
    const app = await open({ publicUrl: 'https://kado.example.com', secureCookies: true, hsts: true });
    const res = await app.app.inject({ method: 'POST', url: '/api/login', payload: EDITOR });
    expect(res.cookies.find((c) => c.name === 'kado_editor')).toMatchObject({ secure: true, httpOnly: true });
    for (const url of ['/api/session', '/api/nothing-here', '/api/features']) {
      const reply = await app.app.inject({ method: 'GET', url });
      expect(reply.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
  });

  it('sends no HSTS and plain cookies without it', async () => {
    const app = await open();
    const res = await app.app.inject({ method: 'POST', url: '/api/login', payload: EDITOR });
    expect(res.cookies.find((c) => c.name === 'kado_editor')?.secure).toBeFalsy();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
