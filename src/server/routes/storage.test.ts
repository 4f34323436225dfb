import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, useTestApp } from '../test-support/test-app.js';
import { html, jpeg, png, webp } from '../test-support/media-fixtures.js';
import { isStored, putStored, readStored } from '../test-support/stored-media.js';
import { withoutCode } from '../test-support/refusal.js';

const t = useTestApp();
const { editor, viewer } = t;

const uploadPinPhoto = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') =>
  t.app.inject({
    method: 'POST',
    url: '/api/date-input/photo',
    ...withAuth(multipart({}, [{ field: 'photo', filename, contentType, data }])),
  });

function withAuth(form: ReturnType<typeof multipart>) {
  return { ...form, headers: { ...form.headers, ...editor } };
}

describe('uploads', () => {
  it('stores a JPEG in the media store, records it, and strips its metadata', async () => {
    const res = await uploadPinPhoto(await jpeg(64, 48, { exif: true }));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.photo_url;
    expect(url).toMatch(/^date-input\/[0-9a-f]{32}\.jpg$/);
    const meta = await sharp(await readStored(t.app, url)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(64);
    expect(await t.app.ctx.repos.media.findByPath(url)).toMatchObject({ mime: 'image/jpeg', is_public: 1 });
  });

  it('replaces the old photo and deletes its file', async () => {
    const first = (await uploadPinPhoto(await jpeg())).json().data.photo_url as string;
    const second = (await uploadPinPhoto(await webp(), 'b.webp', 'image/webp')).json().data.photo_url as string;
    expect(second).toMatch(/\.webp$/);
    expect(await isStored(t.app, first)).toBe(false);
    expect(await t.app.ctx.repos.media.findByPath(first)).toBeUndefined();
  });

  const bad: [string, () => Promise<Buffer>, number, string][] = [
    ['a PNG named .jpg', () => png(), 415, 'Jenis file tidak didukung. Gunakan JPEG, WebP atau HEIC.'],
    ['HTML named .jpg', async () => html, 415, 'Jenis file tidak didukung. Gunakan JPEG, WebP atau HEIC.'],
    [
      'a GIF named .jpg',
      async () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      415,
      'Jenis file tidak didukung. Gunakan JPEG, WebP atau HEIC.',
    ],
    [
      'an SVG named .jpg',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      415,
      'Jenis file tidak didukung. Gunakan JPEG, WebP atau HEIC.',
    ],
    ['a truncated JPEG', async () => (await jpeg(400, 300)).subarray(0, 600), 422, 'File gambar rusak atau tidak bisa dibaca.'],
    ['an empty file', async () => Buffer.alloc(0), 422, 'File kosong.'],
    [
      'a file over 15 MB',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(15 * 1024 * 1024)]),
      413,
      'Ukuran file maksimal 15 MB.',
    ],
    [
      'a pixel bomb',
      () =>
        sharp({ create: { width: 10000, height: 6000, channels: 3, background: '#000' } })
          .jpeg({ quality: 10 })
          .toBuffer(),
      422,
      'Resolusi gambar terlalu besar.',
    ],
  ];

  it.each(bad)('refuses %s and leaves no file and no row', async (_name, make, status, message) => {
    const before = await t.snapshot();
    const res = await uploadPinPhoto(await make());
    expect(res.statusCode).toBe(status);
    expect(withoutCode(res.json())).toEqual({ success: false, message, errors: { photo: [message] } });
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a path-traversal file name, and nothing changes', async () => {
    const before = await t.snapshot();
    const res = await uploadPinPhoto(await jpeg(), '../../../kado.sqlite.jpg');
    expect(res.statusCode).toBe(422);
    expect(withoutCode(res.json())).toEqual({
      success: false,
      message: 'Nama file tidak valid.',
      errors: { photo: ['Nama file tidak valid.'] },
    });
    expect(fs.existsSync(path.join(t.dataDir, 'kado.sqlite.jpg'))).toBe(false);
    expect(await t.snapshot()).toBe(before);
  });

  it('answers a cut-off multipart body with 400, and nothing changes', async () => {
    const before = await t.snapshot();
    const form = multipart({}, [{ field: 'photo', filename: 'photo.jpg', contentType: 'image/jpeg', data: await jpeg() }]);
    const cut = (form.payload as Buffer).subarray(0, (form.payload as Buffer).length - 40);
    const res = await t.app.inject({ method: 'POST', url: '/api/date-input/photo', payload: cut, headers: { ...form.headers, ...editor } });
    expect(res.statusCode).toBe(400);
    expect(withoutCode(res.json())).toEqual({ success: false, message: 'Data formulir tidak valid.' });
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a request without the file, and one that is not multipart', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/date-input/photo', ...withAuth(multipart({ title: 'x' }, [])) });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.photo).toEqual(['File wajib diunggah.']);
    const jsonBody = await t.app.inject({ method: 'POST', url: '/api/date-input/photo', headers: editor, payload: { photo: 'x' } });
    expect(jsonBody.statusCode).toBe(415);
  });
});

describe('GET /storage', () => {
  let privatePath: string;
  const content = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

  beforeAll(async () => {
    // A private file as later uploads (gallery, music) will make it.
    privatePath = 'music/0123456789abcdef0123456789abcdef.mp3';
    await putStored(t.app, t.dataDir, privatePath, content);
    await t.app.ctx.db
      .insertInto('media_files')
      .values({
        site_id: 1,
        kind: 'music',
        path: privatePath,
        mime: 'audio/mpeg',
        size: content.length,
        is_public: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
  });

  it('serves a private file to a viewer with its stored type and safe headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/storage/${privatePath}`, headers: viewer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/^private/);
    expect(res.rawPayload.equals(content)).toBe(true);
  });

  it('refuses a private file to anonymous visitors', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/storage/${privatePath}` });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['bytes=100-199', 100, 199],
    ['bytes=900-', 900, 999],
    ['bytes=-10', 990, 999],
    ['bytes=990-5000', 990, 999],
  ])('answers Range %s with 206 and the right bytes', async (range, start, end) => {
    const res = await t.app.inject({ method: 'GET', url: `/storage/${privatePath}`, headers: { ...viewer, range } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
    expect(res.rawPayload.equals(content.subarray(start, end + 1))).toBe(true);
  });

  it('answers an unsatisfiable range with 416', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/storage/${privatePath}`, headers: { ...viewer, range: 'bytes=5000-' } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */1000');
  });

  it('serves the PIN photo to anyone (it shows before the PIN)', async () => {
    const url = (await uploadPinPhoto(await jpeg())).json().data.photo_url as string;
    const res = await t.app.inject({ method: 'GET', url: `/storage/${url}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it.each(['/storage/../kado.sqlite', '/storage/%2e%2e/kado.sqlite', '/storage/music/..%2f..%2f..%2fkado.sqlite', '/storage/missing.jpg'])(
    'never serves %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: viewer });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('SQLite');
    },
  );
});
