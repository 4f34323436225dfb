import { describe, expect, it } from 'vitest';
import { ReadCache, READ_CACHE_TTL_MS } from '../lib/read-cache.js';
import { bearer, csrf, useTestApp } from '../test-support/test-app.js';

// The read cache (decision 021): on SQLite one process keeps what it read until the next write; no reader
// ever sees a write's result late, and a logout ends the session at once.

describe('ReadCache', () => {
  it('loads once until cleared or out of time, and never stores a read a write overtook', async () => {
    let now = 1_000;
    const cache = new ReadCache(true, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.gift('a', load)).toBe(1);
    expect(await cache.gift('a', load)).toBe(1);
    cache.clear();
    expect(await cache.gift('a', load)).toBe(2);
    now += READ_CACHE_TTL_MS;
    expect(await cache.gift('a', load)).toBe(3);
    // A clear while the read is under way: what it read is not kept.
    expect(await cache.gift('b', async () => (cache.clear(), ++loads))).toBe(4);
    expect(await cache.gift('b', load)).toBe(5);
    const miss = cache.reply('r');
    expect(miss).toEqual({ generation: expect.any(Number) });
    cache.clear();
    cache.storeReply('r', '{"stale":true}', (miss as { generation: number }).generation);
    expect(cache.reply('r')).not.toHaveProperty('body');
  });

  it('does nothing when off (several processes)', async () => {
    const cache = new ReadCache(false);
    let loads = 0;
    await cache.gift('a', async () => ++loads);
    expect(await cache.gift('a', async () => ++loads)).toBe(2);
  });
});

describe('the read cache in the app', () => {
  const t = useTestApp();
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it('shows a write to every reader at once', async () => {
    expect((await get('/api/opening', t.viewer)).json().data[0].title).toBe('This is For');
    expect((await get('/api/todos', t.viewer)).json().data).toEqual([]);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/opening',
      headers: t.editor,
      payload: { title: 'Untukmu', recipient_name: 'Sayang' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('/api/opening', t.viewer)).json().data[0].title).toBe('Untukmu');
    await t.app.inject({ method: 'POST', url: '/api/todos', headers: t.viewer, payload: { title: 'Piknik' } });
    expect((await get('/api/todos', t.viewer)).json().data.map((todo: { title: string }) => todo.title)).toEqual(['Piknik']);
  });

  it("keeps each role's reply apart, and ends a session at its logout", async () => {
    expect((await get('/api/features', t.viewer)).statusCode).toBe(200);
    expect((await get('/api/features', {})).statusCode).toBe(401);
    const token = await t.viewerToken();
    expect((await get('/api/features', bearer(token))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { ...bearer(token), ...csrf } })).statusCode).toBe(200);
    expect((await get('/api/features', bearer(token))).statusCode).toBe(401);
  });

  it('serves a marked reply from memory on SQLite; PostgreSQL reads the database every time', async () => {
    const { db, dialect } = t.app.ctx;
    expect((await get('/api/opening', t.viewer)).json().data[0].recipient_name).toBe('Sayang');
    // A change behind the server's back (as a script might make) …
    await db.updateTable('openings').set({ recipient_name: 'Dari skrip' }).execute();
    const seen = (await get('/api/opening', t.viewer)).json().data[0].recipient_name;
    // … is seen at once without the cache, and within READ_CACHE_TTL_MS with it.
    expect(seen).toBe(dialect === 'sqlite' ? 'Sayang' : 'Dari skrip');
    expect(t.app.ctx.readCache.enabled).toBe(dialect === 'sqlite');
  });
});
