import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../lib/errors.js';
import { projectRoot } from '../lib/project-root.js';
import { decodeHeic, HeicTooSlowError } from './heic-image.js';
import { MAX_INPUT_PIXELS } from './image-normalizer.js';
import { MEDIA_KINDS } from './media-kinds.js';
import { TempUploads } from './temp-uploads.js';
import { inIndonesian } from '../../shared/message-codes.js';

// libheif decodes in a worker thread of its own, ended after each photo, within a time limit, and hands the pixels
// over as a TIFF file (decision 051): the main thread never loads it, so a large HEIC cannot stall the other
// requests or keep its memory.

const HEIF_ENC = '/usr/bin/heif-enc';
const hasHeifEnc = fs.existsSync(HEIF_ENC);
let dir: string;
let heicPath: string;
/** 6000x4000 of one colour: a 24 MP photo, a few KB as HEIC. */
let largeHeicPath: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-heic-worker-'));
  if (!hasHeifEnc) return;
  const jpegPath = path.join(dir, 'photo.jpg');
  await sharp({ create: { width: 320, height: 240, channels: 3, background: '#4080c0' } })
    .jpeg()
    .toFile(jpegPath);
  heicPath = path.join(dir, 'photo.heic');
  execFileSync(HEIF_ENC, ['-q', '60', '-o', heicPath, jpegPath], { stdio: 'ignore' });
  const pngPath = path.join(dir, 'large.png');
  await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#c04080' } })
    .png({ compressionLevel: 1 })
    .toFile(pngPath);
  largeHeicPath = path.join(dir, 'large.heic');
  execFileSync(HEIF_ENC, ['-q', '10', '-p', 'preset=ultrafast', '-o', largeHeicPath, pngPath], { stdio: 'ignore' });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Is libheif's module loaded in this (the main) thread? */
const libheifInMainThread = () => Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes('libheif'));

describe.skipIf(!hasHeifEnc && !process.env.CI)('HEIC decoding in a worker thread', () => {
  it('writes the pixels to a TIFF beside the upload, and the main thread never loads libheif', async () => {
    const decoded = await decodeHeic(heicPath, MAX_INPUT_PIXELS);
    expect(decoded).toMatchObject({ path: `${heicPath}.tif`, width: 320, height: 240, orientation: 1 });
    const meta = await sharp(decoded.path).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, channels: meta.channels }).toEqual({
      format: 'tiff',
      width: 320,
      height: 240,
      channels: 3,
    });
    const { data } = await sharp(decoded.path).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    // The photo's one colour, give or take HEVC's rounding.
    expect(Math.abs((data[0] ?? 0) - 0x40) + Math.abs((data[1] ?? 0) - 0x80) + Math.abs((data[2] ?? 0) - 0xc0)).toBeLessThan(12);
    fs.rmSync(decoded.path);
    expect(libheifInMainThread()).toBe(false);
  });

  it.skipIf(process.platform !== 'linux')(
    'decodes a 24 MP photo holding one copy of its pixels, 3 bytes each',
    async () => {
      const child = path.join(projectRoot(), 'src/server/test-support/heic-decode-child.ts');
      const { stdout } = await promisify(execFile)(path.join(projectRoot(), 'node_modules/.bin/tsx'), [child, largeHeicPath]);
      const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as { width: number; height: number; growth: number };
      expect([result.width, result.height]).toEqual([6000, 4000]);
      // libheif's coded planes (1.5 bytes a pixel, twice) and its RGB plane (3) written straight to the TIFF, plus a
      // worker's start: 7.6 bytes a pixel measured (183 MB). A second copy of the pixels as RGBA in JavaScript, as
      // heic-decode hands them over, is 12.6 (303 MB): too much for a 49 MP photo on a 1 GB server (decision 079).
      const perPixel = result.growth / (result.width * result.height);
      expect(perPixel, `${(result.growth / 2 ** 20).toFixed(0)} MB`).toBeLessThan(10);
    },
    120_000,
  );

  it('ends a decode past its time limit and refuses the photo with a clear message, leaving no temp file', async () => {
    // No worker starts and loads libheif within a millisecond.
    await expect(decodeHeic(heicPath, MAX_INPUT_PIXELS, 1)).rejects.toBeInstanceOf(HeicTooSlowError);
    expect(fs.existsSync(`${heicPath}.tif`)).toBe(false);
    const temp = new TempUploads(path.join(dir, 'data'), { heicTimeoutMs: 1 });
    await temp.init();
    const refused = await temp.receive('photo', Readable.from([fs.readFileSync(heicPath)]), MEDIA_KINDS.photo).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    const message = 'Foto HEIC ini terlalu lama diproses. Kirim sebagai JPEG, atau coba lagi nanti.';
    expect((refused as HttpError).statusCode).toBe(422);
    expect(inIndonesian((refused as HttpError).message)).toBe(message);
    expect((refused as HttpError).errors?.photo?.map(inIndonesian)).toEqual([message]);
    expect(fs.readdirSync(temp.tmp)).toEqual([]);
    // The same photo within the usual limit is taken.
    const usual = new TempUploads(path.join(dir, 'data'));
    await usual.init();
    const taken = await usual.receive('photo', Readable.from([fs.readFileSync(heicPath)]), MEDIA_KINDS.photo);
    expect(taken.image).toMatchObject({ width: 320, height: 240 });
  });
});
