import { describe, expect, it } from 'vitest';
import { sniff } from './magic-bytes.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniff', () => {
  it.each([
    [bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    [bytes([0x89], 'PNG\r\n\x1a\n'), 'image/png'],
    [bytes('GIF89a....'), 'image/gif'],
    [bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    [bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'audio/wav'],
    [bytes('ID3', [4, 0, 0]), 'audio/mpeg'],
    [bytes([0xff, 0xfb, 0x90, 0x00]), 'audio/mpeg'],
    [bytes('OggS', [0, 2]), 'audio/ogg'],
    [bytes('fLaC', [0, 0]), 'audio/flac'],
    [bytes([0, 0, 0, 0x20], 'ftypisom'), 'video/mp4'],
    [bytes([0, 0, 0, 0x20], 'ftypM4A '), 'audio/mp4'],
    [bytes([0, 0, 0, 0x14], 'ftypqt  '), 'video/quicktime'],
    [bytes([0x1a, 0x45, 0xdf, 0xa3, 0]), 'video/webm'],
    [bytes([0, 0, 0, 0x1c], 'ftypheic', [0, 0, 0, 0], 'mif1heicmiaf'), 'image/heic'],
    [bytes([0, 0, 0, 0x18], 'ftypheix', [0, 0, 0, 0], 'mif1heix'), 'image/heic'],
    [bytes([0, 0, 0, 0x18], 'ftyphevc', [0, 0, 0, 0], 'msf1hevc'), 'image/heic'],
    [bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'mif1heic'), 'image/heic'],
    [bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'mif1avif'), 'image/avif'],
  ])('recognises %s', (input, type) => {
    expect(sniff(input)).toBe(type);
  });

  it.each([
    ['html', bytes('<!doctype html>')],
    ['svg', bytes('<svg xmlns=')],
    ['text', bytes('hello world')],
    ['too short', bytes([0xff, 0xd8])],
    ['riff of another kind', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST')],
  ])('refuses %s', (_name, input) => {
    expect(sniff(input)).toBeUndefined();
  });
});
