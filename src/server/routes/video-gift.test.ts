import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, useTestApp } from '../test-support/test-app.js';
import { passQuiz } from '../test-support/main-gift.js';
import { html, jpeg } from '../test-support/media-fixtures.js';
import { projectRoot } from '../lib/project-root.js';
import { MEDIA_KINDS } from '../storage/media-kinds.js';
import { isStored, storedPaths } from '../test-support/stored-media.js';
import type { VideoGift } from '../../shared/schemas/video-gift.js';
import { withoutCode } from '../test-support/refusal.js';

const t = useTestApp();
const { editor, viewer } = t;
// The seeded gift has a question and Mini Games: this viewer plays the quiz perfectly first.
beforeAll(() => passQuiz(t.app, editor, viewer));
let realMp4: Buffer;
let mediaDir: string;
beforeAll(async () => {
  // A real H.264 MP4 made by ffmpeg through the same script the browser journeys use.
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-media-'));
  execFileSync(path.join(projectRoot(), 'node_modules/.bin/tsx'), [path.join(projectRoot(), 'scripts/make-test-media.ts'), mediaDir], {
    stdio: 'ignore',
  });
  realMp4 = fs.readFileSync(path.join(mediaDir, 'video.mp4'));
});
afterAll(() => {
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

/** Bytes a sniffer takes for an MP4 (an ftyp box, brand isom) followed by filler: all the server checks. */
const fakeMp4 = (size = 4096) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(size)]);
const onDisk = (relative: string) => isStored(t.app, relative);

function send(url: string, fields: Record<string, string>, video?: Buffer, headers = editor) {
  const files = video ? [{ field: 'video', filename: 'hadiah.mp4', contentType: 'video/mp4', data: video }] : [];
  const form = multipart(fields, files);
  return t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...headers } });
}
const read = async () => (await t.app.inject({ method: 'GET', url: '/api/video-gift', headers: viewer })).json();
let gift: VideoGift;

