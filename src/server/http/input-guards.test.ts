import { describe, expect, it } from 'vitest';
import { jpeg } from '../test-support/media-fixtures.js';
import { multipart, useTestApp } from '../test-support/test-app.js';
import { findBadText, hasBadText } from '../lib/bad-text.js';

// NUL (a 500 on PostgreSQL) and lone surrogates (invalid UTF-8 on SQLite) are refused with 422, nothing changed.
const t = useTestApp();
const { editor, viewer } = t;
const REFUSED = 'Teks berisi karakter yang tidak diizinkan (karakter NUL atau Unicode yang rusak).';

describe('the text check', () => {
  it('knows NUL and lone surrogates from paired ones', () => {
    expect(hasBadText('a\u0000b')).toBe(true);
    expect(hasBadText('a\ud800b')).toBe(true);
    expect(hasBadText('a\udc00')).toBe(true);
    expect(hasBadText('💖 Sayang')).toBe(false);
    expect(hasBadText('')).toBe(false);
  });

  it('names the field and survives a body nested deeper than the stack', () => {
    expect(findBadText({ quiz: [{ options: [{ text: 'ok' }, { text: 'x\u0000' }] }] })).toBe('quiz.0.options.1.text');
    expect(findBadText({ ['k\ud800']: 1 })).toBe('body');
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findBadText(deep)).toMatch(/^0(\.0)*$/);
  });
});

describe('JSON bodies', () => {
  it.each([
    ['NUL', '{"title":"Piknik\\u0000"}'],
    ['a lone high surrogate', '{"title":"Piknik\\ud800"}'],
    ['a lone low surrogate', '{"title":"\\udc00Piknik"}'],
  ])("%s in a viewer's todo is a 422 and nothing changes", async (_label, payload) => {
    const before = await t.snapshot();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/todos',
      headers: { ...viewer, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, code: 'common.textInvalid', message: REFUSED, errors: { title: [REFUSED] } });
    expect(await t.snapshot()).toBe(before);
  });

  it('emoji (paired surrogates) are still welcome', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/todos', headers: viewer, payload: { title: 'Piknik 💖' } });
    expect(res.statusCode).toBe(200);
  });

  it('a NUL in a path parameter is a 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/storage/gallery/a%00.jpg', headers: viewer });
    expect(res.statusCode).toBe(404);
  });
});

describe('multipart text fields', () => {
  it("a NUL in an upload form's title is a 422 and no file or row is kept", async () => {
    const folder = await t.app.inject({ method: 'POST', url: '/api/gallery/create-folder', headers: editor, payload: { name: 'Liburan' } });
    const folderId = folder.json<{ data: { id: number } }>().data.id;
    const before = await t.snapshot();
    const form = multipart({ folder_id: String(folderId), title: 'Pantai\u0000' }, [
      { field: 'photo', filename: 'a.jpg', contentType: 'image/jpeg', data: await jpeg() },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gallery/create-photos',
      headers: { ...editor, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: REFUSED, errors: { title: [REFUSED] } });
    expect(await t.snapshot()).toBe(before);
  });
});
