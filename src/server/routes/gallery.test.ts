import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, useTestApp } from '../test-support/test-app.js';
import { html, jpeg, png, webp } from '../test-support/media-fixtures.js';
import type { Photo } from '../../shared/schemas/gallery.js';
import { isStored, readStored } from '../test-support/stored-media.js';
import { withoutCode } from '../test-support/refusal.js';

const t = useTestApp();
const { editor, viewer } = t;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: Record<string, unknown>, headers = editor) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

interface UploadFile {
  data: Buffer;
  filename?: string;
  contentType?: string;
}
function upload(url: string, fields: Record<string, string>, file?: UploadFile, headers = editor) {
  const files = file
    ? [{ field: 'photo', filename: file.filename ?? 'photo.jpg', contentType: file.contentType ?? 'image/jpeg', data: file.data }]
    : [];
  const form = multipart(fields, files);
  return t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...headers } });
}

const filesOf = (p: Photo) => [p.url, p.thumb_url, p.display_url];
const onDisk = (relative: string) => isStored(t.app, relative);

/** A photo-like JPEG (gradient with detail) of any size. */
function photoJpeg(width: number, height: number, options: { exif?: boolean } = {}) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = (y * 255) / height;
    pixels[i + 2] = (x * y) & 0xff;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 });
  return (
    options.exif ? image.withExif({ IFD0: { Make: 'KadoCam' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 10/1 0/1' } }) : image
  ).toBuffer();
}

async function createFolder(name: string): Promise<number> {
  const res = await call('POST', '/api/gallery/create-folder', { name });
  expect(res.statusCode).toBe(200);
  return res.json().data.id as number;
}

async function createPhoto(folderId: number, title: string, file?: UploadFile): Promise<Photo> {
  const res = await upload('/api/gallery/create-photos', { folder_id: String(folderId), title }, file ?? { data: await jpeg() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Photo;
}

describe('folders', () => {
  it('creates a folder from a trimmed name and lists it with its count and cover', async () => {
    const res = await call('POST', '/api/gallery/create-folder', { name: '  Liburan Bali  ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ success: true, message: 'Folder berhasil dibuat.', data: { id: expect.any(Number), name: 'Liburan Bali' } });
    const list = await call('GET', '/api/gallery', undefined, viewer);
    expect(list.statusCode).toBe(200);
    expect(list.json().success).toBe(true);
    expect(list.json().data).toContainEqual({ id: body.data.id, name: 'Liburan Bali', photo_count: 0, cover: null });
    expect(Object.keys(list.json().data[0]).sort()).toEqual(['cover', 'id', 'name', 'photo_count']);
  });

  it.each([[{ name: '' }], [{ name: '   ' }], [{}], [{ name: 7 }]])('refuses to create %j with errors.name[0]', async (payload) => {
    const before = await t.snapshot();
    const res = await call('POST', '/api/gallery/create-folder', payload);
    expect(res.statusCode).toBe(422);
    expect(withoutCode(res.json())).toEqual({
      success: false,
      message: 'Nama folder wajib diisi.',
      errors: { name: ['Nama folder wajib diisi.'] },
    });
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a name over 50 characters', async () => {
    const res = await call('POST', '/api/gallery/create-folder', { name: 'x'.repeat(51) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual(['Nama folder maksimal 50 karakter']);
  });

  it('renames a folder', async () => {
    const id = await createFolder('Lama');
    const res = await call('PUT', `/api/gallery/update-folder-name/${id}`, { name: ' Baru ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Nama folder berhasil diperbarui.', data: { id, name: 'Baru' } });
    const detail = await call('GET', `/api/gallery/detail/${id}`, undefined, viewer);
    expect(detail.json().data).toEqual({ id, name: 'Baru', photo: [], cover_photo_id: null });
  });

  it('refuses a blank new name with the message of docs/product.md §5, and an unknown folder with 404', async () => {
    const id = await createFolder('Tetap');
    const before = await t.snapshot();
    const blank = await call('PUT', `/api/gallery/update-folder-name/${id}`, { name: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(withoutCode(blank.json())).toEqual({
      success: false,
      message: 'Nama folder tidak boleh kosong',
      errors: { name: ['Nama folder tidak boleh kosong'] },
    });
    const unknown = await call('PUT', '/api/gallery/update-folder-name/99999', { name: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect(withoutCode(unknown.json())).toEqual({ success: false, message: 'Folder tidak ditemukan.' });
    const malformed = await call('PUT', '/api/gallery/update-folder-name/abc', { name: 'X' });
    expect(malformed.statusCode).toBe(404);
    expect(await t.snapshot()).toBe(before);
  });

  it('answers an unknown folder detail and delete with 404', async () => {
    expect((await call('GET', '/api/gallery/detail/99999', undefined, viewer)).statusCode).toBe(404);
    const before = await t.snapshot();
    const res = await call('DELETE', '/api/gallery/delete-folder/99999');
    expect(res.statusCode).toBe(404);
    expect(withoutCode(res.json())).toEqual({ success: false, message: 'Folder tidak ditemukan.' });
    expect(await t.snapshot()).toBe(before);
  });

  it('lets a viewer read but not write, and anonymous visitors do neither', async () => {
    expect((await call('GET', '/api/gallery', undefined, viewer)).statusCode).toBe(200);
    expect((await call('GET', '/api/gallery', undefined, {})).statusCode).toBe(401);
    expect((await call('POST', '/api/gallery/create-folder', { name: 'X' }, viewer)).statusCode).toBe(403);
    const id = await createFolder('Hanya Baca');
    expect((await call('GET', `/api/gallery/detail/${id}`, undefined, {})).statusCode).toBe(401);
    const res = await upload('/api/gallery/create-photos', { folder_id: String(id), title: 'x' }, { data: await jpeg() }, viewer);
    expect(res.statusCode).toBe(403);
  });
});

describe('uploading photos', () => {
  let folderId: number;
  beforeAll(async () => {
    folderId = await createFolder('Kenangan');
  });

  it('stores a full-size JPEG, a WebP thumbnail and display size, and no metadata in any of them', async () => {
    const res = await upload(
      '/api/gallery/create-photos',
      { folder_id: String(folderId), title: 'Pantai Kuta' },
      { data: await photoJpeg(2400, 1800, { exif: true }) },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Foto berhasil diunggah.' });
    const photo = body.data as Photo;
    expect(photo).toEqual({
      id: expect.any(Number),
      title: 'Pantai Kuta',
      url: expect.stringMatching(/^gallery\/[0-9a-f]{32}\.jpg$/),
      thumb_url: expect.stringMatching(/^gallery\/[0-9a-f]{32}\.webp$/),
      display_url: expect.stringMatching(/^gallery\/[0-9a-f]{32}\.webp$/),
      width: 2400,
      height: 1800,
      placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
      folder_id: folderId,
    });
    const [full, thumb, display] = await Promise.all(filesOf(photo).map(async (p) => sharp(await readStored(t.app, p)).metadata()));
    expect(full).toMatchObject({ format: 'jpeg', width: 2400, height: 1800 });
    expect(thumb).toMatchObject({ format: 'webp', width: 480, height: 360 });
    expect(display).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    for (const meta of [full, thumb, display]) expect(meta?.exif).toBeUndefined();

    for (const file of filesOf(photo)) {
      expect(await t.app.ctx.repos.media.findByPath(file)).toMatchObject({ kind: 'gallery', is_public: 0 });
    }
  });

  it('serves every size through /storage to viewers only', async () => {
    const photo = await createPhoto(folderId, 'Disajikan');
    for (const [file, type] of [
      [photo.url, 'image/jpeg'],
      [photo.thumb_url, 'image/webp'],
      [photo.display_url, 'image/webp'],
    ] as const) {
      const res = await call('GET', `/storage/${file}`, undefined, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toMatch(/^private/);
      expect((await call('GET', `/storage/${file}`, undefined, {})).statusCode).toBe(401);
    }
  });

  it('turns a WebP upload into a JPEG download copy', async () => {
    const photo = await createPhoto(folderId, 'Dari WebP', { data: await webp(200, 100), filename: 'x.webp', contentType: 'image/webp' });
    expect(photo.url).toMatch(/\.jpg$/);
    expect(await t.app.ctx.repos.media.findByPath(photo.url)).toMatchObject({ mime: 'image/jpeg' });
    expect(photo).toMatchObject({ width: 200, height: 100 });
  });

  it('lists the folder with its photos in upload order', async () => {
    const id = await createFolder('Urutan');
    const first = await createPhoto(id, 'Satu');
    const second = await createPhoto(id, 'Dua');
    const res = await call('GET', `/api/gallery/detail/${id}`, undefined, viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id, name: 'Urutan', photo: [first, second], cover_photo_id: first.id } });
  });

  it('covers a folder with its first photo until the giver picks another, and counts its photos', async () => {
    const id = await createFolder('Sampul');
    const first = await createPhoto(id, 'Satu');
    const second = await createPhoto(id, 'Dua');
    const summary = async () =>
      ((await call('GET', '/api/gallery', undefined, viewer)).json().data as { id: number }[]).find((f) => f.id === id);
    expect(await summary()).toEqual({
      id,
      name: 'Sampul',
      photo_count: 2,
      cover: { photo_id: first.id, thumb_url: first.thumb_url, width: first.width, height: first.height, placeholder: first.placeholder },
    });

    // Only the editor picks, and only a photo of that folder.
    expect((await call('PUT', `/api/gallery/folder-cover/${id}`, { photo_id: second.id }, viewer)).statusCode).toBe(403);
    const other = await createFolder('Lain');
    expect((await call('PUT', `/api/gallery/folder-cover/${other}`, { photo_id: second.id })).statusCode).toBe(404);
    const picked = await call('PUT', `/api/gallery/folder-cover/${id}`, { photo_id: second.id });
    expect(picked.json()).toEqual({ success: true, message: 'Sampul folder berhasil diperbarui.' });
    expect((await summary()) as unknown).toMatchObject({ cover: { photo_id: second.id } });
    expect((await call('GET', `/api/gallery/detail/${id}`, undefined, viewer)).json().data.cover_photo_id).toBe(second.id);

    // Its cover deleted, the folder falls back to its first photo.
    await call('DELETE', `/api/gallery/delete-photo/${second.id}`);
    expect((await summary()) as unknown).toMatchObject({ photo_count: 1, cover: { photo_id: first.id } });
  });

  it.each([
    ['no title', { folder_id: 'F', title: '' }, true, 'title', 'Judul dan foto wajib diisi.'],
    ['a blank title', { folder_id: 'F', title: '   ' }, true, 'title', 'Judul dan foto wajib diisi.'],
    ['no photo', { folder_id: 'F', title: 'Ada' }, false, 'photo', 'Judul dan foto wajib diisi.'],
    ['no folder', { title: 'Ada' }, true, 'folder_id', 'Belum ada folder yang dipilih. Buat folder terlebih dahulu.'],
    [
      'a malformed folder',
      { folder_id: 'abc', title: 'Ada' },
      true,
      'folder_id',
      'Belum ada folder yang dipilih. Buat folder terlebih dahulu.',
    ],
  ])('refuses %s with 422 and the message of docs/product.md §5', async (_name, fields, withFile, field, message) => {
    const form = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === 'F' ? String(folderId) : v]));
    const file = withFile ? { data: await jpeg() } : undefined;
    const before = await t.snapshot();
    const res = await upload('/api/gallery/create-photos', form, file);
    expect(res.statusCode).toBe(422);
    expect(withoutCode(res.json())).toEqual({ success: false, message, errors: { [field]: [message] } });
    expect(await t.snapshot()).toBe(before);
  });

  it('names both missing fields when title and photo are missing', async () => {
    const res = await upload('/api/gallery/create-photos', { folder_id: String(folderId) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ title: ['Judul dan foto wajib diisi.'], photo: ['Judul dan foto wajib diisi.'] });
  });

  const wrongType = 'Jenis file tidak didukung. Gunakan JPEG, WebP atau HEIC.';
  const bad: [string, () => Promise<UploadFile>, number, string, string][] = [
    ['a PNG named .jpg', async () => ({ data: await png() }), 415, 'photo', wrongType],
    ['a GIF named .jpg', async () => ({ data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') }), 415, 'photo', wrongType],
    [
      'an SVG named .jpg',
      async () => ({ data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') }),
      415,
      'photo',
      wrongType,
    ],
    ['HTML named .jpg', async () => ({ data: html }), 415, 'photo', wrongType],
    [
      'a truncated JPEG',
      async () => ({ data: (await photoJpeg(400, 300)).subarray(0, 2000) }),
      422,
      'photo',
      'File gambar rusak atau tidak bisa dibaca.',
    ],
    ['an empty file', async () => ({ data: Buffer.alloc(0) }), 422, 'photo', 'File kosong.'],
    [
      'a file over 25 MB',
      async () => ({ data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(25 * 1024 * 1024)]) }),
      413,
      'photo',
      'Ukuran file maksimal 25 MB.',
    ],
    [
      'a pixel bomb (60 MP)',
      async () => ({
        data: await sharp({ create: { width: 10000, height: 6000, channels: 3, background: '#000' } })
          .jpeg({ quality: 10 })
          .toBuffer(),
      }),
      422,
      'photo',
      'Resolusi gambar terlalu besar.',
    ],
    [
      'a path-traversal file name',
      async () => ({ data: await jpeg(), filename: '../../../kado.sqlite.jpg' }),
      422,
      'photo',
      'Nama file tidak valid.',
    ],
    [
      'a Windows path file name',
      async () => ({ data: await jpeg(), filename: '..\\..\\evil.jpg' }),
      422,
      'photo',
      'Nama file tidak valid.',
    ],
  ];

  it.each(bad)('refuses %s and leaves no file and no row', async (_name, make, status, field, message) => {
    const file = await make();
    const before = await t.snapshot();
    const res = await upload('/api/gallery/create-photos', { folder_id: String(folderId), title: 'Buruk' }, file);
    expect(res.statusCode).toBe(status);
    expect(withoutCode(res.json())).toEqual({ success: false, message, errors: { [field]: [message] } });
    expect(await t.snapshot()).toBe(before);
    expect(fs.existsSync(path.join(t.dataDir, 'kado.sqlite.jpg'))).toBe(false);
  });

  it('refuses an unknown folder id with 404 and leaves no file and no row', async () => {
    const file = await photoJpeg(800, 600);
    const before = await t.snapshot();
    const res = await upload('/api/gallery/create-photos', { folder_id: '99999', title: 'Nyasar' }, { data: file });
    expect(res.statusCode).toBe(404);
    const message = 'Belum ada folder yang dipilih. Buat folder terlebih dahulu.';
    expect(withoutCode(res.json())).toEqual({ success: false, message, errors: { folder_id: [message] } });
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a JSON body', async () => {
    const res = await call('POST', '/api/gallery/create-photos', { folder_id: folderId, title: 'x' });
    expect(res.statusCode).toBe(415);
  });
});

describe('editing photos', () => {
  let folderId: number;
  beforeAll(async () => {
    folderId = await createFolder('Diedit');
  });

  it('renames a photo with JSON {title}', async () => {
    const photo = await createPhoto(folderId, 'Judul Lama');
    const res = await call('POST', `/api/gallery/update-photo/${photo.id}`, { title: '  Judul Baru ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Judul foto berhasil diperbarui.', data: { ...photo, title: 'Judul Baru' } });
  });

  it.each([[{ title: '' }], [{ title: '  ' }], [{}]])('refuses the title %j with the message of docs/product.md §5', async (payload) => {
    const photo = await createPhoto(folderId, 'Tetap');
    const before = await t.snapshot();
    const res = await call('POST', `/api/gallery/update-photo/${photo.id}`, payload);
    expect(res.statusCode).toBe(422);
    expect(withoutCode(res.json())).toEqual({
      success: false,
      message: 'Judul tidak boleh kosong',
      errors: { title: ['Judul tidak boleh kosong'] },
    });
    expect(await t.snapshot()).toBe(before);
  });

  it('replaces the image (multipart photo + title), deleting the old files', async () => {
    const old = await createPhoto(folderId, 'Sebelum');
    const res = await upload(`/api/gallery/update-photo/${old.id}`, { title: 'Sesudah' }, { data: await photoJpeg(900, 1200) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Foto berhasil diperbarui.' });
    const updated = body.data as Photo;
    expect(updated).toMatchObject({
      id: old.id,
      title: 'Sesudah',
      width: 900,
      height: 1200,
      folder_id: folderId,
      url: expect.stringMatching(/\.jpg$/),
    });
    for (const file of filesOf(updated)) expect(await onDisk(file)).toBe(true);
    for (const file of filesOf(old)) {
      expect(filesOf(updated)).not.toContain(file);
      expect(await onDisk(file)).toBe(false);
      expect(await t.app.ctx.repos.media.findByPath(file)).toBeUndefined();
    }
    const detail = await call('GET', `/api/gallery/detail/${folderId}`, undefined, viewer);
    expect(detail.json().data.photo).toContainEqual(updated);
  });

  it('replaces the image and keeps the title when none is sent', async () => {
    const old = await createPhoto(folderId, 'Judulku');
    const res = await upload(`/api/gallery/update-photo/${old.id}`, {}, { data: await jpeg(80, 60) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: old.id, title: 'Judulku', width: 80, height: 60 });
  });

  it.each<[string, Record<string, string>, () => Promise<UploadFile | undefined>, number, string, string]>([
    [
      'a PNG',
      { title: 'x' },
      async () => ({ data: await png() }),
      415,
      'photo',
      'Jenis file tidak didukung. Gunakan JPEG, WebP atau HEIC.',
    ],
    [
      'a truncated JPEG',
      { title: 'x' },
      async () => ({ data: (await photoJpeg(400, 300)).subarray(0, 2000) }),
      422,
      'photo',
      'File gambar rusak atau tidak bisa dibaca.',
    ],
    ['no photo', { title: 'x' }, async () => undefined, 422, 'photo', 'Foto wajib diunggah.'],
    ['a blank title', { title: ' ' }, async () => ({ data: await jpeg() }), 422, 'title', 'Judul tidak boleh kosong'],
  ])('refuses a replacement with %s and changes nothing', async (_name, fields, make, status, field, message) => {
    const photo = await createPhoto(folderId, 'Aman');
    const file = await make();
    const before = await t.snapshot();
    const res = await upload(`/api/gallery/update-photo/${photo.id}`, fields, file);
    expect(res.statusCode).toBe(status);
    expect(withoutCode(res.json())).toEqual({ success: false, message, errors: { [field]: [message] } });
    expect(await t.snapshot()).toBe(before);
  });

  it('answers an unknown photo with 404 for both forms, leaving nothing behind', async () => {
    const before = await t.snapshot();
    expect((await call('POST', '/api/gallery/update-photo/99999', { title: 'x' })).statusCode).toBe(404);
    const res = await upload('/api/gallery/update-photo/99999', { title: 'x' }, { data: await jpeg() });
    expect(res.statusCode).toBe(404);
    expect(withoutCode(res.json())).toEqual({ success: false, message: 'Foto tidak ditemukan.' });
    expect(await t.snapshot()).toBe(before);
  });
});

describe('downloading a photo', () => {
  let folderId: number;
  beforeAll(async () => {
    folderId = await createFolder('Unduhan');
  });

  it('sends the full-size JPEG as photo_{id}_{title with underscores}.jpg', async () => {
    const photo = await createPhoto(folderId, 'Pantai Bali Sore');
    const res = await call('GET', `/api/gallery/photo/${photo.id}/download`, undefined, viewer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const name = `photo_${photo.id}_Pantai_Bali_Sore.jpg`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
    expect(res.rawPayload.equals(await readStored(t.app, photo.url))).toBe(true);
  });

  it('makes an unsafe or non-ASCII title safe in both name forms', async () => {
    const photo = await createPhoto(folderId, 'Café "kita"/../x\u202Egpj.exe 😊');
    const res = await call('GET', `/api/gallery/photo/${photo.id}/download`, undefined, viewer);
    const exact = `photo_${photo.id}_Café__kita__.._x_gpj.exe_😊.jpg`;
    const ascii = `photo_${photo.id}_Caf___kita__.._x_gpj.exe__.jpg`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(exact)}`);
  });

  it('refuses anonymous visitors and answers an unknown photo with 404', async () => {
    const photo = await createPhoto(folderId, 'Rahasia');
    expect((await call('GET', `/api/gallery/photo/${photo.id}/download`, undefined, {})).statusCode).toBe(401);
    expect((await call('GET', '/api/gallery/photo/99999/download', undefined, viewer)).statusCode).toBe(404);
  });
});

describe('deleting', () => {
  it('deletes a photo with all its files', async () => {
    const folderId = await createFolder('Hapus Foto');
    const keep = await createPhoto(folderId, 'Simpan');
    const gone = await createPhoto(folderId, 'Buang');
    const res = await call('DELETE', `/api/gallery/delete-photo/${gone.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Foto berhasil dihapus.' });
    for (const file of filesOf(gone)) {
      expect(await onDisk(file)).toBe(false);
      expect(await t.app.ctx.repos.media.findByPath(file)).toBeUndefined();
    }
    for (const file of filesOf(keep)) expect(await onDisk(file)).toBe(true);
    const detail = await call('GET', `/api/gallery/detail/${folderId}`, undefined, viewer);
    expect(detail.json().data.photo).toEqual([keep]);

    const before = await t.snapshot();
    const again = await call('DELETE', `/api/gallery/delete-photo/${gone.id}`);
    expect(again.statusCode).toBe(404);
    expect(withoutCode(again.json())).toEqual({ success: false, message: 'Foto tidak ditemukan.' });
    expect(await t.snapshot()).toBe(before);
  });

  it('deletes a folder with its photos and all their files, leaving other folders alone', async () => {
    const folderId = await createFolder('Hapus Folder');
    const otherId = await createFolder('Lainnya');
    const photos = [await createPhoto(folderId, 'A'), await createPhoto(folderId, 'B')];
    const other = await createPhoto(otherId, 'C');
    const res = await call('DELETE', `/api/gallery/delete-folder/${folderId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Folder dan semua fotonya berhasil dihapus.' });
    for (const file of photos.flatMap(filesOf)) {
      expect(await onDisk(file)).toBe(false);
      expect(await t.app.ctx.repos.media.findByPath(file)).toBeUndefined();
    }
    for (const file of filesOf(other)) expect(await onDisk(file)).toBe(true);
    const rows = await t.app.ctx.db.selectFrom('gallery_photos').select('id').where('folder_id', '=', folderId).execute();
    expect(rows).toEqual([]);
    const list = await call('GET', '/api/gallery', undefined, viewer);
    expect(list.json().data.map((f: { id: number }) => f.id)).not.toContain(folderId);
    expect((await call('GET', `/api/gallery/detail/${folderId}`, undefined, viewer)).statusCode).toBe(404);
  });
});
