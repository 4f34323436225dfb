import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// An https gift (PUBLIC_URL https, HSTS on) sends Strict-Transport-Security on every reply, the earliest
// failures included: a browser that met one plain-http reply of ours must still be told (decision 015).

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ hsts: true, connectionLimits: { headersTimeoutMs: 600, bodyProgressWindowMs: 600 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => t.close());

/** Sends raw bytes (optionally leaving the request unfinished) and collects the reply until the server closes. */
function exchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('close', () => resolve(data));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve(data) : reject(error)));
  });
}

const head = (reply: string) => (reply.split('\r\n\r\n')[0] ?? '').toLowerCase();

describe('Strict-Transport-Security on every reply', () => {
  const cases: [name: string, request: string, status: number][] = [
    ['an ordinary reply', 'GET /api/session HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 200],
    ['an unknown route', 'GET /api/nothing HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 404],
    ['a URL that does not decode', 'GET /storage/%c0%ae HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400],
    ['a target with no single meaning', 'GET /api%2Fsession HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400],
    ['no Host header (HTTP/1.1)', 'GET /api/session HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
    ['two Host headers', 'GET /api/session HTTP/1.1\r\nHost: x\r\nHost: y\r\nConnection: close\r\n\r\n', 400],
    ['a request line Node cannot parse', 'GET /api/session HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n', 400],
    ['headers too large', `GET /api/session HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    [
      'an unparseable body',
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1\r\nConnection: close\r\n\r\n{',
      400,
    ],
    ['headers that never finish', 'GET /api/session HTTP/1.1\r\nHost: x\r\n', 408],
    ['a body that stops', 'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{', 408],
  ];
  for (const [name, request, status] of cases) {
    it(`${name}: ${status}`, async () => {
      const reply = await exchange(request);
      expect(reply).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(head(reply)).toContain('strict-transport-security: max-age=31536000');
      expect(head(reply)).toContain('x-content-type-options: nosniff');
    });
  }
});
