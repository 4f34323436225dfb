import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// LOG_REQUESTS=false (both systemd units, docs/operations.md) drops the line of every ordinary request, never an
// error's: a failed request and every 5xx reply are logged, each with its request id (decision 056).
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: false, logSink: { write: (line) => void lines.push(line) } });
});
afterAll(async () => t.close());

const logged = () => lines.map((line) => JSON.parse(line) as { level: number; reqId?: string; msg: string; res?: { statusCode: number } });

describe('with LOG_REQUESTS=false', () => {
  it('an ordinary request leaves no line', async () => {
    lines.length = 0;
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/not-a-route' })).statusCode).toBe(404);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([]);
  });

  it('a request that fails is logged as an error with the request id the client was given', async () => {
    lines.length = 0;
    const spy = vi.spyOn(t.app.ctx.repos.opening, 'list').mockRejectedValue(new Error('the database went away'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/opening' });
      expect(res.statusCode).toBe(500);
      await new Promise((resolve) => setImmediate(resolve));
      const id = String(res.headers['x-request-id']);
      const mine = logged().filter((line) => line.reqId === id);
      expect(mine.some((line) => line.level >= 50 && line.msg === 'request failed')).toBe(true);
      expect(mine.some((line) => line.res?.statusCode === 500)).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });

  it('a 5xx reply without an error (the store is gone, /readyz says 503) is logged with its request id', async () => {
    lines.length = 0;
    const spy = vi.spyOn(t.app.ctx.media, 'ping').mockRejectedValue(new Error('bucket gone'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      await new Promise((resolve) => setImmediate(resolve));
      expect(logged().filter((line) => line.reqId === res.headers['x-request-id'] && line.res?.statusCode === 503)).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });
});
