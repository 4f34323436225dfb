import fs from 'node:fs';
import path from 'node:path';
import { parseBuffer } from 'music-metadata';
import { describe, expect, it } from 'vitest';
import { TAG_PROBE_BYTES, id3v2Length, tagsFrom } from './audio-tags';

// The seeded track (scripts/make-default-track.ts) carries real ID3 tags and a cover.
const track = new Uint8Array(fs.readFileSync(path.resolve(import.meta.dirname, '../../../../assets/default-track.mp3')));

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

describe('tagsFrom', () => {
  it('reads title, artist and cover from only the start of the seeded track', async () => {
    const start = track.subarray(0, TAG_PROBE_BYTES);
    const metadata = await parseBuffer(start, { mimeType: 'audio/mpeg', size: start.length }, { duration: false, skipPostHeaders: true });
    const tags = tagsFrom(metadata);
    expect(tags.title).toBe('Lagu Untukmu');
    expect(tags.artist).toBe('Kado Music Box');
    expect(tags.cover?.format).toMatch(/^image\//);
    expect(tags.cover!.data.length).toBeGreaterThan(100);
  });

  it('leaves blank tags undefined', () => {
    expect(tagsFrom({ common: { title: '  ', artists: [], picture: [] } as never })).toEqual({
      title: undefined,
      artist: undefined,
      cover: undefined,
    });
  });
});
