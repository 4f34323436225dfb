import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { csrf, multipart, useTestApp } from '../test-support/test-app.js';
import { sendHeartMoment } from '../test-support/heart-moments.js';
import { jpeg, noisyJpeg } from '../test-support/media-fixtures.js';
import { MB } from '../../shared/constants.js';
import { HEART_MOMENT_FEELINGS } from '../../shared/heart-moments.js';
import type { UploadSchema } from '../services/openapi/upload-schema.js';

// The gift's storage quota (decision 037, docs/product.md §11) on the one gift: GET /api/usage, and every
// upload refused with 413 before anything is stored once it would pass the quota.

const t = useTestApp();
const { editor, viewer } = t;

const usage = async (headers = editor) => t.app.inject({ method: 'GET', url: '/api/usage', headers });
/** The bytes of every media_files row of the gift, read apart from the route. */
const recordedBytes = async () =>
  Number(
    (await sql<{ bytes: number | string }>`SELECT COALESCE(SUM(size), 0) AS bytes FROM media_files WHERE site_id = 1`.execute(t.app.ctx.db))
      .rows[0]?.bytes,
  );
/** Sets the gift's own quota, as the operator does with many gifts, and drops the cached gift row. */
async function setQuota(mb: number | null): Promise<void> {
  await t.app.ctx.db.updateTable('sites').set({ quota_mb: mb }).where('id', '=', 1).execute();
  t.app.ctx.readCache.clear();
}

/** Routes only the recipient uploads to: the giver's preview may not send a reply. */
const RECIPIENT_UPLOADS = new Set(['/api/replies']);

function upload(
  url: string,
  fields: Record<string, string>,
  field: string,
  data: Buffer,
  method: 'POST' | 'PUT' = 'POST',
  who = RECIPIENT_UPLOADS.has(url) ? viewer : editor,
) {
  const form = multipart(fields, [{ field, filename: 'file.jpg', contentType: 'image/jpeg', data }]);
  return t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...who } });
}

async function newFolder(): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/gallery/create-folder', headers: editor, payload: { name: 'Kuota' } });
  expect(res.statusCode).toBe(200);
  return String(res.json().data.id);
}

/** Bytes that start like a JPEG: the quota refuses them before their type is ever looked at. */
const jpegLike = (bytes: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(bytes - 4, 7)]);

describe('GET /api/usage', () => {
  it("answers the giver the gift's recorded bytes and the 2048 MB default quota", async () => {
    const res = await usage();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { used_bytes: await recordedBytes(), quota_bytes: 2048 * MB } });
  });

  it('grows by what an upload stores (the photo and its variants)', async () => {
    const before = (await usage()).json().data.used_bytes as number;
    const res = await upload('/api/gallery/create-photos', { folder_id: await newFolder(), title: 'Satu' }, 'photo', await jpeg(400, 300));
    expect(res.statusCode, res.body).toBe(200);
    const after = (await usage()).json().data.used_bytes as number;
    expect(after).toBeGreaterThan(before);
    expect(after).toBe(await recordedBytes());
    // Three files: the photo, its thumbnail and its display size.
    const rows = await t.app.ctx.db.selectFrom('media_files').select('size').where('kind', '=', 'gallery').execute();
    expect(after - before).toBe(rows.reduce((sum, row) => sum + row.size, 0));
  });

  it('is the giver\u2019s only: a viewer is refused (403), a stranger must log in (401)', async () => {
    expect((await usage(viewer)).statusCode).toBe(403);
    const anonymous = await usage({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().success).toBe(false);
  });

  it('follows the quota the gift is given', async () => {
    await setQuota(3);
    expect((await usage()).json().data.quota_bytes).toBe(3 * MB);
    await setQuota(null);
    expect((await usage()).json().data.quota_bytes).toBe(2048 * MB);
  });
});

