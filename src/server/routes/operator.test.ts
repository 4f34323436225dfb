import { describe, expect, it } from 'vitest';
import { csrf, EDITOR, multipart, OPERATOR, useTestApp } from '../test-support/test-app.js';
import { jpeg } from '../test-support/media-fixtures.js';
import { storedPaths } from '../test-support/stored-media.js';
import { withoutCode } from '../test-support/refusal.js';

// The operator's console API on BASE_DOMAIN (decision 018).

const t = useTestApp({ baseDomain: 'kado.localhost' });
const consoleHost = { host: 'kado.localhost' };

const op = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.operator, ...(payload && { payload }) });
const create = (slug: string, email = `${slug}@kado.test`) =>
  op('POST', '/api/operator/gifts', { slug, editor_email: email, editor_password: EDITOR.password });
const listed = async (slug: string) =>
  ((await op('GET', '/api/operator/gifts')).json().data as { slug: string }[]).find((g) => g.slug === slug) as
    Record<string, unknown> | undefined;

describe('operator sign-in', () => {
  it('refuses a wrong password; signs an API client in with a bearer token and an httpOnly cookie', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/operator/login',
      headers: consoleHost,
      payload: { ...OPERATOR, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    // A call without the web app's header is an API client's: it gets a bearer token.
    const res = await t.app.inject({ method: 'POST', url: '/api/operator/login', headers: consoleHost, payload: OPERATOR });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Login berhasil', token: expect.any(String) });
    const bearer = { ...consoleHost, authorization: `Bearer ${res.json<{ token: string }>().token}` };
    expect((await t.app.inject({ method: 'POST', url: '/api/operator/gifts/x/disable', headers: bearer })).statusCode).toBe(404);
    const cookie = res.cookies.find((c) => c.name === 'kado_operator');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/' });
    expect(cookie?.domain).toBeUndefined();
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/operator/session',
      headers: consoleHost,
      cookies: { kado_operator: cookie!.value },
    });
    expect(session.json()).toEqual({ success: true, console: true, signed_in: true, signup: false });
    // Cookie writes need the CSRF header, like every cookie write.
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/operator/gifts/x/disable',
      headers: consoleHost,
      cookies: { kado_operator: cookie!.value },
    });
    expect(noHeader.statusCode).toBe(403);
    const withHeader = await t.app.inject({
      method: 'POST',
      url: '/api/operator/gifts/x/disable',
      headers: { ...consoleHost, ...csrf },
      cookies: { kado_operator: cookie!.value },
    });
    expect(withHeader.statusCode).toBe(404);
  });

  it("gives the console's page no token: the console works on its httpOnly cookie alone", async () => {
    // The console's login, as src/web/api/operator.ts sends it: with the web app's CSRF header.
    const asPage = { ...consoleHost, ...csrf };
    const res = await t.app.inject({ method: 'POST', url: '/api/operator/login', headers: asPage, payload: OPERATOR });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Login berhasil' });
    const cookie = res.cookies.find((c) => c.name === 'kado_operator');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/' });
    // Nothing a page script could use as a session: no token-like field, and not the cookie's value anywhere.
    expect(Object.keys(res.json<object>()).filter((field) => /token|session|bearer|jwt|secret|key/i.test(field))).toEqual([]);
    expect(res.body).not.toContain(cookie!.value);

    // Every call of the console, with the cookie alone (no Authorization header), as the browser makes it.
    const cookies = { kado_operator: cookie!.value };
    const asConsole = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: asPage, cookies, ...(payload && { payload }) });
    expect((await asConsole('GET', '/api/operator/session')).json()).toEqual({
      success: true,
      console: true,
      signed_in: true,
      signup: false,
    });
    const gift = { slug: 'kuki', editor_email: 'kuki@kado.test', editor_password: EDITOR.password };
    expect((await asConsole('POST', '/api/operator/gifts', gift)).statusCode).toBe(201);
    const gifts = await asConsole('GET', '/api/operator/gifts');
    expect(gifts.statusCode).toBe(200);
    expect(gifts.json<{ data: { slug: string }[] }>().data.map((gift) => gift.slug)).toContain('kuki');
    expect((await asConsole('POST', '/api/operator/gifts/kuki/disable')).statusCode).toBe(200);
    expect((await asConsole('POST', '/api/operator/gifts/kuki/enable')).statusCode).toBe(200);
    expect((await asConsole('POST', '/api/operator/gifts/kuki/password', { password: 'a-brand-new-password' })).statusCode).toBe(200);
    expect((await asConsole('DELETE', '/api/operator/gifts/kuki')).statusCode).toBe(200);
    expect((await asConsole('POST', '/api/operator/logout')).statusCode).toBe(200);
    expect((await asConsole('GET', '/api/operator/session')).json()).toEqual({
      success: true,
      console: true,
      signed_in: false,
      signup: false,
    });
    expect((await asConsole('GET', '/api/operator/gifts')).statusCode).toBe(401);
  });

  it('refuses every operator route without an operator session, and to a giver', async () => {
    const gift = await t.gift('giver-only');
    const routes = t.app.ctx.routeTable.filter(
      (r) => r.url.startsWith('/api/operator/') && !['/api/operator/login', '/api/operator/session'].includes(r.url),
    );
    expect(routes.length).toBeGreaterThanOrEqual(7);
    for (const route of routes) {
      const url = route.url.replace(':slug', 'giver-only');
      const method = route.method as 'GET' | 'POST' | 'DELETE';
      expect((await t.app.inject({ method, url, headers: consoleHost })).statusCode, url).toBe(401);
      const asGiver = { ...consoleHost, authorization: gift.editor.authorization! };
      expect((await t.app.inject({ method, url, headers: asGiver })).statusCode, url).toBe(401);
    }
    expect(t.app.ctx.routeTable.filter((r) => r.url.startsWith('/api/operator/')).every((r) => r.guards.length === 1)).toBe(true);
  });
});

