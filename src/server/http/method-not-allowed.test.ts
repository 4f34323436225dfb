import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.js';
import { ROUTES } from '../../shared/routes.js';
import { EDITOR, useTestApp } from '../test-support/test-app.js';
import { inIndonesian } from '../../shared/message-codes.js';

// A method an address does not take is a 405 with `Allow` naming the ones it does (RFC 9110 §15.5.6), not a
// 404 that says the address is not there (decision 056). Every route of the route table, with every other method.
const t = useTestApp();

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** A concrete address for a route's pattern: 1 for each parameter, a name for a wildcard. */
const addressOf = (url: string) => url.replace(/:\w+/g, '1').replace(/\*$/, 'x.jpg');

describe('a method the address does not take', () => {
  it('is a 405 with Allow on every route, and every method Allow names is taken', async () => {
    const urls = [...new Set([...t.app.ctx.routeTable.map((r) => r.url), '/healthz', '/readyz', '/metrics'])];
    expect(urls.length).toBeGreaterThan(60);
    const failures: string[] = [];
    let refused = 0;
    for (const url of urls) {
      const address = addressOf(url);
      for (const method of METHODS) {
        const res = await t.app.inject({ method, url: address, headers: t.editor });
        // The address exists: no method may be told it is not there.
        if (res.statusCode === 404 && res.json<{ message: string }>().message === inIndonesian(MSG.routeNotFound))
          failures.push(`${method} ${address} → 404 '${inIndonesian(MSG.routeNotFound)}'`);
        if (res.statusCode !== 405) continue;
        refused += 1;
        const allow = String(res.headers.allow ?? '').split(', ');
        if (res.json<{ success: boolean }>().success !== false) failures.push(`${method} ${address}: not the error shape`);
        if (allow.includes(method)) failures.push(`${method} ${address}: 405, yet Allow names it (${allow.join(', ')})`);
        if (allow.includes('GET') !== allow.includes('HEAD')) failures.push(`${method} ${address}: Allow ${allow.join(', ')}`);
        for (const named of allow.filter((m) => m !== 'HEAD')) {
          const again = await t.app.inject({ method: named as 'GET', url: address, headers: t.editor });
          if (again.statusCode === 405) failures.push(`${method} ${address}: Allow names ${named}, which is refused too`);
        }
      }
    }
    expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
    expect(refused).toBeGreaterThan(200);
  });

  it('names GET and HEAD for a read, and POST alone for a sign-in', async () => {
    const read = await t.app.inject({ method: 'DELETE', url: '/healthz' });
    expect(read.statusCode).toBe(405);
    expect(read.headers.allow).toBe('GET, HEAD');
    const login = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(login.statusCode).toBe(405);
    expect(login.headers.allow).toBe('POST');
  });

  it('an address no route takes is still a 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/not-a-route' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
  });
});

describe("an address of its own that a route's /:id would also match", () => {
  it("is a 405 naming what the address takes, not the /:id route's 404", async () => {
    // Signed in anew: the walk above logged the file's editor out.
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: EDITOR });
    const editor = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const quiz = await t.app.inject({ method: 'GET', url: '/api/quizzes/attempt', headers: editor });
    expect(quiz.statusCode).toBe(405);
    expect(quiz.headers.allow).toBe('POST');
    const link = await t.app.inject({ method: 'DELETE', url: '/api/wishes/link', headers: editor });
    expect(link.statusCode).toBe(405);
    expect(link.headers.allow).toBe('GET, HEAD, PUT');
    // Every such address, with every method it does not take.
    const statics = new Map<string, Set<string>>();
    for (const route of t.app.ctx.routeTable)
      if (!/[:*]/.test(route.url)) statics.set(route.url, new Set([...(statics.get(route.url) ?? []), route.method]));
    const failures: string[] = [];
    for (const [url, methods] of statics) {
      for (const method of METHODS.filter((m) => !methods.has(m))) {
        const res = await t.app.inject({ method, url, headers: editor });
        if (res.statusCode !== 405) failures.push(`${method} ${url} → ${res.statusCode}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

describe('HEAD on the pages', () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-web-head-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="id"><head></head><body></body></html>');
  const withWeb = useTestApp({ webDir });
  afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

  it('answers as GET does, without the body', async () => {
    for (const url of [ROUTES.opening, ROUTES.editPages, ROUTES.leaveWish]) {
      const get = await withWeb.app.inject({ method: 'GET', url });
      const head = await withWeb.app.inject({ method: 'HEAD', url });
      expect(`${url} ${head.statusCode} ${head.headers['content-type']}`).toBe(`${url} ${get.statusCode} ${get.headers['content-type']}`);
      expect(get.statusCode).toBe(200);
      expect(head.body).toBe('');
    }
  });
});
