import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg } from '../test-support/media-fixtures.js';
import { createTestApp, multipart, type TestApp } from '../test-support/test-app.js';

// Slow and oversize clients over a real socket on loopback (inject has no socket). The windows are
// shortened for the test: a body must bring 2 KiB per 400 ms; headers must arrive within 600 ms.
const limits = { bodyProgressWindowMs: 400, bodyProgressMinBytes: 2048, headersTimeoutMs: 600, lingerMs: 300 };
let t: TestApp;
let port: number;
let editor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ connectionLimits: limits });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
  editor = { authorization: `Bearer ${await t.editorToken()}` };
});
afterAll(() => t.close());

interface Exchange {
  /** Everything the server sent. */
  text: string;
  /** Milliseconds from connect until the server closed the connection. */
  closedAfter: number;
}

/** Sends `head`, then `chunk` every `everyMs` until the server closes the socket (or `giveUpMs`). */
function trickle(head: string, chunk: Buffer, everyMs: number, giveUpMs = 10_000): Promise<Exchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    let text = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    const timer = setInterval(() => {
      if (socket.writable) socket.write(chunk);
    }, everyMs);
    const done = () => {
      clearInterval(timer);
      resolve({ text, closedAfter: Date.now() - started });
    };
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on('data', (data) => (text += data.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      done();
    });
  });
}

const postHead = (url: string, length: number, headers: Record<string, string> = {}) =>
  `POST ${url} HTTP/1.1\r\nHost: kado\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;

describe('slow clients', () => {
  it('a body trickled below the minimum rate is answered 408 and closed within two windows', async () => {
    const { text, closedAfter } = await trickle(postHead('/api/login', 100_000), Buffer.from(' '), 50);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toContain('"success":false');
    expect(closedAfter).toBeLessThan(2 * limits.bodyProgressWindowMs + limits.lingerMs + 500);
  });

  it('headers trickled past the header timeout are answered 408 and closed', async () => {
    const { text, closedAfter } = await trickle('GET /api/session HTTP/1.1\r\nHost: kado\r\n', Buffer.from('X-A: b\r\n'), 100);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfter).toBeLessThan(limits.headersTimeoutMs * 2 + limits.lingerMs + 1000);
  });

  it('a slow but steady upload lasting many windows still succeeds', async () => {
    const folder = await t.app.inject({ method: 'POST', url: '/api/gallery/create-folder', headers: editor, payload: { name: 'Lambat' } });
    const folderId = folder.json<{ data: { id: number } }>().data.id;
    // A photo padded to 120 KB (a JPEG may carry bytes after its end marker), sent at 8 KB per 100 ms: 4 windows.
    const photo = Buffer.concat([await jpeg(800, 600), Buffer.alloc(120_000, 0x20)]).subarray(0, 120_000);
    const form = multipart({ folder_id: String(folderId), title: 'Pelan' }, [
      { field: 'photo', filename: 'a.jpg', contentType: 'image/jpeg', data: photo },
    ]);
    const body = form.payload as Buffer;
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/gallery/create-photos',
        headers: { ...editor, ...form.headers, 'content-length': body.length },
      });
      request.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      request.on('error', reject);
      let offset = 0;
      const timer = setInterval(() => {
        request.write(body.subarray(offset, offset + 8192));
        offset += 8192;
        if (offset >= body.length) {
          clearInterval(timer);
          request.end();
        }
      }, 100);
    });
    expect(status).toBe(200);
  });
});

describe('oversize uploads', () => {
  /** Streams `total` bytes of a file part to `url` as fast as the socket takes them; resolves on the reply. */
  function upload(url: string, total: number, declareLength: boolean) {
    const boundary = 'kadoBoundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const started = Date.now();
    return new Promise<{ status: number; connection: string | undefined; body: string; repliedAfter: number; closedAfter: number }>(
      (resolve) => {
        const headers: Record<string, string | number> = { ...editor, 'content-type': `multipart/form-data; boundary=${boundary}` };
        if (declareLength) headers['content-length'] = head.length + total + tail.length;
        const request = http.request({ port, host: '127.0.0.1', method: 'POST', path: url, headers });
        let reply: { status: number; connection: string | undefined; body: string; repliedAfter: number } | undefined;
        request.on('error', () => undefined);
        request.on('response', (res) => {
          const repliedAfter = Date.now() - started;
          let body = '';
          res.on('data', (d) => (body += d.toString()));
          res.on('end', () => (reply = { status: res.statusCode ?? 0, connection: res.headers.connection, body, repliedAfter }));
        });
        request.on('socket', (socket) => {
          socket.on('close', () => {
            const closedAfter = Date.now() - started;
            setTimeout(() => resolve({ ...(reply ?? { status: 0, connection: undefined, body: '', repliedAfter: -1 }), closedAfter }), 20);
          });
        });
        request.write(head);
        const chunk = Buffer.alloc(256 * 1024, 0xff);
        let sent = 0;
        const pump = () => {
          while (sent < total) {
            sent += chunk.length;
            if (!request.write(chunk)) return void request.once('drain', pump);
          }
          request.end(tail);
        };
        pump();
      },
    );
  }

  it("a declared length beyond the route's limit is a 413 at once, and the connection is closed", async () => {
    const before = await t.snapshot();
    const result = await upload('/api/date-input/photo', 40 * 1024 * 1024, true);
    expect(result.status).toBe(413);
    expect(result.connection).toBe('close');
    expect(JSON.parse(result.body)).toMatchObject({ success: false, message: 'Ukuran file maksimal 15 MB.' });
    expect(result.repliedAfter).toBeLessThan(2000);
    expect(result.closedAfter).toBeLessThan(2000 + limits.lingerMs);
    expect(await t.snapshot()).toBe(before);
  });

  it("a file passing its kind's limit mid-stream (no declared length) is a 413 at once, and the connection is closed", async () => {
    const before = await t.snapshot();
    const result = await upload('/api/date-input/photo', 40 * 1024 * 1024, false);
    expect(result.status).toBe(413);
    expect(result.connection).toBe('close');
    expect(JSON.parse(result.body)).toMatchObject({ success: false, message: 'Ukuran file maksimal 15 MB.' });
    expect(result.closedAfter).toBeLessThan(3000 + limits.lingerMs);
    expect(await t.snapshot()).toBe(before);
  });

  it('an upload refused before its body is read (no session) also closes at once', async () => {
    const result = await new Promise<{ status: number; connection?: string }>((resolve) => {
      const request = http.request({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/music',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': 30_000_000 },
      });
      request.on('error', () => undefined);
      request.on('response', (res) => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      request.write(Buffer.alloc(1024 * 1024));
    });
    expect(result.status).toBe(401);
    expect(result.connection).toBe('close');
  });
});
