import { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { batchedStdout } from './request-log.js';

describe('batchedStdout', () => {
  it('writes the lines of one event-loop turn in one write, in order, and nothing is lost', async () => {
    const writes: string[] = [];
    const out = new Writable({ write: (chunk: Buffer, _encoding, done) => (writes.push(chunk.toString()), done()) });
    const log = batchedStdout(out);
    log.write('a\n');
    log.write('b\n');
    expect(writes).toEqual([]);
    await nextTurn();
    log.write('c\n');
    await nextTurn();
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });
});

describe('OneLineRequestLog', () => {
  async function appWithLog() {
    const { default: Fastify } = await import('fastify');
    const { OneLineRequestLog, lazyChildLogger } = await import('./request-log.js');
    const lines: string[] = [];
    const sink = { write: (line: string) => void lines.push(line) };
    const app = Fastify({
      logger: { level: 'info', stream: sink },
      logController: new OneLineRequestLog(sink),
      childLoggerFactory: lazyChildLogger,
    });
    app.get('/plain', async () => ({ ok: true }));
    app.get('/talks', async (request) => {
      request.log.warn({ note: 'x' }, 'something to say');
      return { ok: true };
    });
    app.get('/fails', async () => {
      throw new Error('boom');
    });
    return { app, lines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
  }

  it('writes one JSON line per request, with the fields pino gives, whatever the URL holds', async () => {
    const { app, lines } = await appWithLog();
    await app.inject({ method: 'GET', url: '/plain?q=%22quote%22\\b', headers: { host: 'kado.test' } });
    const [line] = lines().filter((entry) => entry.msg === 'request completed');
    expect(line).toMatchObject({
      level: 30,
      pid: process.pid,
      reqId: 'req-1',
      req: { method: 'GET', url: '/plain?q=%22quote%22\\b', host: 'kado.test' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(typeof line?.time).toBe('number');
    expect(typeof line?.responseTime).toBe('number');
    await app.close();
  });

  it("keeps a route's own lines with the request id, and errors go through the logger", async () => {
    const { app, lines } = await appWithLog();
    await app.inject({ method: 'GET', url: '/talks' });
    await app.inject({ method: 'GET', url: '/fails' });
    const all = lines();
    expect(all.find((entry) => entry.msg === 'something to say')).toMatchObject({ level: 40, reqId: 'req-1', note: 'x' });
    expect(all.filter((entry) => entry.reqId === 'req-2').map((entry) => entry.level)).toContain(50);
    await app.close();
  });
});