/** The rows the :id upload routes replace files of: they look the row up before reading the body. */
async function rowsToReplace(): Promise<Record<string, number>> {
  const video = await t.app.ctx.db
    .insertInto('video_gifts')
    .values({ site_id: 1, title: 'Video', description: '', video_path: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    '/api/love-moment/:id': await loveMomentId(),
    '/api/video-gift/:id': video.id,
    '/api/heart-moments/:id': await heartMomentId(),
  };
}

/** A moment of the giver's own, whose photo an edit would add. */
async function heartMomentId(): Promise<number> {
  const res = await sendHeartMoment(t.app, editor, { words: 'Kamu menjemputku waktu hujan.', feeling: HEART_MOMENT_FEELINGS[0] });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data.id as number;
}

async function loveMomentId(): Promise<number> {
  const form = multipart({ title: 'Kuota', date: '2024-02-14', letter: 'Untukmu.' }, []);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/love-moment',
    payload: form.payload,
    headers: { ...form.headers, ...editor },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

describe('an upload past the quota', () => {
  afterEach(() => setQuota(null));

  /** A quota leaving between 200 KB and 1.2 MB of room: a small photo fits, 1.5 MB does not. */
  async function tightQuota(): Promise<number> {
    const mb = Math.ceil(((await recordedBytes()) + 200 * 1024) / MB);
    await setQuota(mb);
    return mb;
  }

  it('is refused with 413 naming the quota, and no row, stored file or temp file is left', async () => {
    const folder = await newFolder();
    const mb = await tightQuota();
    const before = await t.snapshot();
    const res = await upload('/api/gallery/create-photos', { folder_id: folder, title: 'Besar' }, 'photo', jpegLike(1.5 * MB));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: `Ruang penyimpanan kado ini penuh (kuota ${mb} MB).` });
    expect(await t.snapshot()).toBe(before);
    expect(t.files().filter((file) => file.startsWith('tmp'))).toEqual([]);
    // A photo that fits is still taken.
    const small = await upload('/api/gallery/create-photos', { folder_id: folder, title: 'Kecil' }, 'photo', await jpeg());
    expect(small.statusCode, small.body).toBe(200);
  });

  it('is refused by its declared length before its body is read', async () => {
    const mb = await tightQuota();
    const before = await t.snapshot();
    // 4 MB that are no form at all: only a refusal made before the body is parsed can answer 413 to it.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gallery/create-photos',
      payload: Buffer.alloc(4 * MB, 0x61),
      headers: { ...editor, 'content-type': 'multipart/form-data; boundary=----nothing' },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(413);
    expect(res.json().message).toBe(`Ruang penyimpanan kado ini penuh (kuota ${mb} MB).`);
    expect(await t.snapshot()).toBe(before);
  });

  it('is refused the same way on every upload route', async () => {
    const routes = t.app.ctx.routeTable.filter((route) => route.schema?.multipart && route.url !== '/api/import');
    // Gallery photos and covers, the PIN page's photo, music, the love-typing song, video, voice notes, the coupon.
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const ids = await rowsToReplace();
    // A friend's wish comes through the open wishes link, with its key's cookie.
    expect((await t.app.inject({ method: 'PUT', url: '/api/wishes/link', headers: editor, payload: { open: true } })).statusCode).toBe(200);
    const link = (await t.app.inject({ method: 'GET', url: '/api/wishes/link', headers: editor })).json().data as { url: string };
    const guest = { cookie: `kado_wish=${decodeURIComponent(link.url.split('/w/')[1] ?? '')}`, ...csrf };
    const mb = await tightQuota();
    const before = await t.snapshot();
    for (const route of routes) {
      const files = (route.schema!.multipart as UploadSchema).files;
      const field = Object.keys(files)[0]!;
      const url = route.url.replace(':id', String(ids[route.url] ?? 1));
      const wish = url === '/api/wishes';
      const fields: Record<string, string> = wish ? { name: 'Teman', message: 'Selamat!' } : {};
      const res = await upload(url, fields, field, jpegLike(1.5 * MB), route.method as 'POST' | 'PUT', wish ? guest : undefined);
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(413);
      expect(res.json().message).toBe(`Ruang penyimpanan kado ini penuh (kuota ${mb} MB).`);
    }
    expect(await t.snapshot()).toBe(before);
  });

  it("refuses a gift archive whose files would pass the quota, and the gift's content stays", async () => {
    // A photo large enough that the gift holds more than 1 MB, the smallest quota.
    const big = await noisyJpeg(1600, 1200);
    const stored = await upload('/api/gallery/create-photos', { folder_id: await newFolder(), title: 'Besar' }, 'photo', big);
    expect(stored.statusCode, stored.body).toBe(200);
    const used = await recordedBytes();
    expect(used).toBeGreaterThan(MB);
    const zip = (await t.app.inject({ method: 'GET', url: '/api/export', headers: editor })).rawPayload;
    // Below what the gift holds now: its own archive cannot come back.
    const mb = Math.floor(used / MB);
    await setQuota(mb);
    const before = await t.snapshot();
    const form = multipart({}, [{ field: 'file', filename: 'kado.zip', contentType: 'application/zip', data: zip }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/import', payload: form.payload, headers: { ...form.headers, ...editor } });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(`Ruang penyimpanan kado ini penuh (kuota ${mb} MB).`);
    expect(await t.snapshot()).toBe(before);
    await setQuota(null);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: form.payload,
      headers: { ...form.headers, ...editor },
    });
    expect(again.statusCode, again.body).toBe(200);
  });
});
