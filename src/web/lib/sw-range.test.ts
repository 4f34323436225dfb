import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

// The offline worker's range answers (src/web/public/sw-range.js, decision 031): a classic script the
// worker imports, so it is run here as the worker runs it, in a scope of its own, with Node's Response.

type ByteRange = { start: number; end: number } | 'unsatisfiable' | undefined;
const source = fs.readFileSync(path.resolve(import.meta.dirname, '../public/sw-range.js'), 'utf8');
const { byteRange, partOf } = vm.runInNewContext(`${source}\n({ byteRange, partOf })`, { Response }) as {
  byteRange: (header: string | null | undefined, size: number) => ByteRange;
  partOf: (stored: Response, header: string | null) => Promise<Response>;
};

/** A stored whole reply of `size` bytes 0, 1, 2, ... (mod 256), as the worker keeps it. */
const stored = (size: number, type = 'video/mp4') =>
  new Response(
    Uint8Array.from({ length: size }, (_, i) => i % 256),
    { headers: { 'content-type': type, 'content-length': String(size) } },
  );

describe('byteRange reads the header as the server does', () => {
  it.each<[string, number, ByteRange]>([
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=100-', 1000, { start: 100, end: 999 }],
    ['bytes=0-', 1000, { start: 0, end: 999 }],
    ['bytes=-100', 1000, { start: 900, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    ['bytes=900-5000', 1000, { start: 900, end: 999 }],
    [' bytes=1-1 ', 1000, { start: 1, end: 1 }],
    ['bytes=1000-', 1000, 'unsatisfiable'],
    ['bytes=5-4', 1000, 'unsatisfiable'],
    ['bytes=-0', 1000, 'unsatisfiable'],
    ['bytes=0-', 0, 'unsatisfiable'],
    ['bytes=0-1,5-6', 1000, undefined],
    ['bytes=-', 1000, undefined],
    ['items=0-1', 1000, undefined],
  ])('%s of %d bytes', (header, size, expected) => {
    expect(byteRange(header, size)).toEqual(expected);
  });

  it('no header means the whole file', () => {
    expect(byteRange(null, 10)).toBeUndefined();
  });
});

describe('partOf answers from the stored whole file', () => {
  it('a closed range: 206 with those bytes and their headers', async () => {
    const reply = await partOf(stored(1000), 'bytes=10-19');
    expect(reply.status).toBe(206);
    expect(reply.headers.get('content-range')).toBe('bytes 10-19/1000');
    expect(reply.headers.get('content-length')).toBe('10');
    expect(reply.headers.get('content-type')).toBe('video/mp4');
    expect(reply.headers.get('accept-ranges')).toBe('bytes');
    expect([...new Uint8Array(await reply.arrayBuffer())]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('an open-ended range: to the end of the file', async () => {
    const reply = await partOf(stored(300, 'audio/mpeg'), 'bytes=298-');
    expect(reply.status).toBe(206);
    expect(reply.headers.get('content-range')).toBe('bytes 298-299/300');
    expect(reply.headers.get('content-type')).toBe('audio/mpeg');
    expect([...new Uint8Array(await reply.arrayBuffer())]).toEqual([298 % 256, 299 % 256]);
  });

  it('a suffix range: the last bytes', async () => {
    const reply = await partOf(stored(1000), 'bytes=-3');
    expect(reply.status).toBe(206);
    expect(reply.headers.get('content-range')).toBe('bytes 997-999/1000');
    expect(reply.headers.get('content-length')).toBe('3');
    expect([...new Uint8Array(await reply.arrayBuffer())]).toEqual([997 % 256, 998 % 256, 999 % 256]);
  });

  it('past the end: 416 with the size', async () => {
    const reply = await partOf(stored(1000), 'bytes=1000-1010');
    expect(reply.status).toBe(416);
    expect(reply.headers.get('content-range')).toBe('bytes */1000');
    expect((await reply.arrayBuffer()).byteLength).toBe(0);
  });

  it('a form the server does not serve either (several ranges): the whole file, 200', async () => {
    const reply = await partOf(stored(50), 'bytes=0-1,4-5');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-length')).toBe('50');
    expect((await reply.arrayBuffer()).byteLength).toBe(50);
  });
});
