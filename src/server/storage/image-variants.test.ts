import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { processGalleryPhoto } from './image-variants.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-variants-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let n = 0;
async function run(input: Buffer, type: 'image/jpeg' | 'image/webp' = 'image/jpeg') {
  const source = path.join(dir, `in-${++n}`);
  const output = path.join(dir, `out-${n}`);
  fs.writeFileSync(source, input);
  return { output, result: await processGalleryPhoto(source, output, type) };
}

/** A photo-like image: a gradient with detail, so sizes and encoders behave as with real photos. */
function photo(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = ((x ^ y) & 0xff) / 2;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

describe('processGalleryPhoto', () => {
  it('writes a full-size JPEG, a 1600 px and a 480 px WebP and a placeholder, none with metadata', async () => {
    const input = await photo(2000, 1500)
      .jpeg()
      .withExif({ IFD0: { Make: 'KadoCam', Model: 'Test 1' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 10/1 0/1' } })
      .toBuffer();
    const { output, result } = await run(input);
    expect(result).toMatchObject({ mime: 'image/jpeg', width: 2000, height: 1500 });
    const [thumb, display] = result.derived ?? [];
    expect(thumb).toMatchObject({ name: 'thumb', mime: 'image/webp', path: `${output}.thumb` });
    expect(display).toMatchObject({ name: 'display', mime: 'image/webp', path: `${output}.display` });

    const full = await sharp(output).metadata();
    expect(full).toMatchObject({ format: 'jpeg', width: 2000, height: 1500 });
    const displayMeta = await sharp(display!.path).metadata();
    expect(displayMeta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    const thumbMeta = await sharp(thumb!.path).metadata();
    expect(thumbMeta).toMatchObject({ format: 'webp', width: 480, height: 360 });
    for (const meta of [full, displayMeta, thumbMeta]) {
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    expect(fs.statSync(thumb!.path).size).toBe(thumb!.size);

    expect(result.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    const tiny = await sharp(Buffer.from(result.placeholder!.split(',')[1]!, 'base64')).metadata();
    expect(tiny).toMatchObject({ format: 'webp', width: 16, height: 12 });
    expect(result.placeholder!.length).toBeLessThan(400);
  });

  it('applies EXIF orientation to every size', async () => {
    const input = await photo(800, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { output, result } = await run(input);
    expect(result).toMatchObject({ width: 600, height: 800 });
    expect(await sharp(output).metadata()).toMatchObject({ width: 600, height: 800 });
    expect(await sharp(result.derived![0]!.path).metadata()).toMatchObject({ width: 360, height: 480 });
    expect(await sharp(result.derived![1]!.path).metadata()).toMatchObject({ width: 600, height: 800 });
  });

  it('never enlarges a small photo', async () => {
    const { result } = await run(await photo(64, 48).jpeg().toBuffer());
    for (const derived of result.derived!) {
      expect(await sharp(derived.path).metadata()).toMatchObject({ width: 64, height: 48 });
    }
  });

  it('turns a WebP upload (with transparency) into a JPEG download', async () => {
    const input = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } } })
      .webp()
      .toBuffer();
    const { output, result } = await run(input, 'image/webp');
    expect(result.mime).toBe('image/jpeg');
    expect(await sharp(output).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 200, channels: 3 });
  });

  it('refuses a truncated JPEG and a pixel bomb, leaving no derived file', async () => {
    const truncated = (await photo(400, 300).jpeg().toBuffer()).subarray(0, 600);
    await expect(run(truncated)).rejects.toThrow();
    const bomb = await sharp({ create: { width: 10000, height: 6000, channels: 3, background: '#000' } })
      .jpeg({ quality: 10 })
      .toBuffer();
    await expect(run(bomb)).rejects.toThrow(/pixel limit/i);
    const left = fs.readdirSync(dir).filter((f) => f.endsWith('.thumb') || f.endsWith('.display'));
    // Only the successful runs above left their outputs.
    expect(left).toHaveLength(2 * 4);
  });
});
