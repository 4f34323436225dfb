import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipart, useTestApp } from '../test-support/test-app.js';
import { html, jpeg, png } from '../test-support/media-fixtures.js';
import { isStored, readStored } from '../test-support/stored-media.js';
import type { LoveMoment } from '../../shared/schemas/love-moment.js';
import { addDays, MILESTONE_TIME_ZONE, todayIn } from '../../shared/milestones.js';
import { withoutCode } from '../test-support/refusal.js';

const t = useTestApp();
const { editor, viewer } = t;

interface Cover {
  data: Buffer;
  filename?: string;
}
function send(url: string, fields: Record<string, string>, cover?: Cover, headers = editor) {
  const files = cover
    ? [{ field: 'coverImage', filename: cover.filename ?? 'cover.jpg', contentType: 'image/jpeg', data: cover.data }]
    : [];
  const form = multipart(fields, files);
  return t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...headers } });
}
const list = async () => (await t.app.inject({ method: 'GET', url: '/api/love-moment', headers: viewer })).json().data as LoveMoment[];
const coverFiles = (m: LoveMoment) => [m.cover_image, m.cover_thumb, m.cover_display].filter((p): p is string => p !== null);
const onDisk = (relative: string) => isStored(t.app, relative);

const fields = { title: 'Kencan Pertama', date: '2021-11-14', letter: 'Hari itu hujan,\nkamu tertawa.' };

async function create(overrides: Partial<typeof fields> = {}, cover?: Cover): Promise<LoveMoment> {
  const res = await send('/api/love-moment', { ...fields, ...overrides }, cover);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as LoveMoment;
}

