import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess } from '../test-support/app-process.js';
import { csrf, EDITOR, multipart, useTestApp } from '../test-support/test-app.js';
import { readStored, storedPaths } from '../test-support/stored-media.js';
import { heicDecodesStarted } from '../storage/heic-worker.js';
import type { Photo } from '../../shared/schemas/gallery.js';
import type { LoveMoment } from '../../shared/schemas/love-moment.js';
import type { Wish } from '../../shared/schemas/wishes.js';
import { withoutCode } from '../test-support/refusal.js';

// iPhone photos (decision 042): a HEIC is taken wherever an image is, decoded on the server, stored as the
// other photos are (a JPEG and WebP sizes), without its EXIF (camera, GPS), turned upright by its orientation.

const HEIF_ENC = '/usr/bin/heif-enc';
const hasHeifEnc = fs.existsSync(HEIF_ENC);
const t = useTestApp();
const { editor } = t;
let dir: string;
/** 1200x900 pixels stored on their side with EXIF orientation 6: upright, the photo is 900x1200. */
let rotatedHeic: Buffer;
/** 640x480, orientation 1, with a camera name and a GPS position. */
let plainHeic: Buffer;
/** 8200x6200 of one colour: 50.8 MP, past the photos' 50 MP, 12 KB as HEIC. */
let oversizedHeic: Buffer;
/** 6000x4000 of one colour: 24 MP, a few KB as HEIC. */
let largeHeic: Buffer;

/** A JPEG with a camera name, a GPS position and an orientation, as a phone writes it; its top left corner is green. */
async function phoneJpeg(width: number, height: number, orientation: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c04080' } })
    .composite([{ input: { create: { width: 200, height: 100, channels: 3, background: '#00ff00' } }, left: 0, top: 0 }])
    .jpeg()
    .withExif({ IFD0: { Make: 'KadoPhone', Model: 'Kado 15' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 54/1 0/1' } })
    .withMetadata({ orientation })
    .toBuffer();
}

function heifEnc(jpegBytes: Buffer, name: string): Buffer {
  const input = path.join(dir, `${name}.jpg`);
  const output = path.join(dir, `${name}.heic`);
  fs.writeFileSync(input, jpegBytes);
  execFileSync(HEIF_ENC, ['-q', '70', '-o', output, input], { stdio: 'ignore' });
  return fs.readFileSync(output);
}

/** A large photo of one colour as HEIC, encoded as fast as x265 goes. */
async function plainLargeHeic(width: number, height: number, name: string): Promise<Buffer> {
  const input = path.join(dir, `${name}.png`);
  const output = path.join(dir, `${name}.heic`);
  await sharp({ create: { width, height, channels: 3, background: '#c04080' } })
    .png({ compressionLevel: 1 })
    .toFile(input);
  execFileSync(HEIF_ENC, ['-q', '10', '-p', 'preset=ultrafast', '-o', output, input], { stdio: 'ignore' });
  fs.rmSync(input);
  return fs.readFileSync(output);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-heic-'));
  if (!hasHeifEnc) return;
  rotatedHeic = heifEnc(await phoneJpeg(1200, 900, 6), 'rotated');
  plainHeic = heifEnc(await phoneJpeg(640, 480, 1), 'plain');
  oversizedHeic = await plainLargeHeic(8200, 6200, 'oversized');
  largeHeic = await plainLargeHeic(6000, 4000, 'large');
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function upload(url: string, fields: Record<string, string>, field: string, data: Buffer) {
  const form = multipart(fields, [{ field, filename: 'IMG_0001.HEIC', contentType: 'image/heic', data }]);
  return t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...editor } });
}

/** What sharp reads of a stored file: format, size, and whether any EXIF, XMP or ICC-free metadata is left. */
async function stored(relative: string) {
  const meta = await sharp(await readStored(t.app, relative)).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, exif: meta.exif !== undefined, xmp: meta.xmp !== undefined };
}