describe('slugs', () => {
  it.each([
    ['ab', 'Alamat kado harus 3 sampai 40 karakter.'],
    ['a'.repeat(41), 'Alamat kado harus 3 sampai 40 karakter.'],
    ['ani_budi', 'Alamat kado hanya boleh berisi huruf kecil, angka dan tanda hubung (-), dan tidak diawali atau diakhiri tanda hubung.'],
    ['-ani', 'Alamat kado hanya boleh berisi huruf kecil, angka dan tanda hubung (-), dan tidak diawali atau diakhiri tanda hubung.'],
    ['ani.budi', 'Alamat kado hanya boleh berisi huruf kecil, angka dan tanda hubung (-), dan tidak diawali atau diakhiri tanda hubung.'],
    ['www', 'Alamat ini dipakai oleh sistem. Pilih nama lain.'],
    ['Admin', 'Alamat ini dipakai oleh sistem. Pilih nama lain.'],
    ['operator', 'Alamat ini dipakai oleh sistem. Pilih nama lain.'],
    ['', 'Alamat kado wajib diisi.'],
  ])('refuses %j with a clear message', async (slug, message) => {
    const res = await create(slug, 'slug-test@kado.test');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message, errors: { slug: [message] } });
  });

  it('refuses a slug or a giver email already taken', async () => {
    expect((await create('ani-budi')).statusCode).toBe(201);
    const again = await create('ani-budi', 'other@kado.test');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Alamat ini sudah dipakai kado lain.');
    const email = await create('ani-budi-2', 'ani-budi@kado.test');
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe('Email ini sudah dipakai pemberi kado lain.');
  });

  it('wants a giver password of 12 characters', async () => {
    const res = await op('POST', '/api/operator/gifts', { slug: 'pendek', editor_email: 'pendek@kado.test', editor_password: 'short' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.editor_password).toEqual(['Password minimal 12 karakter.']);
  });

  it('refuses a language other than id or en with a clear message, and creates nothing', async () => {
    const res = await op('POST', '/api/operator/gifts', {
      slug: 'prancis',
      editor_email: 'prancis@kado.test',
      editor_password: EDITOR.password,
      language: 'fr',
    });
    expect(res.statusCode).toBe(422);
    const message = 'Bahasa kado harus "id" (Bahasa Indonesia) atau "en" (English).';
    expect(res.json()).toMatchObject({ success: false, message, errors: { language: [message] } });
    expect(await listed('prancis')).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/', headers: { host: 'prancis.kado.localhost' } })).statusCode).toBe(404);
  });
});