describe('reading and creating love moments', () => {
  it('lists nothing on a fresh gift, in the status shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/love-moment', headers: viewer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'success', data: [] });
  });

  it('creates a moment without a cover, keeping the letter as typed plain text', async () => {
    const letter = 'Baris satu\r\nBaris dua <script>alert(1)</script> & "kutip"';
    const res = await send('/api/love-moment', { title: '  Malam Itu ', date: '2022-02-02', letter });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      status: 'success',
      message: 'Love moment created successfully!',
      data: {
        id: expect.any(Number),
        title: 'Malam Itu',
        date: '2022-02-02',
        letter: 'Baris satu\nBaris dua <script>alert(1)</script> & "kutip"',
        opens_at: null,
        sealed: false,
        cover_image: null,
        cover_thumb: null,
        cover_display: null,
        cover_placeholder: null,
        voice_note: null,
        voice_note_duration_ms: null,
      },
    });
    expect(await list()).toContainEqual(body.data);
  });

  it('stores a cover as a clean JPEG plus WebP card sizes and a placeholder, served to viewers only', async () => {
    const cover = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#c0306a' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'KadoCam' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 10/1 0/1' } })
      .toBuffer();
    const moment = await create({}, { data: cover });
    expect(moment).toMatchObject({
      cover_image: expect.stringMatching(/^covers\/[0-9a-f]{32}\.jpg$/),
      cover_thumb: expect.stringMatching(/^covers\/[0-9a-f]{32}\.webp$/),
      cover_display: expect.stringMatching(/^covers\/[0-9a-f]{32}\.webp$/),
      cover_placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
    });
    const [full, thumb] = await Promise.all(
      [moment.cover_image!, moment.cover_thumb!].map(async (p) => sharp(await readStored(t.app, p)).metadata()),
    );
    expect(full).toMatchObject({ format: 'jpeg', width: 2000, height: 1500 });
    expect(full?.exif).toBeUndefined();
    expect(thumb).toMatchObject({ format: 'webp', width: 480, height: 360 });
    for (const file of coverFiles(moment)) {
      expect((await t.app.inject({ method: 'GET', url: `/storage/${file}`, headers: viewer })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/storage/${file}` })).statusCode).toBe(401);
    }
  });

  it('accepts any image type as the cover (PNG)', async () => {
    const moment = await create({ title: 'PNG' }, { data: await png(40, 30), filename: 'c.png' });
    expect(moment.cover_image).toMatch(/\.jpg$/);
  });

  it('lists moments in story order: by date, then as added', async () => {
    const late = await create({ title: 'Nanti', date: '2030-01-01' });
    const early = await create({ title: 'Dulu', date: '2000-01-01' });
    const again = await create({ title: 'Dulu juga', date: '2000-01-01' });
    const ids = (await list()).map((m) => m.id);
    expect(ids.indexOf(early.id)).toBe(0);
    expect(ids.indexOf(again.id)).toBe(1);
    expect(ids.at(-1)).toBe(late.id);
  });

  const refusals: [string, Record<string, string>, string, string][] = [
    ['no title', { title: '' }, 'title', 'Judul wajib diisi.'],
    ['a blank title', { title: '   ' }, 'title', 'Judul wajib diisi.'],
    ['a title over 100 characters', { title: 'x'.repeat(101) }, 'title', 'Judul maksimal 100 karakter.'],
    ['no date', { date: '' }, 'date', 'Tanggal wajib diisi.'],
    ['a date in another format', { date: '14-11-2021' }, 'date', 'Tanggal harus berformat YYYY-MM-DD.'],
    ['a day that does not exist', { date: '2023-02-29' }, 'date', 'Tanggal tidak valid.'],
    ['no letter', { letter: ' \n ' }, 'letter', 'Surat cinta wajib diisi.'],
    ['a letter over 5000 characters', { letter: 'x'.repeat(5001) }, 'letter', 'Surat cinta maksimal 5000 karakter.'],
  ];

  it.each(refusals)('refuses %s with 422, storing nothing (not even the cover)', async (_name, change, field, message) => {
    const cover = { data: await jpeg() };
    const before = await t.snapshot();
    const res = await send('/api/love-moment', { ...fields, ...change }, cover);
    expect(res.statusCode).toBe(422);
    expect(withoutCode(res.json())).toEqual({ success: false, message, errors: { [field]: [message] } });
    expect(await t.snapshot()).toBe(before);
  });

  it('counts a CRLF line break as one character, as the textarea does', async () => {
    const letter = `${'x'.repeat(2499)}\r\n${'y'.repeat(2500)}`;
    const moment = await create({ letter });
    expect(moment.letter).toHaveLength(5000);
  });

  it('names every missing field at once', async () => {
    const res = await send('/api/love-moment', {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['date', 'letter', 'title']);
  });

  it.each([
    ['HTML', html],
    ['an MP3', Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(512)])],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
  ])('refuses %s as the cover with 415 and stores nothing', async (_name, data) => {
    const before = await t.snapshot();
    const res = await send('/api/love-moment', fields, { data });
    expect(res.statusCode).toBe(415);
    const message = 'Jenis file tidak didukung. Gunakan gambar (JPEG, PNG, GIF, WebP, AVIF, HEIC).';
    expect(withoutCode(res.json())).toEqual({ success: false, message, errors: { coverImage: [message] } });
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a truncated image with 422', async () => {
    const broken = (
      await sharp({ create: { width: 400, height: 300, channels: 3, background: '#123456' } })
        .jpeg()
        .toBuffer()
    ).subarray(0, 300);
    const before = await t.snapshot();
    const res = await send('/api/love-moment', fields, { data: broken });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.coverImage).toEqual(['File gambar rusak atau tidak bisa dibaca.']);
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a JSON body and a viewer', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/love-moment', headers: editor, payload: fields });
    expect(json.statusCode).toBe(415);
    const asViewer = await send('/api/love-moment', fields, undefined, viewer);
    expect(asViewer.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/love-moment' })).statusCode).toBe(401);
  });
});

describe('updating a love moment', () => {
  it('changes the texts and keeps the cover when none is sent', async () => {
    const moment = await create({}, { data: await jpeg() });
    const res = await send(`/api/love-moment/${moment.id}`, { title: 'Judul Baru', date: '2021-12-25', letter: 'Surat baru' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      status: 'success',
      message: 'Love moment updated successfully!',
      data: { ...moment, title: 'Judul Baru', date: '2021-12-25', letter: 'Surat baru' },
    });
    for (const file of coverFiles(moment)) expect(await onDisk(file)).toBe(true);
  });

  it('replaces the cover, deleting the old files from disk and from the media records', async () => {
    const old = await create({}, { data: await jpeg(64, 48) });
    const res = await send(`/api/love-moment/${old.id}`, fields, { data: await jpeg(90, 60) });
    expect(res.statusCode).toBe(200);
    const updated = res.json().data as LoveMoment;
    expect(coverFiles(updated)).toHaveLength(3);
    for (const file of coverFiles(updated)) expect(await onDisk(file)).toBe(true);
    for (const file of coverFiles(old)) {
      expect(coverFiles(updated)).not.toContain(file);
      expect(await onDisk(file)).toBe(false);
      expect(await t.app.ctx.repos.media.findByPath(file)).toBeUndefined();
    }
  });

  it('gives a moment without a cover its first one', async () => {
    const moment = await create();
    const res = await send(`/api/love-moment/${moment.id}`, fields, { data: await jpeg() });
    expect(res.json().data.cover_image).toMatch(/^covers\//);
  });

  it.each<[string, Record<string, string>, () => Promise<Cover>, number, string]>([
    ['a cover that is not an image', fields, async () => ({ data: html }), 415, 'coverImage'],
    ['a blank title', { ...fields, title: ' ' }, async () => ({ data: await jpeg() }), 422, 'title'],
    ['an impossible date', { ...fields, date: '2021-13-01' }, async () => ({ data: await jpeg() }), 422, 'date'],
  ])('refuses %s, leaving the old record and its cover intact', async (_name, body, make, status, field) => {
    const moment = await create({ title: 'Asli' }, { data: await jpeg() });
    const cover = await make();
    const before = await t.snapshot();
    const res = await send(`/api/love-moment/${moment.id}`, body, cover);
    expect(res.statusCode).toBe(status);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(await t.snapshot()).toBe(before);
    expect(await list()).toContainEqual(moment);
  });

  it('answers an unknown moment with 404, receiving nothing', async () => {
    const before = await t.snapshot();
    const res = await send('/api/love-moment/99999', fields, { data: await jpeg() });
    expect(res.statusCode).toBe(404);
    expect(withoutCode(res.json())).toEqual({ success: false, message: 'Love moment tidak ditemukan.' });
    expect((await send('/api/love-moment/abc', fields)).statusCode).toBe(404);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('deleting a love moment', () => {
  it('deletes the moment and every file of its cover, leaving others alone', async () => {
    const keep = await create({ title: 'Simpan' }, { data: await jpeg() });
    const gone = await create({ title: 'Buang' }, { data: await jpeg() });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/love-moment/delete/${gone.id}`, headers: editor });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'success', message: 'Love moment deleted successfully!' });
    for (const file of coverFiles(gone)) {
      expect(await onDisk(file)).toBe(false);
      expect(await t.app.ctx.repos.media.findByPath(file)).toBeUndefined();
    }
    for (const file of coverFiles(keep)) expect(await onDisk(file)).toBe(true);
    const ids = (await list()).map((m) => m.id);
    expect(ids).toContain(keep.id);
    expect(ids).not.toContain(gone.id);

    const before = await t.snapshot();
    const again = await t.app.inject({ method: 'DELETE', url: `/api/love-moment/delete/${gone.id}`, headers: editor });
    expect(again.statusCode).toBe(404);
    expect(withoutCode(again.json())).toEqual({ success: false, message: 'Love moment tidak ditemukan.' });
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a viewer', async () => {
    const moment = await create();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/love-moment/delete/${moment.id}`, headers: viewer });
    expect(res.statusCode).toBe(403);
    expect((await list()).map((m) => m.id)).toContain(moment.id);
  });
});

describe('time capsules (decision 028)', () => {
  const today = todayIn(MILESTONE_TIME_ZONE);
  const read = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/love-moment', headers })).json().data as LoveMoment[];

  it('seals a moment until its day for the viewer: title, cover and day, but no letter in the reply', async () => {
    const letter = 'Rahasia untuk ulang tahunmu nanti';
    const moment = await create({ title: 'Kapsul', letter, opens_at: addDays(today, 1) } as Partial<typeof fields>, {
      data: await jpeg(64, 80),
    });
    expect(moment).toMatchObject({ letter, opens_at: addDays(today, 1), sealed: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/love-moment', headers: viewer });
    expect(res.body).not.toContain(letter);
    const sealed = (res.json().data as LoveMoment[]).find((m) => m.id === moment.id)!;
    expect(sealed).toEqual({ ...moment, letter: null, sealed: true });
    // The giver always reads and edits everything.
    expect((await read(editor)).find((m) => m.id === moment.id)).toEqual(moment);
  });

  it('opens on its day, and at once without a day or with a past one', async () => {
    const onTheDay = await create({ title: 'Hari ini', opens_at: today } as Partial<typeof fields>);
    const past = await create({ title: 'Kemarin', opens_at: addDays(today, -1) } as Partial<typeof fields>);
    const viewerList = await read(viewer);
    for (const moment of [onTheDay, past]) {
      expect(viewerList.find((m) => m.id === moment.id)).toMatchObject({ letter: fields.letter, sealed: false });
    }
  });

  it('refuses an opening day that is not a date, and changes nothing', async () => {
    const before = await t.snapshot();
    for (const [opensAt, message] of [
      ['2027-02-30', 'Tanggal dibuka tidak valid.'],
      ['14-02-2027', 'Tanggal dibuka harus berformat YYYY-MM-DD.'],
    ]) {
      const res = await send('/api/love-moment', { ...fields, opens_at: opensAt! });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ opens_at: [message] });
    }
    expect(await t.snapshot()).toBe(before);
  });

  it('an edit can seal or unseal a moment', async () => {
    const moment = await create({ title: 'Nanti saja' } as Partial<typeof fields>);
    const sealedLater = await send(`/api/love-moment/${moment.id}`, { ...fields, title: 'Nanti saja', opens_at: addDays(today, 30) });
    expect(sealedLater.statusCode).toBe(200);
    expect((await read(viewer)).find((m) => m.id === moment.id)).toMatchObject({ sealed: true, letter: null });
    await send(`/api/love-moment/${moment.id}`, { ...fields, title: 'Nanti saja', opens_at: '' });
    expect((await read(viewer)).find((m) => m.id === moment.id)).toMatchObject({ sealed: false, opens_at: null, letter: fields.letter });
  });
});
