import { describe, expect, it } from 'vitest';
import { EN_MSG } from '../../shared/en-messages.js';
import { csrf, multipart, PIN, useTestApp } from '../test-support/test-app.js';
import { jpeg } from '../test-support/media-fixtures.js';

// The timed reveal (docs/product.md §4, decision 039): the giver sets the moment, the server's clock
// decides. Time is moved by setting the moment in the past or the future, never by faking a clock.

const HOUR = 60 * 60 * 1000;
const OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/;

describe('GET/PUT /api/reveal', () => {
  const t = useTestApp();
  const { editor, viewer } = t;
  const put = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/reveal', headers: { ...headers, ...csrf }, payload: payload as object });
  const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/reveal', headers });
  const verify = (ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/date-input/verify', payload: { pin: PIN }, remoteAddress: ip, headers });
  const setIn = async (ms: number) => {
    const res = await put(editor, { reveal_at: new Date(Date.now() + ms).toISOString() });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  it('starts open: no moment, the server time in the gift zone, readable by anyone', async () => {
    for (const headers of [{}, viewer, editor]) {
      const res = await get(headers);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, data: { reveal_at: null, open: true } });
      expect(body.data.now).toMatch(OFFSET);
      expect(Math.abs(Date.parse(body.data.now) - Date.now())).toBeLessThan(5000);
    }
  });

  it('only the giver sets it; a malformed moment is a 422 with a message and nothing changes', async () => {
    const at = { reveal_at: '2030-02-14T00:00:00+07:00' };
    expect((await put({}, at)).statusCode).toBe(401);
    expect((await put(viewer, at)).statusCode).toBe(403);
    for (const bad of ['2030-02-31T00:00:00+07:00', '2030-02-14 00:00', '2030-02-14T00:00:00', 'besok', 42, '2030-02-14T25:00:00Z']) {
      const res = await put(editor, { reveal_at: bad });
      expect(res.statusCode, String(bad)).toBe(422);
      expect(res.json()).toMatchObject({ success: false, errors: { reveal_at: [expect.stringContaining('ISO 8601')] } });
    }
    expect((await get()).json().data.reveal_at).toBeNull();
  });

  it('keeps the moment, shows it with the +07:00 offset whatever offset it was given in, and null removes it', async () => {
    const saved = await put(editor, { reveal_at: '2030-02-13T17:00:00Z' });
    expect(saved.json()).toMatchObject({
      success: true,
      message: 'Waktu buka hadiah disimpan.',
      data: { reveal_at: '2030-02-14T00:00:00+07:00', open: false },
    });
    expect((await get()).json().data).toMatchObject({ reveal_at: '2030-02-14T00:00:00+07:00', open: false });
    // The opening (read-cached) carries the moment, so the page knows to ask; a write refreshes it.
    const openingReveal = async () => (await t.app.inject({ method: 'GET', url: '/api/opening' })).json().data[0].reveal_at;
    expect(await openingReveal()).toBe('2030-02-14T00:00:00+07:00');
    const removed = await put(editor, { reveal_at: null });
    expect(removed.json()).toMatchObject({ data: { reveal_at: null, open: true } });
    expect((await get()).json().data.open).toBe(true);
    expect(await openingReveal()).toBeNull();
  });

  it('before the moment the PIN cannot be tried (403 naming it); after it, the PIN opens the gift', async () => {
    await put(editor, { reveal_at: '2030-02-14T00:00:00+07:00' });
    const refused = await verify('10.7.0.1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: 'Hadiah ini dibuka pada 14 Februari 2030 pukul 00.00 WIB.' });
    expect(refused.headers['set-cookie']).toBeUndefined();
    await setIn(-1000);
    expect((await get()).json().data.open).toBe(true);
    const opened = await verify('10.7.0.2');
    expect(opened.statusCode).toBe(200);
    expect(opened.json().token).toEqual(expect.any(String));
    await put(editor, { reveal_at: null });
  });

  it('a session made before the moment opens no API and no media file until it comes; the giver is never held back', async () => {
    const folder = await t.app.inject({ method: 'POST', url: '/api/gallery/create-folder', headers: editor, payload: { name: 'Reveal' } });
    const form = multipart({ folder_id: String(folder.json().data.id), title: 'x' }, [
      { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: await jpeg() },
    ]);
    const photo = await t.app.inject({
      method: 'POST',
      url: '/api/gallery/create-photos',
      payload: form.payload,
      headers: { ...form.headers, ...editor },
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const file = `/storage/${photo.json().data.url as string}`;
    // Open: the viewer (whose session predates the moment) reads both; a read may now sit in the read cache.
    expect((await t.app.inject({ method: 'GET', url: '/api/gallery', headers: viewer })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: file, headers: viewer })).statusCode).toBe(200);

    await setIn(HOUR);
    const api = await t.app.inject({ method: 'GET', url: '/api/gallery', headers: viewer });
    expect(api.statusCode).toBe(403);
    expect(api.json().message).toMatch(/^Hadiah ini dibuka pada \d{1,2} \S+ \d{4} pukul \d{2}\.\d{2} WIB\.$/);
    expect((await t.app.inject({ method: 'GET', url: '/api/days-of-love', headers: viewer })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: file, headers: viewer })).statusCode).toBe(403);
    // The giver reads and verifies as always.
    expect((await t.app.inject({ method: 'GET', url: '/api/gallery', headers: editor })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: file, headers: editor })).statusCode).toBe(200);
    expect((await verify('10.7.0.3', editor)).statusCode).toBe(200);
    // The PIN page's title and photo stay for anyone.
    expect((await t.app.inject({ method: 'GET', url: '/api/date-input' })).statusCode).toBe(200);

    await setIn(-1000);
    expect((await t.app.inject({ method: 'GET', url: '/api/gallery', headers: viewer })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: file, headers: viewer })).statusCode).toBe(200);
    await put(editor, { reveal_at: null });
  });

  it('in English, the refusal names the moment in English', async () => {
    await t.app.inject({ method: 'PUT', url: '/api/settings', headers: { ...editor, ...csrf }, payload: { language: 'en' } });
    await put(editor, { reveal_at: '2030-02-14T09:30:00+07:00' });
    const refused = await verify('10.7.0.4');
    expect(refused.json().message).toBe('This gift opens on 14 February 2030 at 09:30 WIB.');
    expect(refused.json().message).toBe(EN_MSG.revealClosed('14 Februari 2030', '09.30'));
    await put(editor, { reveal_at: null });
    await t.app.inject({ method: 'PUT', url: '/api/settings', headers: { ...editor, ...csrf }, payload: { language: 'id' } });
  });
});

describe('the reveal of a private gift', () => {
  const t = useTestApp({ baseDomain: 'kado.localhost', publicUrl: 'https://kado.localhost:8443' });

  it('is read behind the secret link as the opening is, and closed to strangers', async () => {
    const gift = await t.gift('rahasia');
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/reveal',
      headers: { ...gift.editor, ...csrf },
      payload: { reveal_at: '2030-02-14T00:00:00+07:00' },
    });
    expect(set.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/reveal', headers: gift.anonymous })).statusCode).toBe(403);
    const withKey = await t.app.inject({ method: 'GET', url: '/api/reveal', headers: gift.withKey });
    expect(withKey.json().data).toMatchObject({ reveal_at: '2030-02-14T00:00:00+07:00', open: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/gallery', headers: gift.viewer })).statusCode).toBe(403);
  });
});