describe('gifts', () => {
  it('creates a private gift seeded like the demo, with its giver, at {slug}.BASE_DOMAIN', async () => {
    const res = await create('cinta-kita');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Kado berhasil dibuat!',
      data: { slug: 'cinta-kita', url: 'http://cinta-kita.kado.localhost/' },
    });
    const host = { host: 'cinta-kita.kado.localhost' };
    // Private by default: the opening page is closed without the key; the giver still signs in.
    expect((await t.app.inject({ method: 'GET', url: '/api/opening', headers: host })).statusCode).toBe(403);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: host,
      payload: { email: 'cinta-kita@kado.test', password: EDITOR.password },
    });
    expect(login.statusCode).toBe(200);
    const editor = { ...host, authorization: `Bearer ${login.json().token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/opening', headers: editor })).json().data[0].title).toBe('This is For');
    const music = await t.app.inject({ method: 'GET', url: '/api/music', headers: editor });
    expect(music.statusCode, music.body).toBe(200);
  });

  it('creates an English gift: its language and its demo content are English from the start', async () => {
    const res = await op('POST', '/api/operator/gifts', {
      slug: 'inggris',
      editor_email: 'inggris@kado.test',
      editor_password: EDITOR.password,
      language: 'en',
    });
    expect(res.statusCode, res.body).toBe(201);
    const host = { host: 'inggris.kado.localhost' };
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: host,
      payload: { email: 'inggris@kado.test', password: EDITOR.password },
    });
    const editor = { ...host, authorization: `Bearer ${login.json().token}` };
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: editor })).json().data;
    expect(await get('/api/settings')).toMatchObject({ language: 'en' });
    expect((await get('/api/opening'))[0]).toMatchObject({ title: 'This is For', recipient_name: 'Name' });
    expect((await get('/api/features')).title).toBe('Love Menu');
    expect((await get('/api/date-input'))[0].title).toBe('Our Special Date');
    expect((await get('/api/quizzes'))[0]).toMatchObject({ question: 'In which city did we first meet?', answer: 'Bandung' });
    expect(await get('/api/coupon')).toMatchObject({ couponName: 'Special Date Coupon', buttonText: 'Claim Gift' });
    expect((await get('/api/love-typing')).paragraphs[0]).toMatch(/^Hi love/);
  });

  it('lists gifts with slug, giver, created, media size, last visit, state, use and quota', async () => {
    const gift = await t.gift('daftar');
    await t.app.inject({ method: 'GET', url: '/api/opening', headers: gift.withKey });
    const row = await listed('daftar');
    expect(row).toEqual({
      slug: 'daftar',
      url: 'http://daftar.kado.localhost/',
      editor_email: 'daftar@kado.test',
      created_at: expect.any(String),
      media_bytes: expect.any(Number),
      last_visit_at: expect.any(String),
      disabled: false,
      disabled_at: null,
      private: true,
      used_bytes: row!.media_bytes,
      quota_bytes: 2048 * 1024 * 1024,
      quota_mb: null,
      ends_at: null,
      self_made: false,
    });
    // The default music track is the gift's first media.
    expect(row!.media_bytes).toBeGreaterThan(1000);
  });

  it('disables a gift (neutral page, 403 JSON, giver too) and enables it again', async () => {
    const gift = await t.gift('jeda');
    expect((await op('POST', '/api/operator/gifts/jeda/disable')).statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/', headers: gift.withKey });
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Kado ini sedang tidak tersedia.');
    const api = await t.app.inject({ method: 'GET', url: '/api/opening', headers: gift.viewer });
    expect(api.statusCode).toBe(403);
    expect(withoutCode(api.json())).toEqual({ success: false, message: 'Kado ini sedang tidak tersedia.' });
    expect((await t.app.inject({ method: 'GET', url: '/api/share', headers: gift.editor })).statusCode).toBe(403);
    expect(await listed('jeda')).toMatchObject({ disabled: true, disabled_at: expect.any(String) });
    expect((await op('POST', '/api/operator/gifts/jeda/enable')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/opening', headers: gift.viewer })).statusCode).toBe(200);
  });

  it("sets a gift's own quota: the list, the giver's usage and the uploads follow it; null goes back to GIFT_QUOTA_MB", async () => {
    const gift = await t.gift('kuota');
    const res = await op('POST', '/api/operator/gifts/kuota/quota', { quota_mb: 1 });
    expect(res.json()).toEqual({ success: true, message: 'Kuota penyimpanan disimpan.' });
    expect(await listed('kuota')).toMatchObject({ quota_mb: 1, quota_bytes: 1024 * 1024 });
    const usage = await t.app.inject({ method: 'GET', url: '/api/usage', headers: gift.editor });
    expect(usage.json().data).toEqual({ used_bytes: (await listed('kuota'))!.used_bytes, quota_bytes: 1024 * 1024 });
    // The default music track alone is near the 1 MB: a 1.5 MB song cannot fit.
    const form = multipart({}, [
      { field: 'music', filename: 's.mp3', contentType: 'audio/mpeg', data: Buffer.alloc(1.5 * 1024 * 1024, 1) },
    ]);
    const song = await t.app.inject({
      method: 'POST',
      url: '/api/music',
      payload: form.payload,
      headers: { ...form.headers, ...gift.editor },
    });
    expect(song.statusCode).toBe(413);
    expect(song.json().message).toBe('Ruang penyimpanan kado ini penuh (kuota 1 MB).');

    expect((await op('POST', '/api/operator/gifts/kuota/quota', { quota_mb: null })).statusCode).toBe(200);
    expect(await listed('kuota')).toMatchObject({ quota_mb: null, quota_bytes: 2048 * 1024 * 1024 });
    for (const quota_mb of [0, -1, 1.5, 1048577, '5', undefined]) {
      const bad = await op('POST', '/api/operator/gifts/kuota/quota', { quota_mb });
      expect(bad.statusCode, String(quota_mb)).toBe(422);
      expect(bad.json().message).toBe('Kuota harus bilangan bulat dari 1 sampai 1048576 MB.');
    }
    expect((await op('POST', '/api/operator/gifts/nobody/quota', { quota_mb: 5 })).statusCode).toBe(404);
  });

  it('ends a gift at its end date (neutral page, 403 JSON, giver too), keeps its data, and reopens it when cleared', async () => {
    const gift = await t.gift('akhir');
    const opening = () => t.app.inject({ method: 'GET', url: '/api/opening', headers: gift.viewer });
    // An end still ahead changes nothing; the gift is read (and cached) meanwhile.
    const soon = new Date(Date.now() + 1500).toISOString();
    expect((await op('POST', '/api/operator/gifts/akhir/end', { ends_at: soon })).json()).toEqual({
      success: true,
      message: 'Tanggal berakhir kado disimpan.',
    });
    expect(await listed('akhir')).toMatchObject({ ends_at: soon, disabled: false });
    expect((await opening()).statusCode).toBe(200);
    // Past the end, with no write in between: the gift closes on time, even when it was cached.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const page = await t.app.inject({ method: 'GET', url: '/', headers: gift.withKey });
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Kado ini sedang tidak tersedia.');
    const api = await opening();
    expect(api.statusCode).toBe(403);
    expect(withoutCode(api.json())).toEqual({ success: false, message: 'Kado ini sedang tidak tersedia.' });
    expect((await t.app.inject({ method: 'GET', url: '/api/share', headers: gift.editor })).statusCode).toBe(403);
    // Its data stays: rows and media until the operator deletes it.
    const site = await t.app.ctx.sites.findBySlug('akhir');
    const media = await t.app.ctx.db.selectFrom('media_files').select('id').where('site_id', '=', site!.id).execute();
    expect(media.length).toBeGreaterThan(0);
    expect(await listed('akhir')).toMatchObject({ ends_at: soon, used_bytes: expect.any(Number) });

    expect((await op('POST', '/api/operator/gifts/akhir/end', { ends_at: null })).statusCode).toBe(200);
    expect((await opening()).statusCode).toBe(200);
    expect(await listed('akhir')).toMatchObject({ ends_at: null });
    // A date-time with an offset is kept as the same instant in UTC; anything else is refused.
    expect((await op('POST', '/api/operator/gifts/akhir/end', { ends_at: '2099-02-14T00:00:00+07:00' })).statusCode).toBe(200);
    expect(await listed('akhir')).toMatchObject({ ends_at: '2099-02-13T17:00:00.000Z' });
    expect((await opening()).statusCode).toBe(200);
    for (const ends_at of ['2099-02-14', 'besok', 5, undefined]) {
      const bad = await op('POST', '/api/operator/gifts/akhir/end', { ends_at });
      expect(bad.statusCode, String(ends_at)).toBe(422);
      expect(bad.json().message).toBe('Tanggal berakhir harus tanggal dan waktu yang valid.');
    }
  });

  it("resets a giver's password and ends their sessions", async () => {
    const gift = await t.gift('lupa');
    const res = await op('POST', '/api/operator/gifts/lupa/password', { password: 'a-brand-new-password' });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/share', headers: gift.editor })).statusCode).toBe(403);
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', headers: gift.anonymous, payload: { email: gift.email, password } });
    expect((await login(EDITOR.password)).statusCode).toBe(401);
    expect((await login('a-brand-new-password')).statusCode).toBe(200);
    expect((await op('POST', '/api/operator/gifts/nobody/password', { password: 'a-brand-new-password' })).statusCode).toBe(404);
  });

  it('deletes a gift with its rows and media files; its host is then unknown', async () => {
    const gift = await t.gift('hapus');
    const folder = await t.app.inject({ method: 'POST', url: '/api/gallery/create-folder', headers: gift.editor, payload: { name: 'F' } });
    const form = multipart({ folder_id: String(folder.json().data.id), title: 'x' }, [
      { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: await jpeg() },
    ]);
    const photo = await t.app.inject({
      method: 'POST',
      url: '/api/gallery/create-photos',
      payload: form.payload,
      headers: { ...form.headers, ...gift.editor },
    });
    const prefix: string = photo.json().data.url.split('/')[0];
    const inFolder = async () => (await storedPaths(t.app)).filter((p) => p.startsWith(`${prefix}/`));
    expect((await inFolder()).filter((p) => p.startsWith(`${prefix}/gallery/`))).toHaveLength(3);
    const siteId = Number(prefix.slice(1));

    const res = await op('DELETE', '/api/operator/gifts/hapus');
    expect(res.statusCode).toBe(200);
    expect(await inFolder()).toEqual([]);
    expect(await listed('hapus')).toBeUndefined();
    const { db } = t.app.ctx;
    for (const table of ['users', 'sessions', 'media_files', 'openings', 'gallery_folders', 'date_inputs', 'quiz_questions'] as const) {
      const left = await db.selectFrom(table).select('id').where('site_id', '=', siteId).execute();
      expect(left, table).toEqual([]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/opening', headers: gift.withKey })).statusCode).toBe(404);
    expect((await op('DELETE', '/api/operator/gifts/hapus')).statusCode).toBe(404);
  });
});