describe('video gift', () => {
  it('has none on a fresh gift', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/video-gift', headers: viewer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/video-gift' })).statusCode).toBe(401);
  });

  it('refuses to create one without a video, storing nothing', async () => {
    const before = await t.snapshot();
    const res = await send('/api/video-gift', { title: 'Tanpa Video', description: '' });
    expect(res.statusCode).toBe(422);
    expect(withoutCode(res.json())).toEqual({
      success: false,
      message: 'Video wajib diunggah.',
      errors: { video: ['Video wajib diunggah.'] },
    });
    expect(await t.snapshot()).toBe(before);
  });

  it('creates it from an uploaded MP4, served from /storage with Range so a phone can seek', async () => {
    const res = await send('/api/video-gift', { title: ' Untukmu ', description: 'Selamat ulang tahun!\r\nDari aku.' }, realMp4);
    expect(res.statusCode, res.body).toBe(200);
    gift = res.json().data as VideoGift;
    expect(res.json()).toEqual({
      success: true,
      message: 'Video gift berhasil disimpan!',
      data: {
        id: expect.any(Number),
        title: 'Untukmu',
        description: 'Selamat ulang tahun!\nDari aku.',
        video_url: expect.stringMatching(/^videos\/[0-9a-f]{32}\.mp4$/),
        video_name: 'hadiah.mp4',
        poster_url: null,
      },
    });
    expect(await read()).toEqual({ success: true, data: gift });
    expect(await t.app.ctx.repos.media.findByPath(gift.video_url!)).toMatchObject({
      mime: 'video/mp4',
      size: realMp4.length,
      is_public: 0,
    });

    const middle = Math.floor(realMp4.length / 2);
    const range = await t.app.inject({
      method: 'GET',
      url: `/storage/${gift.video_url}`,
      headers: { ...viewer, range: `bytes=${middle}-${middle + 99}` },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-type']).toBe('video/mp4');
    expect(range.headers['content-range']).toBe(`bytes ${middle}-${middle + 99}/${realMp4.length}`);
    expect(range.rawPayload.equals(realMp4.subarray(middle, middle + 100))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/storage/${gift.video_url}` })).statusCode).toBe(401);
  });

  it('edits the title and description, keeping the video when none is sent', async () => {
    const res = await send(`/api/video-gift/${gift.id}`, { title: 'Judul Baru', description: 'Deskripsi baru' });
    expect(res.statusCode).toBe(200);
    gift = res.json().data;
    expect(gift).toMatchObject({ title: 'Judul Baru', description: 'Deskripsi baru', video_url: expect.stringMatching(/^videos\//) });
    expect(await onDisk(gift.video_url!)).toBe(true);
  });

  it('keeps the video when the editor sends its path back as video_url', async () => {
    const res = await send(`/api/video-gift/${gift.id}`, { title: 'Tetap', description: '', video_url: gift.video_url! });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...gift, title: 'Tetap', description: '' });
    gift = res.json().data;
  });

  it.each([
    ['a path this gift never stored', 'videos/00000000000000000000000000000000.mp4'],
    ['a stored file that is not a video', 'MUSIC'],
    ['a path outside storage', '../kado.sqlite'],
  ])('refuses %s as video_url with 422; the old record intact', async (_name, url) => {
    const music = (await t.app.ctx.db.selectFrom('sites').select('music_path').executeTakeFirstOrThrow()).music_path!;
    const before = await t.snapshot();
    const res = await send(`/api/video-gift/${gift.id}`, { title: 'X', description: '', video_url: url === 'MUSIC' ? music : url });
    expect(res.statusCode).toBe(422);
    const message = 'Video tidak ditemukan di penyimpanan.';
    expect(withoutCode(res.json())).toEqual({ success: false, message, errors: { video_url: [message] } });
    expect(await t.snapshot()).toBe(before);
    expect((await read()).data).toEqual(gift);
  });

  it('replaces the video with a new upload and deletes the old file', async () => {
    const old = gift.video_url!;
    const res = await send(`/api/video-gift/${gift.id}`, { title: 'Video Baru', description: 'x', video_url: old }, fakeMp4());
    expect(res.statusCode).toBe(200);
    const updated = res.json().data as VideoGift;
    expect(updated.id).toBe(gift.id);
    expect(updated.video_url).not.toBe(old);
    expect(await onDisk(updated.video_url!)).toBe(true);
    expect(await onDisk(old)).toBe(false);
    expect(await t.app.ctx.repos.media.findByPath(old)).toBeUndefined();
    gift = updated;
  });

  it('keeps one video gift: a create while one exists updates it', async () => {
    const old = gift.video_url!;
    const res = await send('/api/video-gift', { title: 'Dari tab lain', description: '' }, realMp4);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: gift.id, title: 'Dari tab lain' });
    expect(await onDisk(old)).toBe(false);
    expect((await storedPaths(t.app)).filter((f) => f.startsWith('videos/'))).toHaveLength(1);
    gift = res.json().data;
  });

  const notVideo: [string, () => Promise<Buffer>][] = [
    ['HTML', async () => html],
    ['a JPEG', () => jpeg()],
    ['an MP3', async () => Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(2048)])],
    ['an M4A (audio in an MP4 box)', async () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypM4A '), Buffer.alloc(512)])],
    ['random bytes', async () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) & 0xff))],
  ];

  it.each(notVideo)('refuses %s as the video with 415; nothing stored, the old record intact', async (_name, make) => {
    const data = await make();
    const before = await t.snapshot();
    for (const url of ['/api/video-gift', `/api/video-gift/${gift.id}`]) {
      const res = await send(url, { title: 'Bukan Video', description: '' }, data);
      expect(res.statusCode).toBe(415);
      const message = 'Jenis file tidak didukung. Gunakan video (MP4, MOV, WebM).';
      expect(withoutCode(res.json())).toEqual({ success: false, message, errors: { video: [message] } });
    }
    expect(await t.snapshot()).toBe(before);
    expect((await read()).data).toEqual(gift);
  });

  it('refuses a video over the 1 GB limit with 413 while it streams; nothing stored, the old record intact', async () => {
    expect(MEDIA_KINDS.video.maxBytes).toBe(1024 * 1024 * 1024);
    const boundary = '----kadoOversize';
    const chunk = Buffer.alloc(1024 * 1024);
    let streamed = 0;
    // Generated as it is read: neither this test nor the server ever holds the file in memory.
    function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nTerlalu Besar\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="besar.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
      );
      yield fakeMp4(0);
      while (streamed <= MEDIA_KINDS.video.maxBytes) {
        streamed += chunk.length;
        yield chunk;
      }
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const before = await t.snapshot();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/video-gift/${gift.id}`,
      payload: Readable.from(body()),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...editor },
    });
    expect(res.statusCode).toBe(413);
    expect(withoutCode(res.json())).toEqual({
      success: false,
      message: 'Ukuran file maksimal 1024 MB.',
      errors: { video: ['Ukuran file maksimal 1024 MB.'] },
    });
    expect(await t.snapshot()).toBe(before);
    expect((await read()).data).toEqual(gift);
  });

  it.each<[string, Record<string, string>, string, string]>([
    ['a blank title', { title: '  ', description: '' }, 'title', 'Judul wajib diisi.'],
    ['a title over 100 characters', { title: 'x'.repeat(101), description: '' }, 'title', 'Judul maksimal 100 karakter.'],
    [
      'a description over 2000 characters',
      { title: 'Ok', description: 'x'.repeat(2001) },
      'description',
      'Deskripsi maksimal 2000 karakter.',
    ],
  ])('refuses %s with 422, dropping the uploaded file; the old record intact', async (_name, fields, field, message) => {
    const before = await t.snapshot();
    const res = await send(`/api/video-gift/${gift.id}`, fields, fakeMp4());
    expect(res.statusCode).toBe(422);
    expect(withoutCode(res.json())).toEqual({ success: false, message, errors: { [field]: [message] } });
    expect(await t.snapshot()).toBe(before);
  });

  it('answers an unknown id with 404 before receiving the upload', async () => {
    const before = await t.snapshot();
    const res = await send(`/api/video-gift/${gift.id + 1}`, { title: 'X', description: '' }, fakeMp4());
    expect(res.statusCode).toBe(404);
    expect(withoutCode(res.json())).toEqual({ success: false, message: 'Video gift tidak ditemukan.' });
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a viewer', async () => {
    const before = await t.snapshot();
    const res = await send('/api/video-gift', { title: 'X', description: '' }, fakeMp4(), viewer);
    expect(res.statusCode).toBe(403);
    expect(await t.snapshot()).toBe(before);
  });
});
