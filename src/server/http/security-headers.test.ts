import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { NON_PAGE_CSP, PAGE_CSP, WORKER_CSP } from './security-headers.js';

// Every reply carries the security headers, including the failures Fastify answers before any route.
let t: TestApp;
let base: { host: string; port: number };
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-web-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Kado</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(webDir, 'boot.js'), 'void 0;');
  t = await createTestApp({ webDir });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as net.AddressInfo;
  base = { host: address.address, port: address.port };
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const expectJsonHeaders = (headers: Record<string, unknown>) => {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['content-security-policy']).toBe(NON_PAGE_CSP);
};

describe('pages', () => {
  it('get the strict policy: no inline script, no plugins, framed only by our own pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/edit-pages' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toBe(PAGE_CSP);
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers['permissions-policy']).toContain('microphone=(self)');
    expect(res.headers['permissions-policy']).toContain('fullscreen=(self)');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });
});

describe('the service worker', () => {
  it('runs under a policy that lets it fetch and import scripts from our own origin and nothing else (decision 031)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(WORKER_CSP);
    expect(WORKER_CSP).toBe("default-src 'none'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'");
    // Another script keeps the policy that allows nothing.
    expect((await t.app.inject({ method: 'GET', url: '/boot.js' })).headers['content-security-policy']).toBe(NON_PAGE_CSP);
  });
});

describe('JSON and early failures', () => {
  it('an API reply gets the policy that allows nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/session' });
    expectJsonHeaders(res.headers);
  });

  it.each(['/storage/%c0%ae', '/api/todos/%zz'])('a URL that does not decode (%s) is a 400 in the app shape', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'common.badRequest', message: 'Permintaan tidak valid.' });
    expectJsonHeaders(res.headers);
  });

  it('an over-long path parameter is a 404 in the app shape', async () => {
    // DELETE: the address takes it, so the router reads the parameter (a GET there is a 405).
    const res = await t.app.inject({ method: 'DELETE', url: `/api/todos/${'9'.repeat(300)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
    expectJsonHeaders(res.headers);
  });

  it('an unknown API route and a refused write carry the headers', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/nope' }),
      await t.app.inject({ method: 'POST', url: '/api/opening', payload: {} }),
      await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{' }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expectJsonHeaders(res.headers);
    }
  });

  it('a request Node cannot parse is answered in the app shape with the headers, over a real socket', async () => {
    const raw = await rawExchange('GET /api/session HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    const [head = '', body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(head.toLowerCase()).toContain(`content-security-policy: ${NON_PAGE_CSP}`.toLowerCase());
    expect(JSON.parse(body ?? '')).toEqual({ success: false, code: 'common.badRequest', message: 'Permintaan tidak valid.' });
  });

  it('an HTTP/1.1 request without a Host header is a 400 in the app shape with the headers (RFC 9112 §3.2)', async () => {
    const raw = await rawExchange('GET /api/session HTTP/1.1\r\nConnection: close\r\n\r\n');
    const [head = '', body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(head.toLowerCase()).toContain('referrer-policy: same-origin');
    expect(head.toLowerCase()).toContain(`content-security-policy: ${NON_PAGE_CSP}`.toLowerCase());
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(JSON.parse(body ?? '')).toEqual({ success: false, code: 'common.badRequest', message: 'Permintaan tidak valid.' });
  });

  it('an HTTP/1.0 request may leave Host out: it is served', async () => {
    const raw = await rawExchange('GET /api/session HTTP/1.0\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
  });
});

/** Sends raw bytes and collects everything until the server closes the connection. */
function rawExchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(base.port, base.host, () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
  });
}
