import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, useTestApp } from '../test-support/test-app.js';
import { passQuiz } from '../test-support/main-gift.js';
import { html, jpeg } from '../test-support/media-fixtures.js';
import { isStored, storedPaths } from '../test-support/stored-media.js';
import { projectRoot } from '../lib/project-root.js';
import { LOVE_TYPING_DEFAULT_PARAGRAPHS } from '../../shared/schemas/love-typing.js';
import { withoutCode } from '../test-support/refusal.js';

const t = useTestApp();
const { editor, viewer } = t;
// The seeded gift has a question and Mini Games: this viewer plays the quiz perfectly first.
beforeAll(() => passQuiz(t.app, editor, viewer));

const mp3 = fs.readFileSync(path.join(projectRoot(), 'assets/default-track.mp3'));
const onDisk = (relative: string) => isStored(t.app, relative);

function save(fields: Record<string, string>, music?: Buffer, headers = editor) {
  const files = music ? [{ field: 'background_music', filename: 'lagu.mp3', contentType: 'audio/mpeg', data: music }] : [];
  const form = multipart(fields, files);
  return t.app.inject({ method: 'POST', url: '/api/love-typing', payload: form.payload, headers: { ...form.headers, ...headers } });
}
const saveParagraphs = (paragraphs: unknown, music?: Buffer) => save({ paragraphs: JSON.stringify(paragraphs) }, music);
const read = async () => (await t.app.inject({ method: 'GET', url: '/api/love-typing', headers: viewer })).json();

describe('love typing', () => {
  it('shows the default letter, without music, until the giver saves one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/love-typing', headers: viewer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      success: true,
      message: 'Data love typing berhasil diambil.',
      data: { paragraphs: [...LOVE_TYPING_DEFAULT_PARAGRAPHS], background_music: null },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/love-typing' })).statusCode).toBe(401);
  });

  it('saves paragraphs from a JSON string, trimmed, blank ones dropped, line breaks kept', async () => {
    const res = await saveParagraphs(['  Satu  ', '', '   ', 'Dua\r\nbaris kedua', 'Tiga']);
    expect(res.statusCode).toBe(200);
    const expected = { paragraphs: ['Satu', 'Dua\nbaris kedua', 'Tiga'], background_music: null };
    expect(res.json()).toEqual({ status: 'success', success: true, message: 'Love typing berhasil disimpan!', data: expected });
    expect((await read()).data).toEqual(expected);
  });

  it('accepts a paragraph of exactly 480 characters', async () => {
    const res = await saveParagraphs(['a'.repeat(480)]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.paragraphs[0]).toHaveLength(480);
  });

  it('stores background music (audio checked by magic bytes), keeps it on a text-only save, replaces and deletes it', async () => {
    const first = await saveParagraphs(['Dengan musik'], mp3);
    expect(first.statusCode).toBe(200);
    const music = first.json().data.background_music as string;
    expect(music).toMatch(/^music\/[0-9a-f]{32}\.mp3$/);
    expect(await t.app.ctx.repos.media.findByPath(music)).toMatchObject({ mime: 'audio/mpeg', is_public: 0 });
    const served = await t.app.inject({ method: 'GET', url: `/storage/${music}`, headers: { ...viewer, range: 'bytes=0-1023' } });
    expect(served.statusCode).toBe(206);

    const textOnly = await saveParagraphs(['Teks saja']);
    expect(textOnly.json().data).toEqual({ paragraphs: ['Teks saja'], background_music: music });
    expect(await onDisk(music)).toBe(true);

    const replaced = await saveParagraphs(['Lagu baru'], mp3);
    const next = replaced.json().data.background_music as string;
    expect(next).not.toBe(music);
    expect(await onDisk(next)).toBe(true);
    expect(await onDisk(music)).toBe(false);
    expect(await t.app.ctx.repos.media.findByPath(music)).toBeUndefined();
    // The gift's own background track (sites.music_path) is a separate file and stays.
    expect((await storedPaths(t.app)).filter((f) => f.startsWith('music/'))).toHaveLength(2);
  });

  const paragraphRefusals: [string, Record<string, string>, string][] = [
    ['a paragraph of 481 characters', { paragraphs: JSON.stringify(['ok', 'b'.repeat(481)]) }, 'Paragraf maksimal 480 karakter'],
    ['no paragraphs at all', { paragraphs: '[]' }, 'Tulis minimal satu paragraf.'],
    ['only blank paragraphs', { paragraphs: JSON.stringify(['', '  ']) }, 'Tulis minimal satu paragraf.'],
    ['51 paragraphs', { paragraphs: JSON.stringify(Array.from({ length: 51 }, (_, i) => `P${i}`)) }, 'Maksimal 50 paragraf.'],
    ['a string that is not JSON', { paragraphs: 'Satu, Dua' }, 'Paragraf harus berupa daftar teks.'],
    ['JSON that is not a list', { paragraphs: '{"a":1}' }, 'Paragraf harus berupa daftar teks.'],
    ['a list of numbers', { paragraphs: '[1,2]' }, 'Paragraf harus berupa daftar teks.'],
    ['no paragraphs field', {}, 'Paragraf harus berupa daftar teks.'],
  ];

  it.each(paragraphRefusals)(
    'refuses %s with 422 under errors.paragraphs; nothing stored, the old letter intact',
    async (_name, fields, message) => {
      const before = await t.snapshot();
      const kept = (await read()).data;
      const res = await save(fields, mp3);
      expect(res.statusCode).toBe(422);
      expect(withoutCode(res.json())).toEqual({ success: false, message, errors: { paragraphs: [message] } });
      expect(await t.snapshot()).toBe(before);
      expect((await read()).data).toEqual(kept);
    },
  );

  it.each([
    ['HTML', html],
    ['a JPEG', null],
    ['an MP4 video', Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(500)])],
  ])('refuses %s as the music with 415; nothing stored, the old letter intact', async (_name, data) => {
    const before = await t.snapshot();
    const kept = (await read()).data;
    const res = await saveParagraphs(['Tidak tersimpan'], data ?? (await jpeg()));
    expect(res.statusCode).toBe(415);
    const message = 'Jenis file tidak didukung. Gunakan audio (MP3, OGG, WAV, FLAC, M4A).';
    expect(withoutCode(res.json())).toEqual({ success: false, message, errors: { background_music: [message] } });
    expect(await t.snapshot()).toBe(before);
    expect((await read()).data).toEqual(kept);
  });

  it('refuses a viewer and a JSON body', async () => {
    const before = await t.snapshot();
    const form = multipart({ paragraphs: '["x"]' }, []);
    const asViewer = await t.app.inject({
      method: 'POST',
      url: '/api/love-typing',
      payload: form.payload,
      headers: { ...form.headers, ...viewer },
    });
    expect(asViewer.statusCode).toBe(403);
    const json = await t.app.inject({ method: 'POST', url: '/api/love-typing', payload: { paragraphs: ['x'] }, headers: editor });
    expect(json.statusCode).toBe(415);
    expect(await t.snapshot()).toBe(before);
  });
});