describe.skipIf(!hasHeifEnc && !process.env.CI)('HEIC photos', () => {
  it('the test photo is a real HEIC that keeps its EXIF (camera, GPS, orientation)', () => {
    expect(rotatedHeic.toString('latin1', 4, 12)).toBe('ftypheic');
    expect(rotatedHeic.includes('KadoPhone')).toBe(true);
  });

  it('a gallery upload becomes a JPEG and two WebPs, upright, without EXIF', async () => {
    const folder = await t.app.inject({ method: 'POST', url: '/api/gallery/create-folder', headers: editor, payload: { name: 'iPhone' } });
    const folderId = String(folder.json().data.id);
    const res = await upload('/api/gallery/create-photos', { folder_id: folderId, title: 'Dari iPhone' }, 'photo', rotatedHeic);
    expect(res.statusCode, res.body).toBe(200);
    const photo = res.json().data as Photo;
    expect(photo).toMatchObject({ width: 900, height: 1200 });
    expect(photo.url).toMatch(/\.jpg$/);
    expect(await stored(photo.url)).toEqual({ format: 'jpeg', width: 900, height: 1200, exif: false, xmp: false });
    expect(await stored(photo.display_url!)).toEqual({ format: 'webp', width: 900, height: 1200, exif: false, xmp: false });
    expect(await stored(photo.thumb_url!)).toEqual({ format: 'webp', width: 360, height: 480, exif: false, xmp: false });
    // Orientation 6 turns the photo a quarter clockwise: the green corner, top left as stored, is now top right.
    const { data } = await sharp(await readStored(t.app, photo.url))
      .extract({ left: 880, top: 10, width: 10, height: 10 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([data[0]! < 80, data[1]! > 180, data[2]! < 80]).toEqual([true, true, true]);
    const bytes = await readStored(t.app, photo.url);
    expect(bytes.includes('KadoPhone')).toBe(false);
  });

  it("the PIN page's photo and a love moment's cover take a HEIC too, stored as JPEG without EXIF", async () => {
    const pin = await upload('/api/date-input/photo', {}, 'photo', plainHeic);
    expect(pin.statusCode, pin.body).toBe(200);
    const pinPhoto = pin.json().data.photo_url as string;
    expect(pinPhoto).toMatch(/\.jpg$/);
    expect(await stored(pinPhoto)).toEqual({ format: 'jpeg', width: 640, height: 480, exif: false, xmp: false });

    const fields = { title: 'Kencan Pertama', date: '2021-11-14', letter: 'Hari itu hujan.' };
    const moment = await upload('/api/love-moment', fields, 'coverImage', plainHeic);
    expect(moment.statusCode, moment.body).toBe(200);
    const cover = moment.json().data as LoveMoment;
    expect(await stored(cover.cover_image!)).toEqual({ format: 'jpeg', width: 640, height: 480, exif: false, xmp: false });
    expect(await stored(cover.cover_display!)).toMatchObject({ format: 'webp', exif: false });
  });

  it("a wish's name and message are checked before its HEIC photo is decoded; the refused wish counts", async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/wishes/link', headers: editor, payload: { open: true } })).statusCode).toBe(200);
    const link = (await t.app.inject({ method: 'GET', url: '/api/wishes/link', headers: editor })).json().data as { url: string };
    const guest = { cookie: `kado_wish=${decodeURIComponent(link.url.split('/w/')[1] ?? '')}`, ...csrf };
    // A HEIC cut in half: decoded first, it would be refused for the photo ('Foto HEIC rusak ...'), not for the name.
    const broken = Buffer.concat([plainHeic.subarray(0, Math.floor(plainHeic.length / 2)), Buffer.alloc(64)]);
    const sendWish = (name: string) => {
      const form = multipart({ name, message: 'Selamat!' }, [
        { field: 'photo', filename: 'IMG_0002.HEIC', contentType: 'image/heic', data: broken },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/wishes',
        payload: form.payload,
        headers: { ...form.headers, ...guest },
        remoteAddress: '10.60.0.1',
      });
    };
    const before = await t.snapshot();
    const decodes = heicDecodesStarted();
    for (let i = 0; i < 10; i++) {
      const res = await sendWish('');
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['name']);
    }
    expect(heicDecodesStarted()).toBe(decodes);
    expect(await t.snapshot()).toBe(before);
    expect(t.files().filter((f) => f.startsWith('tmp/') && !f.endsWith('/'))).toEqual([]);
    // Ten refused wishes are this address's ten for the hour.
    expect((await sendWish('Teman')).statusCode).toBe(429);
    expect(heicDecodesStarted()).toBe(decodes);
  });

  it('refuses a damaged HEIC with 422 and a clear message, storing nothing', async () => {
    // The real file's boxes, its coded picture cut off half way.
    const broken = Buffer.concat([plainHeic.subarray(0, Math.floor(plainHeic.length / 2)), Buffer.alloc(64)]);
    const before = await t.snapshot();
    const files = await storedPaths(t.app);
    const res = await upload('/api/date-input/photo', {}, 'photo', broken);
    expect(res.statusCode).toBe(422);
    const message = 'Foto HEIC rusak atau tidak bisa dibaca.';
    expect(withoutCode(res.json())).toEqual({ success: false, message, errors: { photo: [message] } });
    expect(await t.snapshot()).toBe(before);
    expect(await storedPaths(t.app)).toEqual(files);
    expect(t.files().filter((f) => f.startsWith('tmp/') && !f.endsWith('/'))).toEqual([]);
  });

  it('refuses a HEIC of more than 50 MP with 422 and the resolution message, from its declared size, storing nothing', async () => {
    const before = await t.snapshot();
    const files = await storedPaths(t.app);
    const res = await upload('/api/date-input/photo', {}, 'photo', oversizedHeic);
    expect(res.statusCode).toBe(422);
    const message = 'Resolusi gambar terlalu besar.';
    expect(withoutCode(res.json())).toEqual({ success: false, message, errors: { photo: [message] } });
    expect(await t.snapshot()).toBe(before);
    expect(await storedPaths(t.app)).toEqual(files);
    expect(t.files().filter((f) => f.startsWith('tmp/') && !f.endsWith('/'))).toEqual([]);
  });
});

