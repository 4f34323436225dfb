import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/project-root.js';
import type { StoredFile } from './media-store.js';
import { DEFAULT_TRACK_TAGS_FILE } from '../services/music/default-track.js';
import { COVER_SIDE, TAG_PROBE_BYTES, id3v2Length, pickTags, readFileTags, readTrackTags } from './track-tags.js';

// The seeded track (scripts/make-default-track.ts) carries real ID3 tags and a cover.
const track = fs.readFileSync(path.join(projectRoot(), 'assets/default-track.mp3'));

/** A stored file over these bytes that remembers which ranges were read. */
function storedFile(bytes: Buffer) {
  const reads: { start: number; end: number }[] = [];
  const file: StoredFile = {
    size: bytes.length,
    modified: new Date(0),
    read: async (range = { start: 0, end: bytes.length - 1 }) => {
      reads.push(range);
      return Readable.from([bytes.subarray(range.start, range.end + 1)]);
    },
  };
  return { file, reads };
}

describe('id3v2Length', () => {
  it('reads the synchsafe size of the seeded track tag', () => {
    const length = id3v2Length(track)!;
    expect(length).toBeGreaterThan(10);
    expect(length).toBeLessThan(TAG_PROBE_BYTES);
    // Right after the tag comes an MPEG frame sync (11 set bits).
    expect(track[length]).toBe(0xff);
    expect(track[length + 1]! & 0xe0).toBe(0xe0);
  });

  it('adds the footer and refuses bytes that are not an ID3v2 header', () => {
    const header = Uint8Array.from([0x49, 0x44, 0x33, 4, 0, 0x10, 0, 0, 0x01, 0x00]);
    expect(id3v2Length(header)).toBe(10 + 128 + 10);
    expect(id3v2Length(Uint8Array.from([0xff, 0xfb, 0x90, 0, 0, 0, 0, 0, 0, 0]))).toBeUndefined();
    expect(id3v2Length(Uint8Array.from([0x49, 0x44, 0x33, 4, 0, 0, 0x80, 0, 0, 0]))).toBeUndefined();
    expect(id3v2Length(header.subarray(0, 9))).toBeUndefined();
  });
});

describe('readTrackTags', () => {
  it('reads title, artist and a small webp cover from only the start of the seeded track', async () => {
    const { file, reads } = storedFile(track);
    const tags = await readTrackTags(file, 'music/seeded.mp3');
    expect(tags.title).toBe('Lagu Untukmu');
    expect(tags.artist).toBe('Kado Music Box');
    expect(reads.every((range) => range.end < TAG_PROBE_BYTES)).toBe(true);
    const cover = Buffer.from(tags.cover!.replace(/^data:image\/webp;base64,/, ''), 'base64');
    const meta = await sharp(cover).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: COVER_SIDE, height: COVER_SIDE });
    expect(cover.length).toBeLessThan(12 * 1024);
  });

  it('gives no tags for a file that is not a tagged track', async () => {
    const { file } = storedFile(Buffer.from('not audio at all'.repeat(100)));
    expect(await readTrackTags(file, 'music/x.mp3')).toEqual({ title: null, artist: null, cover: null });
  });

  it('leaves blank tags null', () => {
    expect(pickTags({ common: { title: '  ', artists: [], picture: [] } as never })).toEqual({
      title: null,
      artist: null,
      cover: undefined,
    });
  });
});

describe('the default track', () => {
  it('has the tags the server would read from it recorded beside it (seeded without reading them)', async () => {
    const recorded = JSON.parse(fs.readFileSync(DEFAULT_TRACK_TAGS_FILE, 'utf8')) as unknown;
    const read = await readFileTags(path.join(projectRoot(), 'assets', 'default-track.mp3'));
    expect(read).toMatchObject({
      title: 'Lagu Untukmu',
      artist: 'Kado Music Box',
      cover: expect.stringMatching(/^data:image\/webp;base64,/),
    });
    expect(recorded).toEqual(read);
  });
});
