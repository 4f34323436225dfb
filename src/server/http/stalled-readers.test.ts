import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_KINDS } from '../storage/media-kinds.js';
import { S3MediaStore } from '../storage/s3-media-store.js';
import { putStored } from '../test-support/stored-media.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { connectionCap, FD_RESERVE } from './stalled-readers.js';

// Clients that ask for a large media file and stop reading, over real sockets on loopback (inject has no
// socket). The window is shortened for the test: a reply must make progress every 2 s (checked every 100 ms).
// The file is far larger than the 4 MB or so the kernel buffers on loopback, so bytes wait in Node. The test's
// client and the server share this process: on a busy machine either may run late, so a cut is expected within
// LATE_MS past the window, and the slow reader's window is long enough that it is never starved past it.
const limits = { replyStallMs: 2_000 };
const CHECK_MS = 100;
const LATE_MS = 3_000;
const SIZE = 24 * 1024 * 1024;
const VIDEO = `videos/${'5a'.repeat(16)}.mp4`;
let t: TestApp;
let port: number;
let token: string;
/** When the server's side of each connection closed, by the client's port. */
const serverClosed = new Map<number, number>();
const serverSockets = new Map<number, net.Socket>();

beforeAll(async () => {
  t = await createTestApp({ connectionLimits: limits });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
  token = await t.editorToken();
  await putStored(t.app, t.dataDir, VIDEO, Buffer.alloc(SIZE, 0x20));
  await t.app.ctx.repos.media.record([{ field: 'video', path: VIDEO, mime: 'video/mp4', size: SIZE, kind: MEDIA_KINDS.video }]);
  t.app.server.on('connection', (socket: net.Socket) => {
    const clientPort = socket.remotePort ?? 0;
    serverSockets.set(clientPort, socket);
    socket.once('close', () => serverClosed.set(clientPort, Date.now()));
  });
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const openDescriptors = () => fs.readdirSync('/proc/self/fd');
/** Descriptors of this process open on the stored video (local disk; a bucket's are sockets). */
const onVideo = () =>
  openDescriptors().filter((fd) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`).endsWith(path.basename(VIDEO));
    } catch {
      return false;
    }
  }).length;

interface Client {
  socket: net.Socket;
  /** The client's port, as the server sees it. */
  port: number;
  sentAt: number;
}

/** Connects with reading stopped, and asks for the video (or a range of it). */
function ask(range?: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.pause();
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.off('error', reject);
      socket.on('error', () => undefined);
      const rangeLine = range ? `Range: ${range}\r\n` : '';
      socket.write(`GET /storage/${VIDEO} HTTP/1.1\r\nHost: kado\r\nAuthorization: Bearer ${token}\r\n${rangeLine}\r\n`);
      resolve({ socket, port: socket.localPort ?? 0, sentAt: Date.now() });
    });
  });
}

/** Reads everything still coming until the connection ends; resolves with the byte count. */
function drain(socket: net.Socket): Promise<number> {
  return new Promise((resolve) => {
    let bytes = 0;
    socket.on('data', (chunk: Buffer) => (bytes += chunk.length));
    socket.once('close', () => resolve(bytes));
    socket.resume();
  });
}

/** Waits until `done` holds or `ms` pass; resolves with whether it held. */
async function until(done: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await sleep(25);
  return done();
}

describe('clients that stop reading a reply', () => {
  it('are cut off once the window passes without progress, and their descriptors are released', async () => {
    // The count must not move for other reasons: one complete request first (what a first request opens),
    // and on PostgreSQL the pool grown to its most connections (10, database.ts), which the requests below
    // may otherwise add.
    const warm = await ask('bytes=0-99');
    await Promise.all([drain(warm.socket), sleep(200).then(() => warm.socket.end())]);
    if (t.app.ctx.dialect === 'postgres') {
      await Promise.all(Array.from({ length: 10 }, () => sql`SELECT pg_sleep(0.2)`.execute(t.app.ctx.db)));
    }
    await sleep(200);
    const before = openDescriptors().length;

    const clients = await Promise.all(Array.from({ length: 5 }, () => ask()));
    try {
      // Each holds its socket, the server's socket and the file (a bucket's connection) while it waits.
      await sleep(limits.replyStallMs / 2);
      expect(clients.every((c) => !serverClosed.has(c.port))).toBe(true);
      expect(openDescriptors().length).toBeGreaterThanOrEqual(before + 2 * clients.length);
      if (!(t.app.ctx.media instanceof S3MediaStore)) expect(onVideo()).toBe(clients.length);

      const allCut = await until(() => clients.every((c) => serverClosed.has(c.port)), 4 * limits.replyStallMs + LATE_MS);
      expect(allCut, 'the server still holds connections whose client stopped reading').toBe(true);
      for (const client of clients) {
        const after = serverClosed.get(client.port)! - client.sentAt;
        expect(after).toBeGreaterThanOrEqual(limits.replyStallMs - 50);
        expect(after).toBeLessThan(limits.replyStallMs + 2 * CHECK_MS + LATE_MS);
      }
      // The client got a truncated reply: the connection was reset, not finished.
      const received = await Promise.all(clients.map((c) => drain(c.socket)));
      for (const bytes of received) expect(bytes).toBeLessThan(SIZE);
    } finally {
      for (const client of clients) client.socket.destroy();
    }
    const released = await until(() => openDescriptors().length <= before, 3_000);
    expect(released, `open descriptors: ${openDescriptors().length}, before: ${before}`).toBe(true);
    expect(onVideo()).toBe(0);
  });

  it('are cut off too when the whole reply already sits unread in the kernel', async () => {
    // 1 MiB fits in loopback's buffers: Node counts it sent and the file is closed, but the client took
    // none of it. Node would keep the connection until its keep-alive timeout (72 s).
    const client = await ask('bytes=0-1048575');
    try {
      const cut = await until(() => serverClosed.has(client.port), 4 * limits.replyStallMs + LATE_MS);
      expect(cut, 'the server still holds a connection whose client read nothing').toBe(true);
      expect(serverClosed.get(client.port)! - client.sentAt).toBeLessThan(limits.replyStallMs + 2 * CHECK_MS + LATE_MS);
    } finally {
      client.socket.destroy();
    }
  });

  it('leaves a slow reader that keeps taking bytes, over many windows', async () => {
    // 16 MiB read at most 64 KiB per 50 ms (1.25 MiB/s, far below loopback's speed). The kernel takes the
    // reply in steps of a megabyte or more here, seen by Node about every 1.5 s at this rate: the guard's
    // reading of the kernel's queue (64 KiB steps) is what keeps this reader.
    const length = 16 * 1024 * 1024;
    const client = await ask(`bytes=0-${length - 1}`);
    const server = serverSockets.get(client.port);
    let head = '';
    let body = -1;
    // How long bytes waited on the server's side for this client: the time the guard watched it.
    let waited = 0;
    const sampler = setInterval(() => {
      if ((server?.writableLength ?? 0) > 0) waited += 50;
    }, 50);
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const chunk = client.socket.read(Math.min(64 * 1024, client.socket.readableLength)) as Buffer | null;
        if (!chunk) return void client.socket.read(0);
        if (body < 0) {
          head += chunk.toString('latin1');
          const end = head.indexOf('\r\n\r\n');
          if (end >= 0) body = head.length - end - 4;
        } else {
          body += chunk.length;
        }
        if (body >= length) {
          clearInterval(timer);
          resolve();
        }
      }, 50);
      client.socket.once('close', () => {
        clearInterval(timer);
        resolve();
      });
    });
    clearInterval(sampler);
    client.socket.destroy();
    expect(head).toMatch(/^HTTP\/1\.1 206 /);
    expect(body).toBe(length);
    expect(serverClosed.has(client.port)).toBe(false);
    expect(waited).toBeGreaterThanOrEqual(3 * limits.replyStallMs);
  });
});

describe('the connection cap', () => {
  it('is the configured number, or what the descriptor limit holds at two descriptors a connection', () => {
    expect(connectionCap(4_096, undefined)).toBe(4_096);
    expect(connectionCap(4_096, 1_048_576)).toBe(4_096);
    expect(connectionCap(4_096, 1_024)).toBe((1_024 - FD_RESERVE) / 2);
    expect(connectionCap(4_096, 100)).toBe(1);
  });

  it('is set on the listening server', () => {
    expect(t.app.server.maxConnections).toBeGreaterThan(0);
    expect(t.app.server.maxConnections).toBeLessThanOrEqual(4_096);
  });
});