describe.skipIf(!hasHeifEnc && !process.env.CI)('HEIC photos sent at once to a running server', () => {
  it('answers every wish sent at once with its 24 MP HEIC, and /healthz answers all the while', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-heic-process-'));
    const app = await startAppProcess({ DATA_DIR: dataDir });
    try {
      const login = await fetch(`${app.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(EDITOR),
      });
      const giver = { authorization: `Bearer ${((await login.json()) as { token: string }).token}`, 'content-type': 'application/json' };
      await fetch(`${app.url}/api/wishes/link`, { method: 'PUT', headers: giver, body: JSON.stringify({ open: true }) });
      const link = ((await (await fetch(`${app.url}/api/wishes/link`, { headers: giver })).json()) as { data: { url: string } }).data.url;
      const guest = { cookie: `kado_wish=${decodeURIComponent(link.split('/w/')[1] ?? '')}`, ...csrf };
      const send = (name: string) => {
        const form = new FormData();
        form.set('name', name);
        form.set('message', 'Selamat ya!');
        form.set('photo', new Blob([new Uint8Array(largeHeic)], { type: 'image/heic' }), 'IMG_0001.HEIC');
        return fetch(`${app.url}/api/wishes`, { method: 'POST', headers: guest, body: form }).then((r) => r.status);
      };
      let sending = true;
      const health: number[] = [];
      const wishes = Promise.all(['Ani', 'Budi', 'Citra'].map(send)).finally(() => (sending = false));
      while (sending) {
        health.push(await fetch(`${app.url}/healthz`).then((r) => r.status));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await wishes).toEqual([201, 201, 201]);
      // Three 24 MP decodes one after another take seconds: /healthz was asked and answered throughout.
      expect(health.length).toBeGreaterThan(3);
      expect(new Set(health)).toEqual(new Set([200]));
      const listed = await fetch(`${app.url}/api/wishes`, { headers: giver });
      const kept = ((await listed.json()) as { data: Wish[] }).data;
      expect(kept.map((wish) => [wish.name, wish.photo?.url.endsWith('.jpg')]).sort()).toEqual([
        ['Ani', true],
        ['Budi', true],
        ['Citra', true],
      ]);
    } finally {
      await app.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
