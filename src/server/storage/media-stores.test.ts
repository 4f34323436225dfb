import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg } from '../test-support/media-fixtures.js';
import { startTestS3, type TestS3 } from '../test-support/s3.js';
import { MEDIA_KINDS } from './media-kinds.js';
import { LocalMediaStore, type MediaStore } from './media-store.js';
import { S3MediaStore } from './s3-media-store.js';

// The store contract (decision 023), the same on local disk and in a bucket.

const stores: [string, (dataDir: string, prefix: () => string, s3: TestS3) => MediaStore][] = [
  ['local', (dataDir, prefix) => new LocalMediaStore(dataDir, prefix)],
  ['s3', (dataDir, prefix, s3) => new S3MediaStore(dataDir, s3.settings, prefix)],
];

describe.each(stores)('%s media store', (_name, make) => {
  let s3: TestS3;
  let dataDir: string;
  let store: MediaStore;
  let prefix = '';
  beforeAll(async () => {
    s3 = await startTestS3();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-store-'));
    store = make(dataDir, () => prefix, s3);
    await store.init();
  });
  afterAll(async () => {
    await s3.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Files under DATA_DIR/tmp (the process keeps its own folder there). */
  const tmpFiles = () =>
    fs
      .readdirSync(path.join(dataDir, 'tmp'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  const listed = async () => {
    const paths: string[] = [];
    for await (const entry of store.list()) paths.push(entry.path);
    return paths.sort();
  };
  const receiveMusic = (bytes: Buffer) => store.receive('music', Readable.from([bytes]), MEDIA_KINDS.music);
  /** An MP3 frame header then a counting pattern, so a range shows which bytes it returned. */
  const mp3 = Buffer.concat([Buffer.from('ID3'), Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251))]);

  it('places a received file under a random name, then serves it whole and by range', async () => {
    const [placed] = await store.place([await receiveMusic(mp3)]);
    expect(placed!.path).toMatch(/^music\/[0-9a-f]{32}\.mp3$/);
    expect(tmpFiles()).toEqual([]);
    expect(await store.has(placed!.path)).toBe(true);

    const file = (await store.open(placed!.path))!;
    expect(file.size).toBe(mp3.length);
    expect(Math.abs(file.modified.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await buffer(await file.read())).toEqual(mp3);
    expect(await buffer(await file.read({ start: 1000, end: 1999 }))).toEqual(mp3.subarray(1000, 2000));
    expect(await listed()).toContain(placed!.path);
  });

  it('places a photo with its derived sizes and deletes them all', async () => {
    const received = await store.receive('photo', Readable.from([await jpeg(900, 600)]), MEDIA_KINDS.photo);
    const placed = await store.place([received]);
    expect(placed.map((p) => p.field).sort()).toEqual(['photo', 'photo.display', 'photo.thumb']);
    for (const p of placed) expect(await store.has(p.path)).toBe(true);
    await store.delete(placed.map((p) => p.path));
    for (const p of placed) expect(await store.has(p.path)).toBe(false);
    expect(await listed()).not.toContain(placed[0]!.path);
  });

  it("keeps many gifts' files under g{id}/ and deletes a gift's folder", async () => {
    prefix = 'g7/';
    const [a] = await store.place([await receiveMusic(mp3)]);
    prefix = 'g8/';
    const [b] = await store.place([await receiveMusic(mp3)]);
    prefix = '';
    expect(a!.path).toMatch(/^g7\/music\//);
    await store.deleteFolder('g7');
    expect(await store.has(a!.path)).toBe(false);
    expect(await store.has(b!.path)).toBe(true);
  });

  it('answers nothing for a path that is missing or leaves the store', async () => {
    for (const bad of ['music/none.mp3', '../x', 'music/../../etc/passwd', '/etc/passwd', 'a//b']) {
      expect(await store.open(bad)).toBeUndefined();
      expect(await store.has(bad)).toBe(false);
    }
    expect(store.isStoragePath('../x')).toBe(false);
  });

  it('discards received files that will not be kept', async () => {
    await store.discard([await receiveMusic(mp3)]);
    expect(tmpFiles()).toEqual([]);
  });
});

describe('S3 media store start', () => {
  it('names S3_BUCKET when the bucket does not exist', async () => {
    const s3 = await startTestS3();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-store-'));
    try {
      const store = new S3MediaStore(dataDir, { ...s3.settings, bucket: 'no-such-bucket' });
      await expect(store.init()).rejects.toThrow(/S3_BUCKET=no-such-bucket does not exist/);
    } finally {
      await s3.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
